import { splitYearMonth, yearMonthOf } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';

/** Months as yyyymm numbers, both ends counted. */
export interface MonthRange {
  from: number;
  to: number;
}

/** Years offered: this one and the two before it. */
const YEARS_BACK = 2;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const SELECT = 'rounded-lg border border-gray-300 bg-white px-2 py-2 text-title focus:border-primary';

interface Props {
  value: MonthRange;
  /** The current month: the last a period can reach. */
  latest: number;
  onChange: (value: MonthRange) => void;
}

/** 'De' and 'Até': a month and a year each, in pt-BR. */
export function PeriodPicker({ value, latest, onChange }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const lastYear = splitYearMonth(latest).year;
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => lastYear - YEARS_BACK + index);
  const end = (key: keyof MonthRange) => {
    const { year, month } = splitYearMonth(value[key]);
    const set = (next: { year?: number; month?: number }) =>
      onChange({ ...value, [key]: yearMonthOf(next.year ?? year, next.month ?? month) });
    return (
      <fieldset className="flex items-center gap-2">
        <legend className="float-left w-8 text-sm font-semibold text-subtitle">
          {t(key === 'from' ? 'period.from' : 'period.to')}
        </legend>
        <select
          aria-label={t('period.month')}
          className={SELECT}
          value={month}
          onChange={(event) => set({ month: Number(event.target.value) })}
        >
          {MONTHS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`months.${candidate - 1}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('period.year')}
          className={SELECT}
          value={year}
          onChange={(event) => set({ year: Number(event.target.value) })}
        >
          {years.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
      </fieldset>
    );
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <legend className="mb-2 font-semibold text-title">{t('period.label')}</legend>
      {end('from')}
      {end('to')}
    </fieldset>
  );
}
