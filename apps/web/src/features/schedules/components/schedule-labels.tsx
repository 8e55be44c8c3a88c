import {
  formatDate,
  formatDateTime,
  GUARDIAN_SCHEDULE_STATUS_LABELS,
  type GuardianScheduleStatus,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_TYPE_LABELS,
  type ScheduleStatus,
  type ScheduleType,
} from '@ava/contracts';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Gift from 'lucide-react/icons/gift';
import ListChecks from 'lucide-react/icons/list-checks';
import StickyNote from 'lucide-react/icons/sticky-note';

const ICONS = { E: CalendarDays, N: StickyNote, A: ClipboardCheck, S: ListChecks, R: Gift } as const;

/** The type of an item as an icon and its name. */
export function TypeBadge({ type }: { type: ScheduleType }) {
  const Icon = ICONS[type];
  return (
    <span className="inline-flex items-center gap-1 rounded bg-light px-2 py-0.5 text-sm">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {SCHEDULE_TYPE_LABELS[type]}
    </span>
  );
}

export function StatusBadge({ status, guardian = false }: { status: number; guardian?: boolean }) {
  const label = guardian
    ? GUARDIAN_SCHEDULE_STATUS_LABELS[status as GuardianScheduleStatus]
    : SCHEDULE_STATUS_LABELS[status as ScheduleStatus];
  const urgent = guardian && status === 2;
  return (
    <span className={`rounded px-2 py-0.5 text-sm ${urgent ? 'bg-red-100 font-semibold text-red-800' : 'bg-gray-100'}`}>
      {label}
    </span>
  );
}

/** When an item happens, on the platform's clock (dd/MM/yyyy, with HH:mm unless it lasts whole days). */
export function formatWhen(item: { start_date: string | null; end_date: string | null; all_day: boolean }): string {
  if (!item.start_date) return '';
  const format = item.all_day ? formatDate : formatDateTime;
  const start = format(item.start_date);
  const end = item.end_date ? format(item.end_date) : start;
  return start === end ? start : `${start} – ${end}`;
}
