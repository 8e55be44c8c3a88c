import { transferPasswordBodySchema } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useSetTransferPassword } from '../api/transfers.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';

type Field = 'account' | 'transfer' | 'repeat';

interface Props {
  /** The first one: nothing to cancel back to. */
  creating: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}

/** Sets the transfer password (4 to 6 digits, typed twice), proving the account's password. */
export function TransferPasswordForm({ creating, onSaved, onCancel }: Props) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const save = useSetTransferPassword();
  const [values, setValues] = useState<Record<Field, string>>({ account: '', transfer: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t(creating ? 'password.create' : 'password.change');

  function problems(): Partial<Record<Field, string>> {
    const format = transferPasswordBodySchema.shape.transfer_password.safeParse(values.transfer);
    return {
      account: values.account ? undefined : t('password.required'),
      transfer: format.success ? undefined : format.error.issues[0]?.message,
      repeat: values.repeat === values.transfer ? undefined : t('password.mismatch'),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const found = problems();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await save.mutateAsync({ password: values.account, transfer_password: values.transfer });
      onSaved();
    } catch (failure) {
      setRefusal((failure as Error).message);
    }
  }

  const field = (name: Field, label: string, autoComplete: string, digits: boolean) => (
    <TextInput
      label={label}
      type="password"
      autoComplete={autoComplete}
      inputMode={digits ? 'numeric' : undefined}
      value={values[name]}
      onChange={(event) => setValues((was) => ({ ...was, [name]: event.target.value }))}
      error={errors[name]}
    />
  );

  return (
    <form aria-label={title} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-bold text-title">{title}</h3>
      <p className="text-subtitle">{t('password.hint')}</p>
      {field('account', t('password.account'), 'current-password', false)}
      {field('transfer', t('password.transfer'), 'new-password', true)}
      {field('repeat', t('password.repeat'), 'new-password', true)}
      {refusal && (
        <p role="alert" className="text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {t('password.save')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
