import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { classDiaryAbsences, classDiaryLessons } from '../class-diary/class-diary.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classroomMembers, classrooms } from '../tenancy/tenancy.tables.ts';
import { timeLogs } from '../tracker/tracker.tables.ts';

export interface Ref {
  id: string;
  name: string;
}

/** Days of the São Paulo calendar, both ends included. */
export interface Period {
  start: string;
  end: string;
}

/** The instants of a São Paulo period, for timestamps: [from, to). */
function instants(period: Period) {
  const from = new Date(`${period.start}T00:00:00-03:00`);
  const to = new Date(new Date(`${period.end}T00:00:00-03:00`).getTime() + 86_400_000);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function createWorkloadRepository(db: Executor) {
  const lessonsOf = (platformId: string, classroomId: string, period: Period) =>
    and(
      eq(classDiaryLessons.platform_id, platformId),
      eq(classDiaryLessons.classroom_id, classroomId),
      gte(classDiaryLessons.date, period.start),
      lte(classDiaryLessons.date, period.end),
    );

  return {
    /** The classroom if the educator reaches it (teaches it, or coordinates its school). */
    async classroomInReach(platformId: string, educator: Educator, classroomId: string): Promise<Ref | null> {
      const [row] = await db
        .select({ id: classrooms.id, name: classrooms.name })
        .from(classrooms)
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            eq(classrooms.id, classroomId),
            inArray(classrooms.id, educatorClassroomIds(db, educator)),
          ),
        );
      return row ?? null;
    },

    /** The classroom's students by name, or only one of them. */
    studentsOf(platformId: string, classroomId: string, studentId?: string): Promise<Ref[]> {
      return db
        .select({ id: users.id, name: users.name })
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.role, 'student'),
            studentId ? eq(classroomMembers.user_id, studentId) : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Per month of the period: lessons, classes given and classes missed by the classroom's students. */
    monthlyTotals(platformId: string, classroomId: string, period: Period) {
      const month = sql<string>`to_char(${classDiaryLessons.date}, 'YYYY-MM')`;
      const absent = sql`(select count(*) from ${classDiaryAbsences} where ${classDiaryAbsences.lesson_id} = ${classDiaryLessons.id})`;
      return db
        .select({
          month,
          lessons: sql<number>`count(*)::int`,
          classes: sql<number>`sum(${classDiaryLessons.lessons})::int`,
          missed_classes: sql<number>`coalesce(sum(${classDiaryLessons.lessons} * ${absent}), 0)::int`,
        })
        .from(classDiaryLessons)
        .where(lessonsOf(platformId, classroomId, period))
        .groupBy(month)
        .orderBy(month);
    },

    /** The classroom's lessons of the period, oldest first, with whether the student missed each. */
    lessonsWithAbsence(platformId: string, classroomId: string, period: Period, studentId: string) {
      return db
        .select({
          lesson_id: classDiaryLessons.id,
          date: classDiaryLessons.date,
          subject: classDiaryLessons.subject,
          lessons: classDiaryLessons.lessons,
          absent: sql<boolean>`(${classDiaryAbsences.student_id} is not null)`,
        })
        .from(classDiaryLessons)
        .leftJoin(
          classDiaryAbsences,
          and(eq(classDiaryAbsences.lesson_id, classDiaryLessons.id), eq(classDiaryAbsences.student_id, studentId)),
        )
        .where(lessonsOf(platformId, classroomId, period))
        .orderBy(asc(classDiaryLessons.date), asc(classDiaryLessons.created_at));
    },

    /** Classes each student missed in the period (students with none are absent from the answer). */
    missedByStudent(platformId: string, classroomId: string, period: Period) {
      return db
        .select({
          student_id: classDiaryAbsences.student_id,
          missed: sql<number>`sum(${classDiaryLessons.lessons})::int`,
        })
        .from(classDiaryAbsences)
        .innerJoin(classDiaryLessons, eq(classDiaryLessons.id, classDiaryAbsences.lesson_id))
        .where(lessonsOf(platformId, classroomId, period))
        .groupBy(classDiaryAbsences.student_id);
    },

    /** Activities of the classroom each student delivered in the period, and their minutes. */
    deliveredByStudent(platformId: string, classroomId: string, period: Period) {
      const { from, to } = instants(period);
      return db
        .select({
          student_id: activityStudents.student_id,
          delivered: sql<number>`count(*)::int`,
          minutes: sql<number>`coalesce(sum(${activities.workload}), 0)::int`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activities.classroom_id, classroomId),
            isNotNull(activityStudents.delivered_at),
            gte(activityStudents.delivered_at, sql`${from}::timestamptz`),
            lt(activityStudents.delivered_at, sql`${to}::timestamptz`),
          ),
        )
        .groupBy(activityStudents.student_id);
    },

    /** One student's delivered activities of the classroom in the period, oldest first. */
    deliveredActivities(platformId: string, classroomId: string, period: Period, studentId: string) {
      const { from, to } = instants(period);
      return db
        .select({
          activity_id: activities.id,
          title: activities.title,
          delivered_at: sql<string>`${activityStudents.delivered_at}`.mapWith((value: string | Date) =>
            new Date(value).toISOString(),
          ),
          workload: activities.workload,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.student_id, studentId),
            eq(activities.classroom_id, classroomId),
            gte(activityStudents.delivered_at, sql`${from}::timestamptz`),
            lt(activityStudents.delivered_at, sql`${to}::timestamptz`),
          ),
        )
        .orderBy(asc(activityStudents.delivered_at));
    },

    /** Seconds on the platform per student and day of the period (the tracker's active time). */
    platformSeconds(platformId: string, studentIds: string[], period: Period) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          student_id: timeLogs.user_id,
          day: timeLogs.day,
          seconds: timeLogs.active_seconds,
        })
        .from(timeLogs)
        .where(
          and(
            eq(timeLogs.platform_id, platformId),
            inArray(timeLogs.user_id, studentIds),
            gte(timeLogs.day, period.start),
            lte(timeLogs.day, period.end),
          ),
        )
        .orderBy(asc(timeLogs.day));
    },
  };
}

export type WorkloadRepository = ReturnType<typeof createWorkloadRepository>;
