import {
  activeEntries,
  type Background,
  formatNumber,
  MAX_SHORTCUTS,
  type MenuItem,
  PREFERRED_LANGUAGES,
  type ProfileSettings,
  type UserInfo,
} from '@ava/contracts';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { usePlatform } from '../../../lib/platform.ts';
import { useSession } from '../../../lib/session.ts';
import { writeItem } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import {
  useBackgrounds,
  useCategories,
  usePreferenceMutations,
  useSettings,
  useShortcuts,
} from '../api/preferences.ts';
import { applyLanguageCookie } from '../lib/language-cookie.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';
import { BackgroundPaint } from './background-paint.tsx';

const CHECKBOX = 'size-5 accent-primary';

/** Interests as toggle chips, saved at once. */
export function InterestsSection() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { query, save } = useCategories();
  const categories = query.data?.categories ?? [];
  const toggle = (id: number) => {
    const chosen = categories.filter((category) => category.selected).map((category) => category.id);
    save.mutate(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-subtitle">{t('interests.intro')}</p>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={category.selected}
              disabled={save.isPending}
              onClick={() => toggle(category.id)}
              className="rounded-full border border-primary px-4 py-1.5 font-semibold text-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SETTINGS: (keyof ProfileSettings)[] = ['hideNavbar', 'animatedMap', 'customizableDashboard'];

/** Display settings, the flexible menu and the preferred language (with its translation cookie). */
export function SettingsSection({ info, student }: { info: UserInfo; student: boolean }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const id = useId();
  const { query, save } = useSettings();
  const { language, flexibleMenu } = usePreferenceMutations();
  const shown = student ? SETTINGS : SETTINGS.filter((setting) => setting !== 'animatedMap');

  function changeLanguage(value: string) {
    language.mutate(value, {
      onSuccess: () => {
        applyLanguageCookie(value);
        notify({ status: 'success', message: t('saved') });
      },
    });
  }

  return (
    <div className="flex max-w-xl flex-col gap-4">
      {shown.map((setting) => (
        <label key={setting} className="flex items-center gap-3">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={query.data?.[setting] ?? false}
            disabled={!query.data || save.isPending}
            onChange={(event) => save.mutate({ [setting]: event.target.checked })}
          />
          {t(`settings.${setting}`)}
        </label>
      ))}
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={info.flexible_menu}
          disabled={flexibleMenu.isPending}
          onChange={(event) => flexibleMenu.mutate(event.target.checked)}
        />
        {t('settings.flexibleMenu')}
      </label>
      <label htmlFor={`${id}-language`} className="flex flex-col gap-1 font-semibold">
        {t('settings.language')}
        <select
          id={`${id}-language`}
          value={info.preferred_language}
          disabled={language.isPending}
          onChange={(event) => changeLanguage(event.target.value)}
          className={INPUT}
        >
          {PREFERRED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`settings.languages.${code}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Entries of the user's menu that open a screen, by slug. */
function menuEntries(menu: readonly MenuItem[]): string[] {
  return menu
    .filter((item) => item.active)
    .flatMap((item) =>
      item.submenu.length > 0 ? item.submenu.filter((sub) => sub.active).map((sub) => sub.slug) : [item.slug],
    );
}

/** Up to MAX_SHORTCUTS entries of the user's own menu, kept on the server and in local storage. */
export function ShortcutsSection({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { t: tShell } = useTranslation();
  const { query, save } = useShortcuts();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen(query.data?.shortcuts ?? []), [query.data]);
  const entries = menuEntries(menu);
  if (entries.length === 0) return <p className="text-subtitle">{t('shortcuts.empty')}</p>;

  const toggle = (slug: string) =>
    setChosen((previous) => (previous.includes(slug) ? previous.filter((s) => s !== slug) : [...previous, slug]));

  return (
    <div className="flex max-w-xl flex-col gap-3">
      <p className="text-subtitle">{t('shortcuts.intro', { max: MAX_SHORTCUTS })}</p>
      {entries.map((slug) => (
        <label key={slug} className="flex items-center gap-3">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={chosen.includes(slug)}
            disabled={!chosen.includes(slug) && chosen.length >= MAX_SHORTCUTS}
            onChange={() => toggle(slug)}
          />
          {tShell(`menu.${slug}`, { defaultValue: slug })}
        </label>
      ))}
      <div>
        <button
          type="button"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(chosen, {
              onSuccess: (answer) => {
                writeItem('shortcuts', answer.shortcuts);
                notify({ status: 'success', message: t('saved') });
              },
            })
          }
          className={PRIMARY_BUTTON}
        >
          {t('save')}
        </button>
      </div>
    </div>
  );
}

/** One background: its picture, its name, chosen or not; one not bought yet says where to buy it. */
function BackgroundOption({
  background,
  selected,
  busy,
  storeAddress,
  onChoose,
}: {
  background: Background;
  selected: boolean;
  busy: boolean;
  storeAddress: string | null;
  onChoose: () => void;
}) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { theme } = usePlatform();
  const sale = background.store;
  return (
    <li className="flex w-36 flex-col gap-1">
      <button
        type="button"
        aria-pressed={selected}
        aria-label={background.owned ? t('background.choose', { name: background.name }) : background.name}
        disabled={busy || !background.owned}
        onClick={onChoose}
        className="relative h-24 w-36 overflow-hidden rounded-lg border border-gray-300 shadow aria-pressed:ring-4 aria-pressed:ring-primary disabled:cursor-default"
      >
        <BackgroundPaint background={background} className="absolute inset-0" />
        {!background.owned && (
          <span className="absolute inset-0 grid place-items-center bg-black/45 text-white">
            <Lock className="size-6" aria-hidden="true" />
          </span>
        )}
      </button>
      <span className="text-sm font-semibold text-title">{background.name}</span>
      {sale && (
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-subtitle">
          {t('background.price', { price: formatNumber(sale.price), currency: theme.currency.student })}
          {storeAddress && (
            <Link
              to={`${storeAddress}?categoria=background`}
              className="font-semibold text-primary underline"
              aria-label={t('background.buyNamed', { name: background.name })}
            >
              {t('background.buy')}
            </Link>
          )}
        </span>
      )}
    </li>
  );
}

/**
 * The dashboard's background: the platform's default, a free gradient, or a picture bought in the
 * store's 'Fundos'; those not bought yet show their price and the way to the store.
 */
export function BackgroundSection() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { business } = usePlatform();
  const menu = useSession()?.user.menu ?? [];
  const hasStore = activeEntries(menu).some((item) => item.submenu.some((entry) => entry.slug === 'loja'));
  const { list, chosen, choose } = useBackgrounds();
  const current = chosen.data?.background?.id ?? null;
  const backgrounds = list.data?.backgrounds ?? [];
  const owned = backgrounds.filter((background) => background.owned);
  const forSale = backgrounds.filter((background) => !background.owned);
  const option = (background: Background) => (
    <BackgroundOption
      key={background.id}
      background={background}
      selected={current === background.id}
      busy={choose.isPending}
      storeAddress={hasStore ? `/${business}/painel/loja` : null}
      onChoose={() => choose.mutate(background.id)}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-wrap gap-3">
        <li className="flex w-36 flex-col gap-1">
          <button
            type="button"
            aria-pressed={current === null}
            aria-label={t('background.none')}
            disabled={choose.isPending}
            onClick={() => choose.mutate(null)}
            className="h-24 w-36 rounded-lg border border-gray-300 bg-[#f7f8fa] shadow aria-pressed:ring-4 aria-pressed:ring-primary"
          />
          <span className="text-sm font-semibold text-title">{t('background.none')}</span>
        </li>
        {owned.map(option)}
      </ul>
      {forSale.length > 0 && (
        <section aria-labelledby="backgrounds-for-sale" className="flex flex-col gap-3">
          <h3 id="backgrounds-for-sale" className="font-bold text-title">
            {t('background.forSale')}
          </h3>
          <ul className="flex flex-wrap gap-3">{forSale.map(option)}</ul>
        </section>
      )}
    </div>
  );
}
