import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PRIMARY_BUTTON } from '../components/ui/classes.ts';
import { clearSiteDataOnce, lastPlatform } from '../lib/site-data.ts';

/**
 * Unknown addresses and /erro: the first time in a browser session it starts afresh and reloads.
 * It leads back to the login of the last platform used, or to the start when there is none.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [platform] = useState(lastPlatform);
  useEffect(() => {
    void clearSiteDataOnce().then((cleared) => {
      if (cleared) window.location.reload();
    });
  }, []);
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="flex flex-col items-center gap-6">
        <h1 className="type-title max-w-xl text-center text-title">{t('errors.addressNotFound')}</h1>
        {platform ? (
          <Link to={`/${platform}/login`} className={PRIMARY_BUTTON}>
            {t('errors.backToLogin')}
          </Link>
        ) : (
          pathname !== '/' && (
            <Link to="/" className={PRIMARY_BUTTON}>
              {t('errors.backToStart')}
            </Link>
          )
        )}
      </div>
    </main>
  );
}
