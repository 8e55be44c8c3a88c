import { landingPath } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { usePlatform } from '../../lib/platform.ts';
import { useSession } from '../../lib/session.ts';
import { readFlag, removeFlag } from '../../lib/storage.ts';
import { LoginForm } from './components/login-form.tsx';

/** Variants live deeper than /:business/login; they offer a way back (document 1 section 2). */
function showsBackButton(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length > 2;
}

function LoginPage() {
  const { business, theme } = usePlatform();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A variant with a form of its own (access code, backoffice, single sign-on return) hides the password form.
  const replacesForm = useMatches().some(
    (match) => (match.handle as { replacesLoginForm?: boolean })?.replacesLoginForm,
  );
  const [remembered] = useState(() => readFlag('redirectAfterLogin'));
  useEffect(() => {
    if (session) removeFlag('redirectAfterLogin');
  }, [session]);

  if (session) {
    const landing = landingPath(business, { ...session.user, configs: theme.configs });
    return <Navigate to={remembered ?? landing} replace />;
  }
  const background = theme.files.login_background?.replaceAll('"', '%22');
  return (
    <div className="flex min-h-dvh flex-col md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
      <div
        aria-hidden="true"
        className="h-28 bg-primary bg-cover bg-center md:h-auto"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      />
      <main className="flex flex-1 flex-col justify-center gap-6 bg-white py-8 pl-6 pr-edge-6 sm:pl-12 sm:pr-edge-12">
        {showsBackButton(pathname) && (
          <button
            type="button"
            onClick={() => navigate(`/${business}/login`)}
            className="flex items-center gap-1 self-start rounded-lg px-2 py-1 font-semibold text-primary hover:bg-light"
          >
            <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
            {t('login.back')}
          </button>
        )}
        {theme.files.logo && <img src={theme.files.logo} alt="" className="h-14 w-auto self-start" />}
        <div className="flex flex-col gap-2">
          <h1 className="type-title text-title">{`${theme.welcome_title} ${theme.name}`}</h1>
          <p className="text-subtitle">{theme.welcome_message}</p>
        </div>
        {!replacesForm && <LoginForm business={business} />}
        {!replacesForm && (
          <nav className="flex flex-wrap justify-between gap-2 font-semibold text-primary">
            <Link to={`/${business}/recuperar-senha`} className="hover:underline">
              {t('login.forgotPassword')}
            </Link>
            {theme.features.signup && (
              <Link to={`/${business}/cadastro`} className="hover:underline">
                {t('login.signUp')}
              </Link>
            )}
          </nav>
        )}
        <Outlet />
      </main>
    </div>
  );
}

export { LoginPage as Component };
