import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

/**
 * Sending an answer is final until the teacher asks for a redo, so the student confirms it first.
 * Returns `ask`, for the send button, and the dialog to render; confirming calls `send`.
 */
export function useSendConfirmation(send: () => void) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const [open, setOpen] = useState(false);
  const dialog = (
    <StatusModal
      open={open}
      onOpenChange={setOpen}
      status="warning"
      title={t('confirmSend.title')}
      message={t('confirmSend.message')}
      cancelLabel={t('confirmSend.cancel')}
      confirmLabel={t('confirmSend.confirm')}
      onConfirm={() => {
        setOpen(false);
        send();
      }}
    />
  );
  return { ask: () => setOpen(true), dialog };
}
