import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../ui/classes.ts';
import { checkDate, DATE_INPUT_MIN, defaultMaxDate, formatIsoDate, maskDate } from './date-rules.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';

interface Props {
  label: string;
  /** ISO yyyy-MM-dd, or null while empty or not a valid date. */
  value: string | null;
  onChange: (iso: string | null) => void;
  min?: string;
  max?: string;
  required?: boolean;
  error?: string;
}

/** A pt-BR date typed as dd/MM/yyyy, within 1901-01-01 and the end of next year unless told otherwise. */
export function DateInput({
  label,
  value,
  onChange,
  min = DATE_INPUT_MIN,
  max = defaultMaxDate(),
  required,
  error,
}: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const id = useId();
  const [text, setText] = useState(value ? formatIsoDate(value) : '');
  const [problem, setProblem] = useState<'invalid' | 'outOfRange' | null>(null);

  // A value set from outside (a reset, a loaded record) replaces what is shown.
  useEffect(() => {
    if (value) setText(formatIsoDate(value));
  }, [value]);

  function change(typed: string) {
    const masked = maskDate(typed);
    setText(masked);
    if (masked.length < 10) {
      setProblem(null);
      if (value !== null) onChange(null);
      return;
    }
    const check = checkDate(masked, min, max);
    setProblem('error' in check ? check.error : null);
    onChange('iso' in check ? check.iso : null);
  }

  const message =
    error ??
    (problem === 'invalid'
      ? t('date.invalid')
      : problem === 'outOfRange'
        ? t('date.outOfRange', { min: formatIsoDate(min), max: formatIsoDate(max) })
        : null);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-title">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.placeholder')}
        value={text}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => change(event.target.value)}
        className={INPUT}
      />
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
