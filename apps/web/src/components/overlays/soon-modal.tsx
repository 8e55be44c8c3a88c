import { useTranslation } from 'react-i18next';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { StatusModal } from './status-modal.tsx';

/** 'Em breve!': a feature that is announced but not open yet. */
export function SoonModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  return <StatusModal open={open} onOpenChange={onOpenChange} title={t('soon.title')} message={t('soon.message')} />;
}
