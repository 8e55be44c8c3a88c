import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './date-input.tsx';
import { isIsoDate } from './date-rules.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';
import { TimeInput } from './time-input.tsx';

interface Props {
  label: string;
  /** 'yyyy-MM-ddTHH:mm' once both a valid day and a time are given, else ''. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string;
}

const CLOCK_MAX_HOURS = 23;

/** A day (dd/MM/yyyy, typed or picked) and a time of day (HH:mm), in pt-BR whatever the browser's language. */
export function DateTimeInput({ label, value, onChange, min, max, error }: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const [initialDay = '', initialTime = ''] = value.split('T');
  const [day, setDay] = useState(initialDay);
  const [time, setTime] = useState<string | null>(initialTime || null);

  // Once the day is given, the form's message (a missing time, an end before the start) is the whole field's.
  const dayGiven = isIsoDate(day);

  function change(nextDay: string, nextTime: string | null) {
    setDay(nextDay);
    setTime(nextTime);
    onChange(isIsoDate(nextDay) && nextTime ? `${nextDay}T${nextTime}` : '');
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-title">{label}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-44 flex-1">
          <DateInput
            label={t('date.day')}
            value={day}
            onChange={(next) => change(next, time)}
            min={min}
            max={max}
            error={dayGiven ? undefined : error}
          />
        </div>
        <TimeInput
          label={t('date.time')}
          value={time}
          onChange={(next) => change(day, next)}
          maxHours={CLOCK_MAX_HOURS}
          allowNoTime={false}
        />
      </div>
      {dayGiven && error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
