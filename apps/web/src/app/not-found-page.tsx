import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSiteDataOnce } from '../lib/site-data.ts';

/** Unknown addresses and /erro: the first time in a browser session it starts afresh and reloads. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    void clearSiteDataOnce().then((cleared) => {
      if (cleared) window.location.reload();
    });
  }, []);
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <h1 className="type-title max-w-xl text-center text-title">{t('errors.addressNotFound')}</h1>
    </main>
  );
}
