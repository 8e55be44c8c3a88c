import { type EssayCriterion, FEEDBACK_TYPES } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../../components/ui/classes.ts';
import { notify } from '../../../../lib/toast.ts';
import { useBookmarkChanges } from '../api/bookmarks.ts';
import { FEEDBACK_COLORS, FEEDBACK_KEYS, FEEDBACK_LABELS, type FeedbackType } from '../essay-text.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';
import type { TextRange } from './marked-text.tsx';

const REQUIRED = 'Esse campo é obrigatório';
const bookmarkFormSchema = z.object({
  feedback: z.enum(FEEDBACK_KEYS as [FeedbackType, ...FeedbackType[]], REQUIRED),
  sub_competence: z.string().min(1, REQUIRED),
  comment: z.string().trim().max(2_000, 'Use no máximo 2000 caracteres.'),
});
type BookmarkForm = z.infer<typeof bookmarkFormSchema>;

interface Props {
  activity: string;
  student: string;
  range: TextRange;
  excerpt: string;
  /** The criteria to choose from: the rubric of the classroom's stage (essayRubricFor). */
  rubric: readonly EssayCriterion[];
  onDone: () => void;
}

/** A new bookmark on the selected range: feedback type, criterion of the rubric and comment. */
export function BookmarkFormPanel({ activity, student, range, excerpt, rubric, onDone }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const id = useId();
  const { save } = useBookmarkChanges(activity, student);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookmarkForm>({
    resolver: zodResolver(bookmarkFormSchema),
    defaultValues: { sub_competence: '', comment: '' },
  });

  const submit = handleSubmit((form) =>
    save.mutate(
      {
        range,
        category: FEEDBACK_TYPES[form.feedback],
        sub_competence: { id: form.sub_competence, comment: form.comment },
        bookmark_type: 'teacher',
      },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('saved') });
          onDone();
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('addBookmark')}
      className="flex flex-col gap-3 rounded-lg border border-primary bg-white p-3"
    >
      <p className="text-sm text-subtitle">{t('selection', { text: excerpt })}</p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-title">{t('feedback')}</legend>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_KEYS.map((key) => (
            <label
              key={key}
              className={`flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-sm text-title ${FEEDBACK_COLORS[key]}`}
            >
              <input type="radio" value={key} {...register('feedback')} />
              {FEEDBACK_LABELS[key]}
            </label>
          ))}
        </div>
        {errors.feedback?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.feedback.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sub`} className="font-semibold text-title">
          {t('subCompetence')}
        </label>
        <select
          id={`${id}-sub`}
          className={INPUT}
          aria-invalid={errors.sub_competence ? true : undefined}
          {...register('sub_competence')}
        >
          <option value="">{t('chooseSubCompetence')}</option>
          {rubric.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
        {errors.sub_competence?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.sub_competence.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="font-semibold text-title">
          {t('comment')}
        </label>
        <textarea id={`${id}-comment`} rows={3} className={INPUT} {...register('comment')} />
        {errors.comment?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.comment.message}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
