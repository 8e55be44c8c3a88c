import type { LoginFailure } from '../../../lib/login-failure.ts';

/** A failed sign-in: the message, and a blocked user's subtitle under it. */
export function FailureAlert({ failure }: { failure: LoginFailure }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      <p className={failure.subtitle ? 'font-semibold' : undefined}>{failure.message}</p>
      {failure.subtitle && <p className="text-sm">{failure.subtitle}</p>}
    </div>
  );
}
