import { ACCOUNT_MESSAGES, MESSAGES, RACES, type UserInfo } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateInput } from '../../../components/inputs/date-input.tsx';
import { isIsoDate } from '../../../components/inputs/date-rules.ts';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/user-info.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

type Problems = Partial<Record<'email' | 'currentPassword', string>>;

/**
 * Name, username and school as the school keeps them; e-mail, birthday, race and phone
 * editable. A new e-mail needs the current password (the server asks for it too).
 */
export function PersonalSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const id = useId();
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    email: info.email ?? '',
    birthday: info.birthday ?? '',
    race: info.race ?? '',
    phone: info.phone ?? '',
    currentPassword: '',
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const [problems, setProblems] = useState<Problems>({});
  const email = orNull(values.email)?.toLowerCase() ?? null;
  const emailChanges = email !== (info.email?.toLowerCase() ?? null);

  /** The form's own Portuguese messages (the browser's bubbles are off). */
  function check(): Problems {
    const found: Problems = {};
    if (email && !z.email().safeParse(email).success) found.email = ACCOUNT_MESSAGES.invalidEmail;
    if (emailChanges && values.currentPassword === '') found.currentPassword = MESSAGES.requiredField;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblems(found);
    // The date field already says what is wrong with a day that is not one.
    if (Object.keys(found).length > 0 || (values.birthday !== '' && !isIsoDate(values.birthday))) return;
    await update.mutateAsync({
      email,
      birthday: orNull(values.birthday),
      race: (orNull(values.race) as UserInfo['race']) ?? null,
      phone: orNull(values.phone),
      ...(emailChanges ? { current_password: values.currentPassword } : {}),
    });
    setValues((previous) => ({ ...previous, currentPassword: '' }));
    notify({ status: 'success', message: t(emailChanges && email ? 'personal.emailChanged' : 'saved') });
  }

  const readOnly = (label: string, value: string | null) => (
    <div>
      <dt className="text-sm font-semibold text-subtitle">{label}</dt>
      <dd className="text-title">{value || t('personal.notInformed')}</dd>
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => {})} className="flex max-w-xl flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {readOnly(t('personal.name'), info.name)}
        {readOnly(t('personal.username'), info.username)}
        {info.school_name && readOnly(t('personal.school'), info.school_name)}
      </dl>
      <label htmlFor={`${id}-email`} className="flex flex-col gap-1 font-semibold">
        {t('personal.email')}
        <input
          id={`${id}-email`}
          type="email"
          value={values.email}
          onChange={set('email')}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? `${id}-email-error` : undefined}
          className={INPUT}
        />
      </label>
      {problems.email && (
        <p id={`${id}-email-error`} role="alert" className="-mt-3 text-sm text-red-700">
          {problems.email}
        </p>
      )}
      {emailChanges && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-current-password`} className="flex flex-col gap-1 font-semibold">
            {t('personal.currentPassword')}
            <input
              id={`${id}-current-password`}
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={problems.currentPassword ? true : undefined}
              aria-describedby={`${id}-current-password-hint${problems.currentPassword ? ` ${id}-current-password-error` : ''}`}
              value={values.currentPassword}
              onChange={set('currentPassword')}
              className={INPUT}
            />
          </label>
          <p id={`${id}-current-password-hint`} className="text-sm text-subtitle">
            {t('personal.currentPasswordHint')}
          </p>
          {problems.currentPassword && (
            <p id={`${id}-current-password-error`} role="alert" className="text-sm text-red-700">
              {problems.currentPassword}
            </p>
          )}
        </div>
      )}
      <DateInput
        label={t('personal.birthday')}
        value={values.birthday}
        onChange={(birthday) => setValues((previous) => ({ ...previous, birthday }))}
      />
      <label htmlFor={`${id}-race`} className="flex flex-col gap-1 font-semibold">
        {t('personal.race')}
        <select id={`${id}-race`} value={values.race} onChange={set('race')} className={INPUT}>
          <option value="">{t('personal.notInformed')}</option>
          {RACES.map((race) => (
            <option key={race} value={race}>
              {race}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-phone`} className="flex flex-col gap-1 font-semibold">
        {t('personal.phone')}
        <input id={`${id}-phone`} type="tel" value={values.phone} onChange={set('phone')} className={INPUT} />
      </label>
      <div>
        <button type="submit" disabled={update.isPending} className={PRIMARY_BUTTON}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
