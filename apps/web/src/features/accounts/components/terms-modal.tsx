import type { ConsentPurpose } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePlatform } from '../../../lib/platform.ts';
import { notify } from '../../../lib/toast.ts';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { giveConsent } from '../api/optional-consents.ts';
import { failureMessage } from '../failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { OptionalConsents } from './optional-consents.tsx';

interface Props {
  onAccept: () => Promise<void>;
  /** Closing the terms without accepting them leaves the platform. */
  onLeave: () => void;
}

const STEPS = ['terms', 'privacy'] as const;

/** The terms wizard: terms of use, then the privacy policy, moving a step forward or back. */
export function TermsModal({ onAccept, onLeave }: Props) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const { theme } = usePlatform();
  const id = useId();
  const [step, setStep] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [consents, setConsents] = useState<ReadonlySet<string>>(new Set());
  const current = STEPS[step] ?? 'terms';
  const last = step === STEPS.length - 1;
  const documentUrl = current === 'terms' ? theme.configs.terms_of_use : theme.configs.privacy_policy;

  async function accept() {
    setBusy(true);
    setFailure(null);
    try {
      // The consents chosen are saved once the terms are accepted; none chosen is none given.
      await Promise.all(
        [...consents].map((choice) => {
          const [subjectId = '', purpose] = choice.split(':');
          return giveConsent(subjectId, purpose as ConsentPurpose);
        }),
      ).catch(() => notify({ status: 'error', message: t('terms.consentsFailed') }));
      await onAccept();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onLeave()}
      title={t('terms.title')}
      description={t('terms.step', { step: step + 1, total: STEPS.length })}
      footer={
        <>
          {step > 0 && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setStep(step - 1)}>
              {t('common.back')}
            </button>
          )}
          {last ? (
            <button type="button" className={PRIMARY_BUTTON} disabled={!agreed || busy} onClick={accept}>
              {t('terms.accept')}
            </button>
          ) : (
            <button type="button" className={PRIMARY_BUTTON} onClick={() => setStep(step + 1)}>
              {t('common.next')}
            </button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-title">
          {t(current === 'terms' ? 'terms.termsHeading' : 'terms.privacyHeading')}
        </h3>
        <p>{t(current === 'terms' ? 'terms.termsText' : 'terms.privacyText', { platform: theme.name })}</p>
        {typeof documentUrl === 'string' && documentUrl !== '' && (
          <a href={documentUrl} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
            {t('terms.readFull')}
          </a>
        )}
        {last && (
          <div className="flex items-start gap-2">
            <input
              id={`${id}-agree`}
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              className="mt-1 size-4"
            />
            <label htmlFor={`${id}-agree`}>{t('terms.agree')}</label>
          </div>
        )}
        {last && (
          <OptionalConsents
            chosen={consents}
            onChange={(choice, checked) =>
              setConsents((before) => {
                const next = new Set(before);
                if (checked) next.add(choice);
                else next.delete(choice);
                return next;
              })
            }
          />
        )}
        <FormAlert message={failure} />
      </div>
    </Modal>
  );
}
