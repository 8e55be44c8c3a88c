import { useTranslation } from 'react-i18next';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { StatusModal } from './status-modal.tsx';

interface Props {
  open: boolean;
  /** Closing the modal any way other than 'Sair sem salvar' keeps editing. */
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asked when the user leaves an edition with unsaved changes. */
export function CancelEditionModal({ open, onKeepEditing, onDiscard }: Props) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  return (
    <StatusModal
      open={open}
      onOpenChange={(next) => !next && onKeepEditing()}
      status="warning"
      title={t('cancelEdition.title')}
      message={t('cancelEdition.message')}
      cancelLabel={t('cancelEdition.keepEditing')}
      confirmLabel={t('cancelEdition.discard')}
      onConfirm={onDiscard}
    />
  );
}
