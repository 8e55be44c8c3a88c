import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../ui/classes.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';

type Props = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string;
  /** Refuses pasted text (typing only). */
  disablePaste?: boolean;
};

/**
 * A labelled input. With maxLength it counts the 'caracteres restantes'; a password field has a
 * show/hide button; paste can be refused. Works controlled, or uncontrolled with a ref (react-hook-form).
 */
export function TextInput({ label, error, disablePaste, maxLength, type = 'text', className, ...input }: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const [typedLength, setTypedLength] = useState(String(input.defaultValue ?? '').length);
  const length = input.value === undefined ? typedLength : String(input.value).length;
  const password = type === 'password';
  const described = [error && `${id}-error`, maxLength !== undefined && `${id}-count`].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-semibold text-title">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          type={password && revealed ? 'text' : type}
          maxLength={maxLength}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={described || undefined}
          onChange={(event) => {
            setTypedLength(event.target.value.length);
            input.onChange?.(event);
          }}
          onPaste={(event) => {
            if (disablePaste) event.preventDefault();
            input.onPaste?.(event);
          }}
          className={`${INPUT} ${password ? 'pr-28' : ''}`}
        />
        {password && (
          <button
            type="button"
            onClick={() => setRevealed(!revealed)}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-2 my-auto h-fit rounded px-2 py-1 text-sm font-semibold text-primary"
          >
            {t(revealed ? 'text.hidePassword' : 'text.showPassword')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {maxLength !== undefined && (
        <p id={`${id}-count`} aria-live="polite" className="text-right text-sm text-subtitle">
          {t('text.remaining', { count: Math.max(0, maxLength - length) })}
        </p>
      )}
    </div>
  );
}
