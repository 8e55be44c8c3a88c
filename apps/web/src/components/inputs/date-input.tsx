import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../ui/classes.ts';
import { DateCalendar } from './date-calendar.tsx';
import {
  checkDate,
  DATE_INPUT_MIN,
  dateProblem,
  defaultMaxDate,
  formatIsoDate,
  isIsoDate,
  maskDate,
} from './date-rules.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';

interface Props {
  label: string;
  /** ISO yyyy-MM-dd once the text names a day in range, '' while empty, else the text as typed. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /** The form's own message (such as 'Esse campo é obrigatório'); the field's date messages come first. */
  error?: string;
}

/**
 * A pt-BR date typed as dd/MM/yyyy or picked in a pop-over calendar, within 1901-01-01 and the
 * end of next year unless told otherwise, whatever the browser's language.
 */
export function DateInput({ label, value, onChange, min = DATE_INPUT_MIN, max = defaultMaxDate(), error }: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);

  // A click or a tab outside the field and its calendar closes the calendar.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  function change(typed: string) {
    const masked = maskDate(typed);
    const check = masked.length === 10 ? checkDate(masked, min, max) : null;
    setLeft(false);
    onChange(check && 'iso' in check ? check.iso : masked);
  }

  const problem = dateProblem(value, min, max, left);
  const message =
    problem === 'invalid'
      ? t('date.invalid')
      : problem === 'outOfRange'
        ? t('date.outOfRange', { min: formatIsoDate(min), max: formatIsoDate(max) })
        : error;
  return (
    <div ref={box} className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-title">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          ref={field}
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('date.placeholder')}
          value={isIsoDate(value) ? formatIsoDate(value) : value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setLeft(true)}
          className={INPUT}
        />
        <button
          ref={toggle}
          type="button"
          aria-label={t('date.openCalendar', { label: label.toLowerCase() })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
          className="grid size-10.5 shrink-0 place-items-center rounded-lg border border-gray-300 bg-white text-primary hover:bg-light"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {open && (
        <DateCalendar
          selected={isIsoDate(value) ? value : null}
          min={min}
          max={max}
          onPick={(iso) => {
            setOpen(false);
            onChange(iso);
            field.current?.focus();
          }}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
