import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/inputs/date-input.tsx';
import { REPORTS_NAMESPACE } from '../reports-strings.ts';

/** null is the last 30 days; otherwise the chosen days (ISO, '' while not typed). */
export type PeriodChoice = { start: string; end: string } | null;

interface Props {
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
}

/** 'Últimos 30 dias' or 'Período' with its two dates. */
export function PeriodFilter({ value, onChange }: Props) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{t('period.label')}</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex min-h-8 items-center gap-2">
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          {t('period.last30')}
        </label>
        <label className="flex min-h-8 items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={value !== null}
            onChange={() => onChange(value ?? { start: '', end: '' })}
          />
          {t('period.chosen')}
        </label>
      </div>
      {value !== null && (
        <div className="grid gap-3 sm:grid-cols-2">
          <DateInput
            label={t('period.start')}
            value={value.start}
            onChange={(start) => onChange({ ...value, start })}
          />
          <DateInput label={t('period.end')} value={value.end} onChange={(end) => onChange({ ...value, end })} />
        </div>
      )}
    </fieldset>
  );
}
