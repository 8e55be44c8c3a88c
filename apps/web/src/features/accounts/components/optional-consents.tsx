import { CONSENT_PURPOSES, CONSENT_TEXTS } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../i18n/vocabulary.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { useTermsConsentSubjects } from '../api/optional-consents.ts';

/** A choice of the terms flow: `${subjectId}:${purpose}`. */
const consentChoice = (subjectId: string, purpose: string) => `${subjectId}:${purpose}`;

/**
 * The optional consents asked with the terms: each purpose of each person the user decides for,
 * with its text, none checked beforehand. Nothing shows when there is no one to ask for.
 */
export function OptionalConsents({
  chosen,
  onChange,
}: {
  chosen: ReadonlySet<string>;
  onChange: (choice: string, checked: boolean) => void;
}) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const id = useId();
  const subjects = useTermsConsentSubjects();
  if (!subjects.data || subjects.data.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-3">
      <p className="font-semibold text-title">{t('terms.consentsHeading')}</p>
      <p className="text-sm text-subtitle">{t('terms.consentsIntro')}</p>
      {subjects.data.map((subject) => (
        <fieldset key={subject.id} className="flex flex-col gap-2">
          <legend className="font-semibold text-title">
            {subject.self ? t('terms.consentsOwn') : t('terms.consentsFor', { name: subject.name })}
          </legend>
          {CONSENT_PURPOSES.map((purpose) => {
            const choice = consentChoice(subject.id, purpose);
            const inputId = `${id}-${subject.id}-${purpose}`;
            return (
              <div key={purpose} className="flex items-start gap-2">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(choice)}
                  onChange={(event) => onChange(choice, event.target.checked)}
                  aria-describedby={`${inputId}-text`}
                  className="mt-1 size-4"
                />
                <div className="flex flex-col">
                  <label htmlFor={inputId}>{serverText(CONSENT_TEXTS[purpose].label)}</label>
                  <span id={`${inputId}-text`} className="text-sm text-subtitle">
                    {serverText(CONSENT_TEXTS[purpose].text)}
                  </span>
                </div>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
