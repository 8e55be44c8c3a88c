import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { QueryState } from '../components/query-state.tsx';
import { useAttachExam, useAttachedExams, usePublishedExams } from './exam-choice-api.ts';

interface Props {
  activity: string;
  onBack: () => void;
  onDone: () => void;
}

const DEFAULT_DURATION = 60;
const MAX_DURATION = 24 * 60;

/** The digital exam's own step: which published exam it applies, and for how many minutes. */
export function StepExam({ activity, onBack, onDone }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const attached = useAttachedExams(activity);
  const [search, setSearch] = useState('');
  const exams = usePublishedExams(search.trim());
  const attach = useAttachExam(activity);
  const current = attached.data?.exams[0];
  const [examId, setExamId] = useState<string | null>(null);
  const [duration, setDuration] = useState<string | null>(null);
  const chosen = examId ?? current?.exam_id ?? '';
  const minutes = duration ?? String(current?.duration ?? DEFAULT_DURATION);
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const value = Number(minutes);
    if (!chosen) return setError(t('creation.exam.required'));
    if (!Number.isInteger(value) || value < 1 || value > MAX_DURATION) return setError(t('creation.exam.duration'));
    setError(null);
    attach.mutate(
      {
        activity,
        rm_exams: current && current.exam_id !== chosen ? [current.exam_id] : [],
        add_exams: [{ exam_id: chosen, duration: value }],
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="font-semibold text-title">
          {t('creation.exam.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={INPUT}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-title">{t('creation.exam.label')}</legend>
        <QueryState query={exams}>
          {({ results }) =>
            results.length === 0 ? (
              <p className="text-subtitle">{t('creation.exam.none')}</p>
            ) : (
              results.map((exam) => (
                <label
                  key={exam.id}
                  className="flex cursor-pointer items-start gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 has-checked:border-primary has-checked:bg-light"
                >
                  <input
                    type="radio"
                    name={`${id}-exam`}
                    className="mt-1"
                    checked={chosen === exam.id}
                    onChange={() => setExamId(exam.id)}
                  />
                  <span>
                    {exam.description}
                    <span className="block text-sm text-subtitle">
                      {t('creation.exam.questions', { count: exam.questions.total })} · {exam.author.name}
                    </span>
                  </span>
                </label>
              ))
            )
          }
        </QueryState>
      </fieldset>
      <div className="flex max-w-xs flex-col gap-1.5">
        <label htmlFor={`${id}-duration`} className="font-semibold text-title">
          {t('creation.exam.durationLabel')}
        </label>
        <input
          id={`${id}-duration`}
          type="number"
          min={1}
          max={MAX_DURATION}
          value={minutes}
          onChange={(event) => setDuration(event.target.value)}
          className={INPUT}
        />
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('creation.back')}
        </button>
        <button type="submit" disabled={attach.isPending} className={PRIMARY_BUTTON}>
          {t('creation.next')}
        </button>
      </div>
    </form>
  );
}
