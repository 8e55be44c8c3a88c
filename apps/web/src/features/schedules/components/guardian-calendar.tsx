import { DISPLAY_TIME_ZONE, fromWallTimeInput, SCHEDULES_CALENDAR_MAX } from '@ava/contracts';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useGuardianSchedules } from '../api/guardian-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { GuardianItemCard } from './guardian-item-card.tsx';

const WEEKDAYS = [
  ['D', 'Domingo'],
  ['S', 'Segunda-feira'],
  ['T', 'Terça-feira'],
  ['Q', 'Quarta-feira'],
  ['Q', 'Quinta-feira'],
  ['S', 'Sexta-feira'],
  ['S', 'Sábado'],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;

/** The calendar day an instant falls on, on the platform's clock. */
function localDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date(iso));
}

function todayKey(): string {
  return localDay(new Date().toISOString());
}

/** Every day from an item's start to its end, capped at the month shown. */
function daysOf(start: string, end: string | null): string[] {
  const first = localDay(start);
  const last = end ? localDay(end) : first;
  const days: string[] = [];
  const cursor = new Date(`${first}T12:00:00Z`);
  while (days.length < 62) {
    const key = cursor.toISOString().slice(0, 10);
    days.push(key);
    if (key >= last) break;
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/**
 * The agenda as a month grid (a table: weekday columns, one button per day with how many items it
 * has); choosing a day lists its items below. Fits 390 px: the cells show counts, not titles.
 */
export function GuardianCalendar({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const today = todayKey();
  const [month, setMonth] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 }));
  const [selected, setSelected] = useState(today);
  const from = fromWallTimeInput(`${dayKey(month.year, month.month, 1)}T00:00`);
  const nextMonth =
    month.month === 11 ? { year: month.year + 1, month: 0 } : { year: month.year, month: month.month + 1 };
  const to = fromWallTimeInput(`${dayKey(nextMonth.year, nextMonth.month, 1)}T00:00`);
  const query = useGuardianSchedules({
    ...filters,
    from: from?.toISOString() ?? '',
    to: to?.toISOString() ?? '',
    per_page: String(SCHEDULES_CALENDAR_MAX),
  });
  const byDay = useMemo(() => {
    const map = new Map<string, NonNullable<typeof query.data>['schedules']>();
    for (const item of query.data?.schedules ?? []) {
      if (!item.start_date) continue;
      for (const day of daysOf(item.start_date, item.end_date)) map.set(day, [...(map.get(day) ?? []), item]);
    }
    return map;
  }, [query.data]);
  const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month, 15)),
  );
  // 'novembro de 2026' as a title: only its first letter capitalised.
  const title = monthName.charAt(0).toUpperCase() + monthName.slice(1);
  const firstWeekday = new Date(Date.UTC(month.year, month.month, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  // Blank cells before the 1st and after the last day keep the weekday columns; each cell has its own key.
  const cells: { key: string; day: number | null }[] = [
    ...Array.from({ length: firstWeekday }, (_, i) => ({ key: `antes-${i}`, day: null })),
    ...Array.from({ length: daysInMonth }, (_, i) => ({ key: dayKey(month.year, month.month, i + 1), day: i + 1 })),
  ];
  while (cells.length % 7 !== 0) cells.push({ key: `depois-${cells.length}`, day: null });
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => ({
    key: `semana-${w}`,
    cells: cells.slice(w * 7, w * 7 + 7),
  }));
  const shift = (delta: number) => {
    const index = month.year * 12 + month.month + delta;
    setMonth({ year: Math.floor(index / 12), month: index % 12 });
  };
  const selectedItems = byDay.get(selected) ?? [];
  const selectedLabel = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${selected}T12:00:00Z`),
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => shift(-1)}
          aria-label={t('guardian.month.previous')}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <h2 className="text-lg font-semibold" aria-live="polite" id="calendar-month">
          {title}
        </h2>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => shift(1)}
          aria-label={t('guardian.month.next')}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <QueryState query={query}>
        {() => (
          <table className="w-full table-fixed border-collapse" aria-labelledby="calendar-month">
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={long} scope="col" className="py-1 text-sm font-semibold">
                    <abbr title={long} className="no-underline">
                      {short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.key}>
                  {week.cells.map(({ key, day }) => {
                    if (day === null) return <td key={key} />;
                    const count = byDay.get(key)?.length ?? 0;
                    const isSelected = key === selected;
                    return (
                      <td key={key} className="p-0.5">
                        <button
                          type="button"
                          aria-pressed={isSelected}
                          aria-label={`${day}${count ? `, ${t('guardian.month.items', { count })}` : ''}`}
                          aria-current={key === today ? 'date' : undefined}
                          onClick={() => setSelected(key)}
                          className={`flex h-12 w-full flex-col items-center justify-center rounded-lg border text-sm ${
                            isSelected ? 'border-primary bg-primary text-on-primary' : 'border-gray-200 bg-white'
                          } ${key === today && !isSelected ? 'font-bold text-primary' : ''}`}
                        >
                          <span>{day}</span>
                          {count > 0 && (
                            <span aria-hidden="true" className="text-xs">
                              {'•'.repeat(Math.min(count, 3))}
                            </span>
                          )}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      <section aria-labelledby="calendar-day" className="flex flex-col gap-2">
        <h3 id="calendar-day" className="font-semibold">
          {t('guardian.month.dayItems', { day: selectedLabel })}
        </h3>
        {selectedItems.length === 0 ? (
          <p>{t('guardian.month.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {selectedItems.map((item) => (
              <GuardianItemCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
