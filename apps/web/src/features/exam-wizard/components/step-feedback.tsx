import { useTranslation } from 'react-i18next';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';

/** What a step's save said: its error, or that it was saved. */
export function StepFeedback({ error, saved }: { error: Error | null; saved: boolean }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  }
  return saved ? <p role="status">{t('saved')}</p> : null;
}
