import { useTranslation } from 'react-i18next';
import { FEEDBACK_COLORS, FEEDBACK_KEYS, FEEDBACK_LABELS } from '../essay-text.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';

/** What each highlight colour means. */
export function FeedbackLegend() {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  return (
    <ul aria-label={t('legend')} className="flex flex-wrap gap-2 text-xs">
      {FEEDBACK_KEYS.map((key) => (
        <li key={key} className={`rounded-full px-2 py-0.5 font-semibold text-title ${FEEDBACK_COLORS[key]}`}>
          {FEEDBACK_LABELS[key]}
        </li>
      ))}
    </ul>
  );
}
