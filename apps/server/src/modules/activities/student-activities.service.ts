import { type ActivityFilters, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { TaggedCache } from '../../platform/cache/tagged-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { PreparedJson } from '../../platform/http/send-json.ts';
import type { ActivitiesRepository, StudentAssignmentRow } from './activities.repository.ts';
import { nextChangeAt, studentClosedStats, studentCounts, studentList } from './student-lists.ts';

/**
 * What a student's first screen is built from: their rows, and the JSON answers already
 * worked out from them, good until the clock alone would change one (an activity turning
 * urgent or ending).
 */
export interface StudentSnapshot {
  rows: StudentAssignmentRow[];
  answers: Map<string, PreparedJson>;
  answersUntil: number;
}

/**
 * The tags a snapshot is dropped by: the rows it was read from, and its platform, whose feature
 * flags decide which kinds it holds (see the student_lists trigger).
 */
function tagsOf(user: AuthContext, rows: StudentAssignmentRow[]): string[] {
  const tags = [`student:${user.userId}`, `platform:${user.platformId}`];
  for (const { activity } of rows) {
    tags.push(`activity:${activity.id}`, `user:${activity.teacher_id}`, `classroom:${activity.classroom_id}`);
  }
  return tags;
}

const filtersKey = (filters: ActivityFilters) =>
  `${[...(filters.activity_type ?? [])].sort().join(',')}|${filters.teacher ?? ''}`;

/**
 * The student's first screen (open and closed lists, counts, closed totals). One query reads
 * every row the student sees; the answers are worked out from it and kept, as JSON, until a
 * change to one of those rows is announced or the clock changes an answer. The caller is always
 * the student: nobody reads another student's lists here.
 */
export function createStudentActivitiesService(deps: {
  activitiesRepo: Pick<ActivitiesRepository, 'studentAssignments'>;
  clock: Clock;
  snapshots: TaggedCache<StudentSnapshot>;
}) {
  const { activitiesRepo, clock, snapshots } = deps;

  async function snapshotOf(user: AuthContext, now: Date): Promise<StudentSnapshot> {
    const key = `${user.platformId}:${user.userId}`;
    const cached = snapshots.get(key);
    if (cached) {
      if (cached.answersUntil <= now.getTime()) {
        cached.answers.clear();
        cached.answersUntil = nextChangeAt(cached.rows, now);
      }
      return cached;
    }
    const begunAt = snapshots.begin();
    const rows = await activitiesRepo.studentAssignments(user.platformId, user.userId);
    const snapshot = { rows, answers: new Map(), answersUntil: nextChangeAt(rows, now) };
    snapshots.set(key, snapshot, tagsOf(user, rows), begunAt);
    return snapshot;
  }

  /** The JSON answer to one question about the student's rows, worked out once per snapshot. */
  async function answer(
    user: AuthContext,
    question: string,
    build: (rows: StudentAssignmentRow[], now: Date) => unknown,
  ) {
    if (roleGroup(user.role) !== 'student') throw forbidden();
    const now = clock.now();
    const snapshot = await snapshotOf(user, now);
    let json = snapshot.answers.get(question);
    if (json === undefined) {
      json = new PreparedJson(JSON.stringify(build(snapshot.rows, now)));
      snapshot.answers.set(question, json);
    }
    return json;
  }

  return {
    open: (user: AuthContext, filters: ActivityFilters) =>
      answer(user, `open|${filtersKey(filters)}`, (rows, now) => studentList(rows, 'open', filters, now)),
    closed: (user: AuthContext, filters: ActivityFilters) =>
      answer(user, `closed|${filtersKey(filters)}`, (rows, now) => studentList(rows, 'closed', filters, now)),
    counts: (user: AuthContext) => answer(user, 'counts', studentCounts),
    closedSummary: (user: AuthContext, filters: ActivityFilters) =>
      answer(user, `summary|${filtersKey(filters)}`, (rows, now) => studentClosedStats(rows, filters, now)),
  };
}

export type StudentActivitiesService = ReturnType<typeof createStudentActivitiesService>;
