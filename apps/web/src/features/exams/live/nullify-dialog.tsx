import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, INPUT, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { useNullifyQuestion } from '../api/exam-live.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';

interface Props {
  activity: string;
  question: { id: string; number: number } | null;
  onClose: () => void;
}

/** Asks the reason, then nullifies the question for every student (their scores are recomputed). */
export function NullifyDialog({ activity, question, onClose }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const id = useId();
  const nullify = useNullifyQuestion(activity);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function close() {
    setReason('');
    setMissing(false);
    onClose();
  }

  return (
    <Modal
      open={question !== null}
      onOpenChange={(open) => !open && close()}
      title={t('questions.nullifyTitle', { number: question?.number ?? 0 })}
      description={t('questions.nullifyDescription')}
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!question) return;
          if (reason.trim() === '') return setMissing(true);
          nullify.mutate(
            { question_id: question.id, reason: reason.trim() },
            {
              onSuccess: () => {
                notify({ status: 'success', message: t('questions.nullifiedDone') });
                close();
              },
            },
          );
        }}
      >
        <label htmlFor={`${id}-reason`} className="font-semibold text-title">
          {t('questions.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          className={INPUT}
        />
        {missing && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {t('questions.reasonRequired')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={SECONDARY_BUTTON}>
            {t('live.cancel')}
          </button>
          <button type="submit" disabled={nullify.isPending} className={DANGER_BUTTON}>
            {t('questions.confirmNullify')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
