import { LEDGER_EVENT_LABELS, LEDGER_EVENT_TYPES, type LedgerEventType } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/inputs/date-input.tsx';
import { isIsoDate } from '../../../components/inputs/date-rules.ts';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';

export interface StatementFilterValues {
  eventType: LedgerEventType | '';
  year: string;
  startDate: string;
  endDate: string;
}

export const NO_FILTERS: StatementFilterValues = { eventType: '', year: '', startDate: '', endDate: '' };

/** The years a statement may be looked at by: this one and the five before. */
const YEARS_BACK = 5;
const yearsToChoose = (now = new Date()) =>
  Array.from({ length: YEARS_BACK + 1 }, (_, index) => String(now.getFullYear() - index));

interface Props {
  applied: StatementFilterValues;
  onApply: (filters: StatementFilterValues) => void;
}

/** Event type, year and a period of days; applied together with 'Filtrar', cleared with 'Limpar filtros'. */
export function StatementFilters({ applied, onApply }: Props) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<StatementFilterValues>) => setDraft((was) => ({ ...was, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // A date still being typed is not a filter: the field says what is wrong with it.
    if ([draft.startDate, draft.endDate].some((date) => date !== '' && !isIsoDate(date))) return;
    if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
      setError(t('statement.endBeforeStart'));
      return;
    }
    setError(null);
    onApply(draft);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setError(null);
    onApply(NO_FILTERS);
  }

  return (
    <form aria-label={t('statement.filters')} onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <label htmlFor={`${id}-type`} className="flex flex-col gap-1 font-semibold text-title">
        {t('statement.eventType')}
        <select
          id={`${id}-type`}
          value={draft.eventType}
          onChange={(event) => set({ eventType: event.target.value as LedgerEventType | '' })}
          className={INPUT}
        >
          <option value="">{t('statement.all')}</option>
          {LEDGER_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {serverText(LEDGER_EVENT_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-year`} className="flex flex-col gap-1 font-semibold text-title">
        {t('statement.year')}
        <select
          id={`${id}-year`}
          value={draft.year}
          onChange={(event) => set({ year: event.target.value })}
          className={INPUT}
        >
          <option value="">{t('statement.all')}</option>
          {yearsToChoose().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <DateInput label={t('statement.start')} value={draft.startDate} onChange={(startDate) => set({ startDate })} />
      <DateInput
        label={t('statement.end')}
        value={draft.endDate}
        onChange={(endDate) => set({ endDate })}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('statement.apply')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={clear}>
          {t('statement.clear')}
        </button>
      </div>
    </form>
  );
}
