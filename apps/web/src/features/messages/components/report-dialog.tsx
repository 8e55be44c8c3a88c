import { type Message, REPORT_REASON_MAX_LENGTH } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, INPUT, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDenounce } from '../api/denounce.ts';
import { MESSAGES_NAMESPACE } from '../messages-strings.ts';

/** Reports a received message to the school's coordinators, with a reason. */
export function ReportDialog({
  contact,
  message,
  onClose,
}: {
  contact: string;
  message: Message;
  onClose: () => void;
}) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const denounce = useDenounce(contact);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reportTitle')}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={reason.trim() === '' || denounce.isPending}
            onClick={() => denounce.mutate({ message: message.id, reason }, { onSuccess: onClose })}
          >
            {t('reportSend')}
          </button>
        </div>
      }
    >
      <p className="mb-3 text-subtitle">{t('reportHelp')}</p>
      <blockquote className="mb-3 rounded-lg bg-gray-100 p-3 whitespace-pre-wrap">{message.body}</blockquote>
      <label htmlFor={reasonId} className="mb-1 block font-semibold">
        {t('reportReason')}
      </label>
      <textarea
        id={reasonId}
        className={INPUT}
        rows={3}
        maxLength={REPORT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
