import { COMMENT_MAX, isGradedOnceSent, MAX_SCORE, SCHOOL_WORK_MESSAGES, type WorkDetail } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useEvaluate } from '../api/evaluate.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

interface Props {
  activity: string;
  student: string;
  /** The student's work as stored: the form starts from its score and comment. */
  work: Pick<WorkDetail, 'evaluated' | 'score' | 'teacher_comment' | 'delivery_status'> & {
    activity: Pick<WorkDetail['activity'], 'kind'>;
  };
  onSaved?: () => void;
}

const scoreMessage = `Informe uma nota de 0 a ${MAX_SCORE}.`;
const evaluationSchema = z.object({
  score: z
    .string()
    .trim()
    .min(1, scoreMessage)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(z.number(scoreMessage).min(0, scoreMessage).max(MAX_SCORE, scoreMessage)),
  comment: z.string().trim().max(COMMENT_MAX, `Use no máximo ${COMMENT_MAX} caracteres.`),
});
type EvaluationInput = z.input<typeof evaluationSchema>;
type EvaluationOutput = z.output<typeof evaluationSchema>;

/** Score (0 to 10, decimals allowed) and a comment for one student's work, once it may be graded (isGradedOnceSent). */
export function EvaluationForm(props: Props) {
  const { work } = props;
  if (isGradedOnceSent(work.activity.kind) && work.delivery_status !== 'sent') {
    return <p className="text-subtitle">{SCHOOL_WORK_MESSAGES.notSent}</p>;
  }
  return <ScoreForm {...props} />;
}

function ScoreForm({ activity, student, work, onSaved }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const id = useId();
  const evaluate = useEvaluate(activity);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EvaluationInput, unknown, EvaluationOutput>({
    resolver: zodResolver(evaluationSchema),
    defaultValues: {
      score: work.evaluated && work.score !== null ? String(work.score).replace('.', ',') : '',
      comment: work.teacher_comment ?? '',
    },
  });

  const submit = handleSubmit((form) =>
    evaluate.mutate(
      { student, score: form.score, comment: form.comment },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('evaluation.saved') });
          onSaved?.();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-score`} className="font-semibold text-title">
          {t('evaluation.score', { max: MAX_SCORE })}
        </label>
        <input
          id={`${id}-score`}
          inputMode="decimal"
          className={`${INPUT} max-w-32`}
          aria-invalid={errors.score ? true : undefined}
          aria-describedby={errors.score ? `${id}-score-error` : undefined}
          {...register('score')}
        />
        {errors.score?.message && (
          <p id={`${id}-score-error`} role="alert" className="text-sm text-red-700">
            {errors.score.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="font-semibold text-title">
          {t('evaluation.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          className={INPUT}
          aria-invalid={errors.comment ? true : undefined}
          {...register('comment')}
        />
        {errors.comment?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.comment.message}
          </p>
        )}
      </div>
      <button type="submit" disabled={evaluate.isPending} className={`${PRIMARY_BUTTON} self-end`}>
        {t('evaluation.save')}
      </button>
    </form>
  );
}
