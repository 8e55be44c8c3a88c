import {
  EXTERNAL_ACTIVITY_STATUS,
  type ExternalActivityItem,
  type ExternalClosedItem,
  type ExternalService,
  externalItemKind,
  isExpired,
  isUrgent,
  type StudentActivityItem,
} from '@ava/contracts';

/**
 * What the student's lists show of an activity, from the main service (a whole
 * StudentActivityItem) or from an external service (its list item, converted here).
 */
export type StudentListEntry = Pick<
  StudentActivityItem,
  | 'id'
  | 'title'
  | 'kind'
  | 'start_time'
  | 'end_time'
  | 'workload'
  | 'urgent'
  | 'expired'
  | 'status'
  | 'delivery_status'
  | 'score'
  | 'pokz'
  | 'teacher_comments'
> & { teacher: { name: string } };

/**
 * An open item of an external service; its screens open by `activity_id`. Null for a type the
 * service does not list, and for an activity whose end time has passed (document 2 section 4).
 */
export function openEntry(service: ExternalService, item: ExternalActivityItem, now: Date): StudentListEntry | null {
  const kind = externalItemKind(service, item.type);
  if (!kind || isExpired(item.end_date, now)) return null;
  return {
    id: item.activity_id,
    title: item.title,
    kind,
    start_time: null,
    end_time: item.end_date,
    workload: item.workload,
    urgent: isUrgent(item.end_date, now),
    expired: false,
    status: item.status,
    delivery_status: 'pending',
    score: null,
    pokz: 0,
    teacher_comments: null,
    teacher: { name: item.teacher },
  };
}

/** A closed item of an external service: only finished ones are listed (document 2 section 5). */
export function closedEntry(service: ExternalService, item: ExternalClosedItem, now: Date): StudentListEntry | null {
  const kind = externalItemKind(service, item.type);
  if (!kind || item.actv_status !== EXTERNAL_ACTIVITY_STATUS.finished) return null;
  return {
    id: item.activity_id,
    title: item.title,
    kind,
    start_time: null,
    end_time: item.end_time,
    workload: null,
    urgent: false,
    expired: isExpired(item.end_time, now),
    status: item.actv_status,
    delivery_status: 'sent',
    score: item.score,
    pokz: item.pokz,
    teacher_comments: item.teacher_comments,
    teacher: { name: item.teacher },
  };
}

const deadline = (entry: StudentListEntry) =>
  entry.end_time === null ? Number.POSITIVE_INFINITY : new Date(entry.end_time).getTime();

/**
 * One list from the main service's and the external services' answers, in the main service's
 * order: open soonest deadline first, closed latest first, without a deadline last.
 */
export function mergeEntries(state: 'open' | 'closed', parts: readonly StudentListEntry[][]): StudentListEntry[] {
  const entries = parts.flat();
  // Array sort is stable: equal deadlines keep the services' own order.
  if (state === 'open') return entries.sort((a, b) => deadline(a) - deadline(b));
  const latest = (entry: StudentListEntry) => (entry.end_time === null ? Number.NEGATIVE_INFINITY : deadline(entry));
  return entries.sort((a, b) => latest(b) - latest(a));
}
