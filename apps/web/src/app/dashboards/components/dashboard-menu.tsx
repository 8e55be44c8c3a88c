import type { MenuItem } from '@ava/contracts';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { type ComponentType, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type ScreenRegistry, visibleMenu } from '../screens.ts';

interface Props {
  /** '/:business/<dashboard>' */
  basePath: string;
  menu: readonly MenuItem[];
  screens: ScreenRegistry;
  /** A count shown beside an entry, by slug (the unread messages beside 'Mensagens'). */
  badges?: Readonly<Record<string, ComponentType>>;
}

const LINK = 'block rounded-md px-3 py-2 text-on-menu/90 hover:bg-on-menu/10 aria-[current=page]:bg-on-menu/20';

/**
 * The user's menu from the login answer, showing only entries whose screen exists. On a phone it
 * folds behind a 'Menu' button, so that every page does not start under the whole list; choosing
 * an entry folds it again.
 */
export function DashboardMenu({ basePath, menu, screens, badges = {} }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const items = visibleMenu(menu, screens);
  if (items.length === 0) return null;
  const label = (slug: string) => {
    const Badge = badges[slug];
    return (
      <>
        {t(`menu.${slug}`, { defaultValue: slug })}
        {Badge && (
          <Suspense fallback={null}>
            <Badge />
          </Suspense>
        )}
      </>
    );
  };
  const close = () => setOpen(false);
  return (
    <nav aria-label={t('dashboard.menu')} className="type-menu bg-menu p-3 pr-edge-3 md:w-60 md:shrink-0 md:pr-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-10 w-full items-center gap-2 rounded-md px-3 font-semibold text-on-menu hover:bg-on-menu/10 md:hidden"
      >
        {open ? (
          <X className="size-5 shrink-0" aria-hidden="true" />
        ) : (
          <Menu className="size-5 shrink-0" aria-hidden="true" />
        )}
        {t('dashboard.menuToggle')}
      </button>
      <ul id={listId} className={`${open ? 'mt-3 flex' : 'hidden'} flex-col gap-3 md:mt-0 md:flex`}>
        {items.map((item) => (
          <li key={item.slug}>
            {item.submenu.length === 0 ? (
              <NavLink to={`${basePath}/${item.slug}`} onClick={close} className={LINK}>
                {label(item.slug)}
              </NavLink>
            ) : (
              <>
                <span className="block px-3 pb-1 text-xs tracking-wide text-on-menu/70 uppercase">
                  {label(item.slug)}
                </span>
                <ul className="flex flex-col gap-0.5">
                  {item.submenu.map((entry) => (
                    <li key={entry.slug}>
                      <NavLink to={`${basePath}/${entry.slug}`} onClick={close} className={LINK}>
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
