import {
  type ActivityKind,
  COMMENT_MAX,
  DELIVERY_STATUS,
  EVALUATION_MESSAGES,
  EXTERNAL_ACTIVITY_STATUS,
  isGradedOnceSent,
  MAX_SCORE,
  SCHOOL_WORK_MESSAGES,
  studentEvaluateSchema,
  type WorkDetail,
} from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useTeacherComment } from '../api/comment.ts';
import { useEvaluate } from '../api/evaluate.ts';
import { useRedo } from '../api/redo.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

interface Props {
  activity: string;
  student: string;
  /** The student's work as stored: the form starts from its evaluation, and follows it where it is untouched. */
  work: Pick<
    WorkDetail,
    'status' | 'student' | 'evaluated' | 'score' | 'pokz' | 'reached_goal' | 'teacher_comment' | 'delivery_status'
  > & {
    activity: { kind: ActivityKind };
  };
  onSaved?: () => void;
}

/** The evaluation as typed; the numbers then go through the API's own rules (studentEvaluateSchema). */
const evaluationSchema = z.object({
  /** A pt-BR decimal ('8', '8,5', or '8.5' as typed on some keyboards): Number() alone also reads '1e1' and '0x5'. */
  score: z
    .string()
    .trim()
    .regex(/^\d+(?:[.,]\d+)?$/, EVALUATION_MESSAGES.score)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(studentEvaluateSchema.shape.score),
  /** A whole number; left empty, not sent, so the pokz already given (before a redo) stay. */
  pokz: z
    .string()
    .trim()
    .regex(/^\d*$/, EVALUATION_MESSAGES.pokz)
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(studentEvaluateSchema.shape.pokz),
  reached_goal: z.boolean(),
  comment: z.string().trim().max(COMMENT_MAX, `Use no máximo ${COMMENT_MAX} caracteres.`),
});
type EvaluationInput = z.input<typeof evaluationSchema>;
type EvaluationOutput = z.output<typeof evaluationSchema>;

const isRedo = (work: Pick<WorkDetail, 'status'>) => work.status === EXTERNAL_ACTIVITY_STATUS.redo;

/**
 * Score (0 to 10, decimals allowed), pokz, goal reached and a comment for one student's work, once
 * it may be graded (isGradedOnceSent); the comment may also be saved alone, or sent with a request
 * to redo the work.
 */
export function EvaluationForm(props: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const { work } = props;
  if (isGradedOnceSent(work.activity.kind) && work.delivery_status !== 'sent') {
    return (
      <p className="text-subtitle">
        {isRedo(work) ? t('evaluation.redoWaiting') : serverText(SCHOOL_WORK_MESSAGES.notSent)}
      </p>
    );
  }
  return <ScoreForm {...props} />;
}

function ScoreForm({ activity, student, work, onSaved }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const id = useId();
  const evaluate = useEvaluate(activity);
  const comment = useTeacherComment(activity);
  const redo = useRedo(activity);
  const [confirmingRedo, setConfirmingRedo] = useState(false);
  const busy = evaluate.isPending || comment.isPending || redo.isPending;
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<EvaluationInput, unknown, EvaluationOutput>({
    resolver: zodResolver(evaluationSchema),
    // The stored evaluation: a refetch that brings another one (the copy of a save) replaces only
    // the fields the educator has not changed, so what they typed and did not save stays.
    // With no evaluation standing (none yet, or one a redo cleared) score and pokz start empty: pokz
    // not given read empty, not as a 0 someone chose. The comment is the stored one: a comment that
    // asked for a redo is gone once the student answered it (the server clears it on that send).
    values: {
      score: work.evaluated && work.score !== null ? String(work.score).replace('.', ',') : '',
      pokz: work.evaluated ? String(work.pokz) : '',
      reached_goal: work.reached_goal,
      comment: work.teacher_comment ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const done = (message: string) => {
    notify({ status: 'success', message });
    onSaved?.();
  };
  const submit = handleSubmit((form) =>
    evaluate.mutate(
      { student, score: form.score, pokz: form.pokz, comment: form.comment, reached_goal: form.reached_goal },
      { onSuccess: () => done(t('evaluation.saved')) },
    ),
  );
  /** Saving the comment alone or asking a redo needs no grade: only the comment is checked. */
  const withComment = async (act: (text: string) => void) => {
    if (await trigger('comment')) act(getValues('comment').trim());
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
        {isRedo(work) && <p className="text-sm font-semibold text-amber-800">{t('evaluation.redoWaiting')}</p>}
        <div className="flex flex-wrap gap-4">
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
            <label htmlFor={`${id}-pokz`} className="font-semibold text-title">
              {t('evaluation.pokz')}
            </label>
            <input
              id={`${id}-pokz`}
              inputMode="numeric"
              className={`${INPUT} max-w-32`}
              aria-invalid={errors.pokz ? true : undefined}
              aria-describedby={errors.pokz ? `${id}-pokz-error` : undefined}
              {...register('pokz')}
            />
            {errors.pokz?.message && (
              <p id={`${id}-pokz-error`} role="alert" className="text-sm text-red-700">
                {errors.pokz.message}
              </p>
            )}
          </div>
        </div>
        <label className="flex items-center gap-2 text-title">
          <input type="checkbox" className="size-4 accent-primary" {...register('reached_goal')} />
          {t('evaluation.reachedGoal')}
        </label>
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
        <div className="flex flex-wrap justify-end gap-2">
          {work.status === DELIVERY_STATUS.sent && (
            <button
              type="button"
              disabled={busy}
              className={SECONDARY_BUTTON}
              onClick={() => void withComment(() => setConfirmingRedo(true))}
            >
              {t('evaluation.redo')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            className={SECONDARY_BUTTON}
            onClick={() =>
              void withComment((text) =>
                comment.mutate({ student, comment: text }, { onSuccess: () => done(t('evaluation.commentSaved')) }),
              )
            }
          >
            {t('evaluation.saveComment')}
          </button>
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            {t('evaluation.save')}
          </button>
        </div>
      </form>
      <StatusModal
        open={confirmingRedo}
        onOpenChange={setConfirmingRedo}
        status="warning"
        title={t('evaluation.confirmRedo.title')}
        message={t('evaluation.confirmRedo.description', { name: work.student.name })}
        cancelLabel={t('evaluation.cancel')}
        confirmLabel={t('evaluation.redo')}
        busy={redo.isPending}
        onConfirm={() =>
          redo.mutate(
            { student, comment: getValues('comment').trim() },
            {
              onSuccess: () => {
                setConfirmingRedo(false);
                done(t('evaluation.redoSent'));
              },
            },
          )
        }
      />
    </>
  );
}
