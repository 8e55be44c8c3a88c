import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../ui/classes.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';
import {
  clampTimePart,
  formatTime,
  padTimePart,
  splitTime,
  TIME_INPUT_MAX_HOURS,
  TIME_INPUT_MAX_MINUTES,
} from './time-rules.ts';

interface Props {
  label: string;
  /** 'hh:mm', or null for 'Sem tempo'. */
  value: string | null;
  onChange: (value: string | null) => void;
  maxHours?: number;
  maxMinutes?: number;
  /** Offers the 'Sem tempo' choice, which sets the value to null. */
  allowNoTime?: boolean;
}

/** Hours and minutes, two digits each, capped at their maxima (99 and 59 by default). */
export function TimeInput({
  label,
  value,
  onChange,
  maxHours = TIME_INPUT_MAX_HOURS,
  maxMinutes = TIME_INPUT_MAX_MINUTES,
  allowNoTime = true,
}: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const id = useId();
  const [[hours, minutes], setParts] = useState(() => splitTime(value));
  const noTime = allowNoTime && value === null;

  function change(nextHours: string, nextMinutes: string) {
    setParts([nextHours, nextMinutes]);
    onChange(formatTime(nextHours, nextMinutes));
  }

  const part = (name: 'hours' | 'minutes', text: string, max: number) => (
    <input
      aria-label={t(`time.${name}`)}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      placeholder="00"
      disabled={noTime}
      value={noTime ? '' : text}
      onChange={(event) => {
        const clamped = clampTimePart(event.target.value, max);
        if (name === 'hours') change(clamped, minutes);
        else change(hours, clamped);
      }}
      onBlur={() =>
        name === 'hours' ? setParts([padTimePart(hours), minutes]) : setParts([hours, padTimePart(minutes)])
      }
      className={`${INPUT} w-16! text-center`}
    />
  );

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold text-title">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {part('hours', hours, maxHours)}
        <span aria-hidden="true">:</span>
        {part('minutes', minutes, maxMinutes)}
        {allowNoTime && (
          <label htmlFor={`${id}-none`} className="ml-2 flex items-center gap-2 text-title">
            <input
              id={`${id}-none`}
              type="checkbox"
              checked={noTime}
              onChange={(event) => (event.target.checked ? onChange(null) : onChange(formatTime(hours, minutes)))}
            />
            {t('time.noTime')}
          </label>
        )}
      </div>
    </fieldset>
  );
}
