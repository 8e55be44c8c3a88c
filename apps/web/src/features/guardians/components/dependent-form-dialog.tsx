import { type Dependent, dependentCreateSchema, dependentUpdateSchema } from '@ava/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/inputs/date-input.tsx';
import { dayToIso } from '../../../components/inputs/date-rules.ts';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import type { DependentFields } from '../api/dependents.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

type Field = 'name' | 'username' | 'password' | 'birthday';

/** The rules of the server's own schemas (the password rule included), checked before sending. */
const editSchema = dependentUpdateSchema.omit({ student_id: true });

interface Props {
  open: boolean;
  /** Editing this dependent; adding a new one when null. */
  dependent: Dependent | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (fields: Partial<DependentFields>) => void;
}

/** Adds a dependent, or edits one the guardian created (the password only changes when typed). */
export function DependentFormDialog({ open, dependent, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const id = useId();
  const [values, setValues] = useState({ name: '', username: '', password: '', birthday: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => {
    if (open) {
      setErrors({});
      setValues({
        name: dependent?.name ?? '',
        username: dependent?.username ?? '',
        password: '',
        birthday: dependent?.birthday ?? '',
      });
    }
  }, [open, dependent]);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: values.name.trim(),
      username: values.username.trim().toLowerCase(),
      ...(values.password ? { password: values.password } : {}),
      birthday: values.birthday || null,
    };
    const checked = (dependent ? editSchema : dependentCreateSchema).safeParse(fields);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(fields);
  }

  const field = (name: Exclude<Field, 'birthday'>, label: string, type = 'text', required = true) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required={required}
        value={values[name]}
        onChange={set(name)}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={INPUT}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={dependent ? t('form.editTitle') : t('form.addTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {field('name', t('form.name'))}
        {field('username', t('form.username'))}
        {field('password', dependent ? t('form.newPassword') : t('form.password'), 'password', !dependent)}
        <DateInput
          label={t('form.birthday')}
          value={values.birthday}
          max={dayToIso(new Date())}
          onChange={(birthday) => setValues((previous) => ({ ...previous, birthday }))}
          error={errors.birthday}
        />
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
