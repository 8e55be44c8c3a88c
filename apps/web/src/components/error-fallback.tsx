import { useTranslation } from 'react-i18next';

/** The rendering-failure screen of document 1 section 2; retry resets the failure. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="type-title text-title">{t('errors.renderFailure')}</h1>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary hover:bg-dark"
        >
          {t('errors.retry')}
        </button>
      </div>
    </main>
  );
}
