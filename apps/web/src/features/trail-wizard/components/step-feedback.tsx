import { useTranslation } from 'react-i18next';
import { serverText } from '../../../i18n/vocabulary.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';

/** What a step's save said: its error, or that it was saved. */
export function StepFeedback({ error, saved }: { error: Error | null; saved: boolean }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {serverText(error.message)}
      </p>
    );
  }
  return saved ? <p role="status">{t('saved')}</p> : null;
}
