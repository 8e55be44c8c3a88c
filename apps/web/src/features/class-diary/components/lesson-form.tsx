import { CLASS_DIARY_LESSONS_MAX, type ClassDiaryDetails } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { ChipInput } from '../../../components/inputs/chip-input.tsx';
import { DateInput } from '../../../components/inputs/date-input.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useDiaryClassrooms } from '../api/classrooms.ts';
import { useCreateLesson } from '../api/create-lesson.ts';
import { useLesson } from '../api/lesson.ts';
import { useUpdateLesson } from '../api/update-lesson.ts';
import { CLASS_DIARY_NAMESPACE } from '../class-diary-strings.ts';

interface Draft {
  classroom_id: string;
  date: string;
  subject: string;
  bncc: string[];
  content: string;
  lessons: number;
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** nova and :id: a lesson's classroom, date, subject, BNCC codes, content and number of classes. */
export function LessonFormScreen() {
  const { id } = useParams();
  const lesson = useLesson(id);
  if (!id) return <LessonForm />;
  return <QueryState query={lesson}>{(data) => <LessonForm lesson={data} />}</QueryState>;
}

function LessonForm({ lesson }: { lesson?: ClassDiaryDetails }) {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const navigate = useNavigate();
  const classrooms = useDiaryClassrooms();
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const [draft, setDraft] = useState<Draft>(
    lesson ?? { classroom_id: '', date: today(), subject: '', bncc: [], content: '', lessons: 1 },
  );
  const [tried, setTried] = useState(false);
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const missing = (value: string) => (tried && !value.trim() ? t('form.required') : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!draft.classroom_id || !draft.subject.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return;
    const { classroom_id, ...changes } = draft;
    const done = {
      onSuccess: () => {
        notify({ message: t('form.saved'), status: 'success' });
        navigate('..', { relative: 'path' });
      },
      onError: (error: Error) => notify({ message: serverText(error.message), status: 'error' }),
    };
    if (lesson) update.mutate({ id: lesson.id, body: changes }, done);
    else create.mutate({ classroom_id, ...changes }, done);
  }

  return (
    <form className="flex max-w-3xl flex-col gap-4" onSubmit={submit} noValidate>
      <BackLink to=".." relative="path">
        {t('back')}
      </BackLink>
      <h2 className="text-xl font-bold text-title">{lesson ? t('editLesson') : t('newLesson')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('classroom')}</span>
          <select
            className={INPUT}
            value={draft.classroom_id}
            disabled={Boolean(lesson)}
            aria-invalid={Boolean(missing(draft.classroom_id))}
            onChange={(e) => set({ classroom_id: e.target.value })}
          >
            <option value="">{t('chooseClassroom')}</option>
            {(classrooms.data?.classrooms ?? []).map((classroom) => (
              <option key={classroom.id} value={classroom.id}>
                {classroom.name}
              </option>
            ))}
            {lesson && !classrooms.data?.classrooms.some((c) => c.id === lesson.classroom_id) && (
              <option value={lesson.classroom_id}>{lesson.classroom_name}</option>
            )}
          </select>
          {missing(draft.classroom_id) && <span className="text-sm text-danger">{missing(draft.classroom_id)}</span>}
        </label>
        <DateInput
          label={t('form.date')}
          value={draft.date}
          onChange={(date) => set({ date })}
          error={missing(draft.date)}
        />
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('form.subject')}</span>
          <input
            className={INPUT}
            value={draft.subject}
            maxLength={80}
            aria-invalid={Boolean(missing(draft.subject))}
            onChange={(e) => set({ subject: e.target.value })}
          />
          {missing(draft.subject) && <span className="text-sm text-danger">{missing(draft.subject)}</span>}
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('form.lessons')}</span>
          <input
            className={INPUT}
            type="number"
            min={1}
            max={CLASS_DIARY_LESSONS_MAX}
            value={draft.lessons}
            onChange={(e) => set({ lessons: Number(e.target.value) })}
          />
        </label>
      </div>
      <ChipInput
        label={t('form.bncc')}
        value={draft.bncc}
        hint={t('form.bnccHint')}
        onChange={(bncc) => set({ bncc: bncc.map((code) => code.toUpperCase()) })}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t('form.content')}</span>
        <RichTextEditor label={t('form.content')} value={draft.content} onChange={(content) => set({ content })} />
      </div>
      <div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending || update.isPending}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
