import { ACCESS_CODE_LENGTH, normaliseAccessCode } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import type { LoginFailure } from '../../../lib/login-failure.ts';
import { accessCodeSignIn } from '../api/sign-in.ts';
import { signInWith } from '../finish-sign-in.ts';
import { TEXTS } from '../texts.ts';
import { FailureAlert } from './failure-alert.tsx';

const REQUIRED = 'Esse campo é obrigatório';
const INVALID = 'Verifique as informações e tente novamente.';

/** The printed access code, typed (the same code the QR code holds). */
export function AccessCodeForm({ business }: { business: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normaliseAccessCode(value);
    if (code.length !== ACCESS_CODE_LENGTH) {
      setFailure({ message: code === '' ? REQUIRED : INVALID });
      return;
    }
    setSubmitting(true);
    setFailure(await signInWith(business, () => accessCodeSignIn(business, code)));
    setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={TEXTS.accessCodeForm} className="flex flex-col gap-3">
      <label htmlFor={id} className="font-semibold text-title">
        {TEXTS.accessCode}
      </label>
      <input
        id={id}
        name="access_code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="XXXXX-XXXXX"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 font-mono uppercase tracking-widest text-title focus:border-primary"
      />
      <p id={`${id}-hint`} className="text-sm text-subtitle">
        {TEXTS.accessCodeHint}
      </p>
      {failure && <FailureAlert failure={failure} />}
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="rounded-lg bg-primary px-5 py-3 font-semibold text-on-primary hover:bg-dark disabled:opacity-70"
      >
        {TEXTS.accessCodeSubmit}
      </button>
    </form>
  );
}
