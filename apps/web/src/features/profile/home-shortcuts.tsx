import './profile-strings.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placeIcon } from '../../lib/place-icons.ts';
import { shortcutsOptions } from './api/preferences.ts';
import { PROFILE_NAMESPACE } from './profile-strings.ts';

interface Props {
  /** The address of a menu entry's screen, or null when it has none the user may open. */
  addressOf: (slug: string) => string | null;
  profilePath: string;
}

/** The shortcuts chosen in the profile ('Atalhos'), on the dashboard's home; only those that lead somewhere. */
export function HomeShortcuts({ addressOf, profilePath }: Props) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { data } = useQuery(shortcutsOptions());
  if (!data) return null;
  const links = data.shortcuts.flatMap((slug) => {
    const to = addressOf(slug);
    return to ? [{ slug, to }] : [];
  });
  return (
    <section aria-labelledby="home-shortcuts" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="home-shortcuts" className="text-lg font-bold text-title">
        {t('shortcuts.title')}
      </h2>
      {links.length === 0 ? (
        <p className="text-subtitle">
          {t('shortcuts.none')}{' '}
          <Link to={profilePath} className="font-semibold text-primary underline-offset-2 hover:underline">
            {t('shortcuts.choose')}
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {links.map(({ slug, to }) => {
            const Icon = placeIcon(slug);
            return (
              <li key={slug}>
                <Link
                  to={to}
                  className="flex min-h-12 items-center gap-2 rounded-lg bg-light px-3 py-2 font-semibold text-dark hover:bg-primary hover:text-on-primary"
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-words">{t(`translation:menu.${slug}`, { defaultValue: slug })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
