import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatform } from '../../../lib/platform.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';

/** The frame of the public account pages: the platform's logo, a title and a way back to the login. */
export function AccountPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { business, theme } = usePlatform();
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  return (
    <main className="flex min-h-dvh items-start justify-center bg-light py-8 pl-4 pr-edge-4 sm:items-center">
      <div className="flex w-full max-w-lg flex-col gap-5 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        {theme.files.logo && <img src={theme.files.logo} alt="" className="h-12 w-auto self-start" />}
        <div className="flex flex-col gap-2">
          <h1 className="type-title text-title">{title}</h1>
          {intro && <p className="text-subtitle">{intro}</p>}
        </div>
        {children}
        <Link to={`/${business}/login`} className="self-start font-semibold text-primary hover:underline">
          {t('common.backToLogin')}
        </Link>
      </div>
    </main>
  );
}
