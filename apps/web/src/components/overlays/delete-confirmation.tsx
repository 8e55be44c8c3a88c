import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../ui/classes.ts';
import { Modal } from '../ui/modal.tsx';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { StatusIcon } from './status-modal.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** What is deleted, named in the question. */
  name?: string;
  title?: string;
  message?: string;
  busy?: boolean;
}

/** Asks before deleting: 'Cancelar' keeps it, 'Excluir' goes on. */
export function DeleteConfirmation({ open, onOpenChange, onConfirm, name, title, message, busy }: Props) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title ?? t('delete.title')}
      description={message ?? (name ? t('delete.messageNamed', { name }) : t('delete.message'))}
      footer={
        <>
          <button type="button" onClick={() => onOpenChange(false)} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={DANGER_BUTTON}>
            {t('delete.confirm')}
          </button>
        </>
      }
    >
      <div className="flex justify-center">
        <StatusIcon status="warning" />
      </div>
    </Modal>
  );
}
