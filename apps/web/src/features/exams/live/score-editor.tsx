import { MAX_SCORE } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateScore } from '../api/exam-live.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';

interface Props {
  activity: string;
  student: { id: string; name: string };
  score: number | null;
  onDone: () => void;
}

/** '8,5' or '8.5' -> 8.5; anything outside 0..10 is refused. */
export function parseScore(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= MAX_SCORE ? value : null;
}

/** The teacher's edit of one student's score. */
export function ScoreEditor({ activity, student, score, onDone }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const id = useId();
  const update = useUpdateScore(activity);
  const [text, setText] = useState(score === null ? '' : String(score).replace('.', ','));
  const [invalid, setInvalid] = useState(false);

  return (
    <form
      noValidate
      aria-label={t('live.editScore', { name: student.name })}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = parseScore(text);
        setInvalid(value === null);
        if (value === null) return;
        update.mutate(
          { student: student.id, score: value },
          {
            onSuccess: () => {
              notify({ status: 'success', message: t('live.scoreSaved') });
              onDone();
            },
          },
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-score`} className="text-sm font-semibold text-title">
          {t('live.scoreField')}
        </label>
        <input
          id={`${id}-score`}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`${INPUT} w-28`}
        />
      </div>
      <button type="submit" disabled={update.isPending} className={PRIMARY_BUTTON}>
        {t('live.saveScore')}
      </button>
      <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
        {t('live.cancel')}
      </button>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {t('live.scoreInvalid')}
        </p>
      )}
    </form>
  );
}
