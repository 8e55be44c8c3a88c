import { hasMenus, type LoginRequest, MESSAGES, messageForStatus } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginFailure, loginFailure } from '../../../lib/login-failure.ts';
import { startSession } from '../../../lib/session.ts';
import { login } from '../api/login.ts';

type Field = 'username' | 'password';
type Values = Record<Field, string>;
type Rules = typeof import('../login-rules.ts');

const loadRules = (): Promise<Rules> => import('../login-rules.ts');

const INPUT =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-title aria-invalid:border-red-600 focus:border-primary';

/** Password sign-in, validated with the server's own schema before it is sent. */
export function LoginForm({ business }: { business: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function validate({ loginRequestSchema }: Rules): LoginRequest | null {
    const parsed = loginRequestSchema.safeParse({ ...values, platform: business });
    if (parsed.success) return parsed.data;
    const errors: Partial<Values> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field !== 'username' && field !== 'password') continue;
      errors[field] = values[field].trim() === '' ? t('login.required') : messageForStatus(400);
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) setFailure({ message: messageForStatus(400) });
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      const rules = await loadRules();
      const input = validate(rules);
      if (!input) return;
      setFieldErrors({});
      const response = await login(input);
      if (hasMenus(response.user.menu)) startSession(business, response);
      else setFailure({ message: MESSAGES.noMenus });
    } catch (error) {
      setFailure(loginFailure(error));
    } finally {
      setSubmitting(false);
    }
  }

  function field(name: Field, label: string, type: string, autoComplete: string) {
    const error = fieldErrors[name];
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-${name}`} className="font-semibold text-title">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          value={values[name]}
          onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
          className={INPUT}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('login.form')}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      className="flex flex-col gap-4"
    >
      {field('username', t('login.username'), 'text', 'username')}
      {field('password', t('login.password'), 'password', 'current-password')}
      {failure && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          <p className={failure.subtitle ? 'font-semibold' : undefined}>{failure.message}</p>
          {failure.subtitle && <p className="text-sm">{failure.subtitle}</p>}
        </div>
      )}
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="rounded-lg bg-primary px-5 py-3 font-semibold text-on-primary hover:bg-dark disabled:opacity-70"
      >
        {t('login.submit')}
      </button>
    </form>
  );
}
