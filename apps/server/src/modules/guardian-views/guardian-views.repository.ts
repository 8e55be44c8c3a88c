import type { ActivityKind } from '@ava/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { activityExams } from '../exams/exams.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { classrooms, guardianLinks } from '../tenancy/tenancy.tables.ts';

const student = alias(users, 'student');

/** Months are counted in the platform's display time zone. */
const monthOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

/** What a dependent sees of their activities: published and not archived. */
function dependentsSee(platformId: string, studentIds: string[], kinds?: readonly ActivityKind[]): SQL[] {
  const conditions = [
    eq(activityStudents.platform_id, platformId),
    inArray(activityStudents.student_id, studentIds),
    eq(activities.published, true),
    isNull(activities.archived_at),
  ];
  if (kinds?.length) conditions.push(inArray(activities.kind, [...kinds]));
  return conditions;
}

const graded = [isNotNull(activityStudents.score), isNotNull(activityStudents.evaluated_at)];

/**
 * Data of the guardian views. No permission checks here: the service passes only the ids of the
 * asking guardian's own dependents (`dependents`).
 */
export function createGuardianViewsRepository(db: Executor) {
  return {
    /** The guardian's linked dependents, by name. */
    dependents(platformId: string, guardianId: string) {
      return db
        .select({ id: student.id, name: student.name })
        .from(guardianLinks)
        .innerJoin(student, eq(student.id, guardianLinks.student_id))
        .where(and(eq(guardianLinks.platform_id, platformId), eq(guardianLinks.guardian_id, guardianId)))
        .orderBy(asc(student.name), asc(student.id));
    },

    /** Every activity the dependents see, with their row and whether a digital exam is paused. */
    assignments(platformId: string, studentIds: string[], kinds?: readonly ActivityKind[]) {
      return db
        .select({
          activity_id: activities.id,
          title: activities.title,
          kind: activities.kind,
          start_time: activities.start_time,
          end_time: activities.end_time,
          concluded_at: activities.concluded_at,
          student_id: activityStudents.student_id,
          status: activityStudents.status,
          delivered_at: activityStudents.delivered_at,
          score: activityStudents.score,
          teacher_comment: activityStudents.teacher_comment,
          teacher_name: users.name,
          classroom_name: classrooms.name,
          paused: sql<boolean>`${activityExams.paused_at} is not null`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .innerJoin(users, eq(users.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .leftJoin(activityExams, eq(activityExams.activity_id, activities.id))
        .where(and(...dependentsSee(platformId, studentIds, kinds)));
    },

    /** The latest grades given to the dependents. */
    grades(platformId: string, studentIds: string[], kinds: readonly ActivityKind[] | undefined, limit: number) {
      return db
        .select({
          activity_id: activities.id,
          title: activities.title,
          kind: activities.kind,
          student_id: activityStudents.student_id,
          score: sql<number>`${activityStudents.score}::float8`,
          teacher_comment: activityStudents.teacher_comment,
          evaluated_at: sql<Date>`${activityStudents.evaluated_at}`,
          teacher_name: users.name,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .innerJoin(users, eq(users.id, activities.teacher_id))
        .where(and(...dependentsSee(platformId, studentIds, kinds), ...graded))
        .orderBy(desc(activityStudents.evaluated_at), asc(activities.id))
        .limit(limit);
    },

    /** Per dependent and kind: the mean, the number and the best of the grades, and the last one's date. */
    gradeTotals(platformId: string, studentIds: string[]) {
      return db
        .select({
          student_id: activityStudents.student_id,
          kind: activities.kind,
          average: sql<number>`avg(${activityStudents.score})::float8`,
          graded: sql<number>`count(*)::int`,
          best: sql<number>`max(${activityStudents.score})::float8`,
          last_evaluated_at: sql<Date>`max(${activityStudents.evaluated_at})`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(and(...dependentsSee(platformId, studentIds), ...graded))
        .groupBy(activityStudents.student_id, activities.kind);
    },

    /** Per dependent and month since `since`: the mean and number of grades given. */
    monthlyGrades(platformId: string, studentIds: string[], since: Date) {
      const month = monthOf(activityStudents.evaluated_at);
      return db
        .select({
          student_id: activityStudents.student_id,
          month,
          average: sql<number>`avg(${activityStudents.score})::float8`,
          graded: sql<number>`count(*)::int`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(and(...dependentsSee(platformId, studentIds), ...graded, gte(activityStudents.evaluated_at, since)))
        .groupBy(activityStudents.student_id, month);
    },

    /** Per dependent and month since `since`: the answers sent. */
    monthlyDeliveries(platformId: string, studentIds: string[], since: Date) {
      const month = monthOf(activityStudents.delivered_at);
      return db
        .select({ student_id: activityStudents.student_id, month, delivered: sql<number>`count(*)::int` })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(
          and(
            ...dependentsSee(platformId, studentIds),
            isNotNull(activityStudents.delivered_at),
            gte(activityStudents.delivered_at, since),
          ),
        )
        .groupBy(activityStudents.student_id, month);
    },
  };
}

export type GuardianViewsRepository = ReturnType<typeof createGuardianViewsRepository>;
