import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-dvh place-items-center">
      <span className="size-10 animate-spin rounded-full border-4 border-light border-t-primary" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
