import type { MenuItem } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type ScreenRegistry, visibleMenu } from '../screens.ts';

interface Props {
  /** '/:business/<dashboard>' */
  basePath: string;
  menu: readonly MenuItem[];
  screens: ScreenRegistry;
}

const LINK = 'block rounded-md px-3 py-2 text-white/90 hover:bg-white/10 aria-[current=page]:bg-white/20';

/** The user's menu from the login answer, showing only entries whose screen exists. */
export function DashboardMenu({ basePath, menu, screens }: Props) {
  const { t } = useTranslation();
  const items = visibleMenu(menu, screens);
  if (items.length === 0) return null;
  const label = (slug: string) => t(`menu.${slug}`, { defaultValue: slug });
  return (
    <nav aria-label={t('dashboard.menu')} className="type-menu bg-menu p-3 md:w-60 md:shrink-0">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.slug}>
            {item.submenu.length === 0 ? (
              <NavLink to={`${basePath}/${item.slug}`} className={LINK}>
                {label(item.slug)}
              </NavLink>
            ) : (
              <>
                <span className="block px-3 pb-1 text-xs tracking-wide text-white/70 uppercase">
                  {label(item.slug)}
                </span>
                <ul className="flex flex-col gap-0.5">
                  {item.submenu.map((entry) => (
                    <li key={entry.slug}>
                      <NavLink to={`${basePath}/${entry.slug}`} className={LINK}>
                        {label(entry.slug)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
