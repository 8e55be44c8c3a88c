import { MAX_SHORTCUTS, type MenuItem, PREFERRED_LANGUAGES, type ProfileSettings, type UserInfo } from '@ava/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { writeItem } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import {
  useBackgrounds,
  useCategories,
  usePreferenceMutations,
  useSettings,
  useShortcuts,
} from '../api/preferences.ts';
import { backgroundGradient } from '../lib/background.ts';
import { applyLanguageCookie } from '../lib/language-cookie.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';

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

/** The student's dashboard background, among the platform's choices. */
export function BackgroundSection() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { list, chosen, choose } = useBackgrounds();
  const current = chosen.data?.background?.id ?? null;
  const option = (key: string, label: string, selected: boolean, style: string | undefined, value: string | null) => (
    <li key={key}>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={label}
        disabled={choose.isPending}
        onClick={() => choose.mutate(value)}
        className="flex h-20 w-32 items-end rounded-lg border border-gray-300 p-2 text-left text-sm font-semibold text-white shadow aria-pressed:ring-4 aria-pressed:ring-primary"
        style={{ background: style ?? '#f7f8fa' }}
      >
        <span className="rounded bg-black/40 px-1">{label}</span>
      </button>
    </li>
  );
  return (
    <ul className="flex flex-wrap gap-3">
      {option('none', t('background.none'), current === null, undefined, null)}
      {(list.data?.backgrounds ?? []).map((background) =>
        option(
          background.id,
          background.name,
          current === background.id,
          backgroundGradient(background.colors),
          background.id,
        ),
      )}
    </ul>
  );
}
