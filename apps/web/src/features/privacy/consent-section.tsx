import { CONSENT_DECIDER_LABELS, type Consents, formatDate } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { serverText } from '../../i18n/vocabulary.ts';
import { useConsents, useSetConsent } from './api/consents-api.ts';
import { PRIVACY_NAMESPACE } from './privacy-strings.ts';

type Purpose = Consents['purposes'][number];
type Decision = NonNullable<Purpose['current']>;

function DecidedBy({ decision }: { decision: Decision }) {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const who = decision.decided_by.name || serverText(CONSENT_DECIDER_LABELS[decision.decided_by.as]);
  return (
    <>
      {t(decision.granted ? 'consent.given' : 'consent.withdrawn', { who, date: formatDate(decision.at) })}
      {' · '}
      {t('consent.version', { version: decision.text_version })}
    </>
  );
}

/** One purpose: its text, a switch to give or withdraw it, who decided last and every earlier decision. */
function PurposeRow({ subjectId, purpose }: { subjectId: string; purpose: Purpose }) {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const id = useId();
  const setConsent = useSetConsent(subjectId);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={`${id}-switch`} className="font-semibold text-title">
          {serverText(purpose.label)}
        </label>
        <span className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-switch`}
            type="checkbox"
            role="switch"
            className="h-5 w-9 cursor-pointer accent-primary"
            checked={purpose.granted}
            aria-checked={purpose.granted}
            disabled={setConsent.isPending}
            aria-describedby={`${id}-text`}
            onChange={(event) =>
              setConsent.mutate({
                purpose: purpose.purpose,
                granted: event.target.checked,
                text_version: purpose.version,
              })
            }
          />
          <span aria-hidden="true">{t(purpose.granted ? 'consent.on' : 'consent.off')}</span>
        </span>
      </div>
      <p id={`${id}-text`} className="text-sm text-subtitle">
        {serverText(purpose.text)}
      </p>
      <p className="text-sm">{purpose.current ? <DecidedBy decision={purpose.current} /> : t('consent.never')}</p>
      {purpose.history.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary">{t('consent.history')}</summary>
          <ol className="mt-1 flex flex-col gap-0.5">
            {purpose.history.slice(1).map((decision) => (
              <li key={`${decision.at}-${decision.granted}`}>
                <DecidedBy decision={decision} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/**
 * The optional consents (LGPD) of one person: a guardian's dependent, or the user themself. No
 * decision is no consent; each change is kept with who made it and on which version of the text.
 */
export function ConsentSection({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const consents = useConsents(subjectId);
  return (
    <section aria-labelledby="privacy-consents" className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <h2 id="privacy-consents" className="text-lg font-semibold text-title">
        {t('consent.title')}
      </h2>
      <p className="text-sm text-subtitle">{t('consent.intro')}</p>
      <QueryState query={consents} errorText={t('consent.loadError')}>
        {({ purposes }) => (
          <ul className="flex flex-col gap-3">
            {purposes.map((purpose) => (
              <PurposeRow key={purpose.purpose} subjectId={subjectId} purpose={purpose} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
