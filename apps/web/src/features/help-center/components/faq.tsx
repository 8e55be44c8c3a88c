import { useTranslation } from 'react-i18next';
import { FAQ_KEYS, HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';

/** The frequently asked questions (the theme's faq flag), each opened on its own. */
export function Faq() {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  return (
    <section aria-labelledby="help-faq-title" className="flex flex-col gap-2">
      <h2 id="help-faq-title" className="text-xl font-bold text-title">
        {t('faq.title')}
      </h2>
      {FAQ_KEYS.map((key) => (
        <details key={key} className="rounded-xl bg-white p-4">
          <summary className="cursor-pointer font-semibold text-title">{t(`faq.${key}.question`)}</summary>
          <p className="mt-2 text-subtitle">{t(`faq.${key}.answer`)}</p>
        </details>
      ))}
    </section>
  );
}
