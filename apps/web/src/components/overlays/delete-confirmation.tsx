import { useTranslation } from 'react-i18next';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { StatusModal } from './status-modal.tsx';

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
    <StatusModal
      open={open}
      onOpenChange={onOpenChange}
      status="warning"
      title={title ?? t('delete.title')}
      message={message ?? (name ? t('delete.messageNamed', { name }) : t('delete.message'))}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
      danger
      busy={busy}
    />
  );
}
