import {
  type ActivityCounts,
  type ActivityFilters,
  type ActivityStats,
  DELIVERY_STATUS,
  EXTERNAL_ACTIVITY_STATUS,
  isUrgentFor,
  normaliseStats,
  URGENT_WINDOW_MS,
} from '@ava/contracts';
import { presentStudentItem } from './activities.presenter.ts';
import type { StudentAssignmentRow } from './activities.repository.ts';

export type StudentListKind = 'open' | 'closed';

/**
 * Open for the student: not concluded, and either a redo was asked or it is before its end
 * date and nothing is sent yet (status 3). One rule for every kind: a forum the student
 * commented on (which counts as sent) is in 'Encerradas' like a sent essay, and still opens
 * from there until it ends. Everything else the student sees is closed.
 */
export function isOpenForStudent(row: StudentAssignmentRow, now: Date): boolean {
  const { activity, assignment } = row;
  if (activity.concluded_at !== null) return false;
  if (assignment.status === EXTERNAL_ACTIVITY_STATUS.redo) return true;
  const beforeEnd = activity.end_time === null || activity.end_time > now;
  return beforeEnd && assignment.status !== DELIVERY_STATUS.sent;
}

function matches(row: StudentAssignmentRow, filters: ActivityFilters): boolean {
  const types = filters.activity_type;
  if (types?.length && !(types as readonly string[]).includes(row.activity.kind)) return false;
  return !filters.teacher || row.activity.teacher_id === filters.teacher;
}

const endTimeOf = (row: StudentAssignmentRow) => row.activity.end_time?.getTime() ?? null;

/** Open: soonest deadline first, no deadline last. Closed: latest deadline first. Ties: oldest first. */
function compareFor(kind: StudentListKind) {
  const direction = kind === 'open' ? 1 : -1;
  return (a: StudentAssignmentRow, b: StudentAssignmentRow): number => {
    const endA = endTimeOf(a);
    const endB = endTimeOf(b);
    if (endA !== endB) {
      if (endA === null) return 1;
      if (endB === null) return -1;
      return (endA - endB) * direction;
    }
    return a.activity.created_at.getTime() - b.activity.created_at.getTime();
  };
}

export function studentList(rows: StudentAssignmentRow[], kind: StudentListKind, filters: ActivityFilters, now: Date) {
  const wanted = rows.filter((row) => isOpenForStudent(row, now) === (kind === 'open') && matches(row, filters));
  return { activities: wanted.sort(compareFor(kind)).map((row) => presentStudentItem(row, now)) };
}

export function studentCounts(rows: StudentAssignmentRow[], now: Date): ActivityCounts {
  const open = rows.filter((row) => isOpenForStudent(row, now));
  return {
    activities_qtd: open.length,
    urgent_activities: open.filter((row) => isUrgentFor(row.activity.end_time, row.assignment.status, now)).length,
  };
}

/** Totals of the closed activities; the average counts scored rows, workload only what was sent. */
export function studentClosedStats(rows: StudentAssignmentRow[], filters: ActivityFilters, now: Date): ActivityStats {
  const closed = rows.filter((row) => !isOpenForStudent(row, now) && matches(row, filters));
  const scores = closed.flatMap(({ assignment }) => (assignment.score === null ? [] : [assignment.score]));
  const sent = closed.filter(({ assignment }) => assignment.status === DELIVERY_STATUS.sent);
  return normaliseStats({
    avg_points: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
    total_pokz: closed.reduce((sum, { assignment }) => sum + assignment.pokz, 0),
    total_activities: closed.length,
    total_not_done: closed.length - sent.length,
    total_workload: sent.reduce((sum, { activity }) => sum + (activity.workload ?? 0), 0),
  });
}

/**
 * The next moment any answer built from these rows changes by the clock alone: an activity
 * becoming urgent (48 h before its end) or ending. Infinity when none will.
 */
export function nextChangeAt(rows: StudentAssignmentRow[], now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const end = endTimeOf(row);
    if (end === null) continue;
    for (const moment of [end - URGENT_WINDOW_MS, end]) {
      if (moment > now.getTime() && moment < next) next = moment;
    }
  }
  return next;
}
