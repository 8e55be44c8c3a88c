import { reportErrorSchema, type SessionUser } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { ACCOUNTS_NAMESPACE } from '../accounts-strings.ts';
import { reportProfileError } from '../api/terms.ts';
import { failureMessage } from '../failure-message.ts';
import { FormAlert } from './form-alert.tsx';

interface Props {
  user: SessionUser;
  onConfirm: () => Promise<void>;
  onPutOff: () => void;
}

type Step = { kind: 'review' } | { kind: 'report' } | { kind: 'reported'; text: string };

/**
 * Profile confirmation: the user checks their data and confirms, or reports what is wrong;
 * a reported error moves to the second step with its text, from where the user finishes.
 */
export function ConfirmationModal({ user, onConfirm, onPutOff }: Props) {
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'review' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function report() {
    const parsed = reportErrorSchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    await run(async () => {
      await reportProfileError(parsed.data.message);
      setStep({ kind: 'reported', text: parsed.data.message });
    });
  }

  const rows: [string, string | null][] = [
    [t('common.name'), user.name],
    [t('common.username'), user.username],
    [t('common.email'), user.email],
    [t('confirmation.school'), user.school?.school_name ?? null],
    [t('confirmation.role'), t(`translation:roles.${user.role}`)],
  ];
  const confirmButton = (label: string) => (
    <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => run(onConfirm)}>
      {label}
    </button>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onPutOff()}
      title={t(step.kind === 'report' ? 'confirmation.reportTitle' : 'confirmation.title')}
      footer={
        step.kind === 'review' ? (
          <>
            <button type="button" className={SECONDARY_BUTTON} onClick={onPutOff}>
              {t('confirmation.later')}
            </button>
            {confirmButton(t('confirmation.confirm'))}
          </>
        ) : step.kind === 'report' ? (
          <>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setStep({ kind: 'review' })}>
              {t('common.back')}
            </button>
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={report}>
              {t('confirmation.reportSubmit')}
            </button>
          </>
        ) : (
          confirmButton(t('confirmation.finish'))
        )
      }
    >
      {step.kind === 'review' && (
        <div className="flex flex-col gap-3">
          <p>{t('confirmation.intro')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-title">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <button type="button" className={`${LINK_BUTTON} self-start`} onClick={() => setStep({ kind: 'report' })}>
            {t('confirmation.wrong')}
          </button>
        </div>
      )}
      {step.kind === 'report' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-report`} className="font-semibold text-title">
            {t('confirmation.reportLabel')}
          </label>
          <textarea
            id={`${id}-report`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            className="rounded-lg border border-gray-300 px-3 py-2"
          />
        </div>
      )}
      {step.kind === 'reported' && (
        <div className="flex flex-col gap-2">
          <p role="status">{t('confirmation.reported')}</p>
          <blockquote className="rounded-lg bg-light px-3 py-2 whitespace-pre-wrap">{step.text}</blockquote>
        </div>
      )}
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
