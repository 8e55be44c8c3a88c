import {
  DELIVERY_STATUS,
  OVERVIEW_DEADLINES_LIMIT,
  OVERVIEW_TO_GRADE_LIMIT,
  TEACHER_GRADED_KINDS,
} from '@ava/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';
import { activities, activityStudents } from './activities.tables.ts';

/** Published, neither archived nor concluded, started and not yet ended at `now`. */
function openAt(now: Date): SQL[] {
  return [
    eq(activities.published, true),
    isNull(activities.archived_at),
    isNull(activities.concluded_at),
    or(isNull(activities.start_time), lte(activities.start_time, now)) as SQL,
    or(isNull(activities.end_time), gt(activities.end_time, now)) as SQL,
  ];
}

const assigned = sql<number>`(select count(*)::int from ${activityStudents} s where s.activity_id = ${activities.id})`;
const sent = sql<number>`(select count(*)::int from ${activityStudents} s where s.activity_id = ${activities.id} and s.status = ${DELIVERY_STATUS.sent})`;

/** The educator's home (GET /teacher/overview): one statement per part, in the classrooms they see. */
export function createTeacherOverviewRepository(db: Executor) {
  return {
    /**
     * Answers sent and not graded, longest waiting first, with the number of all of them: one rule
     * for every kind the educator grades (a forum's answer is the student's comments).
     */
    async toGrade(platformId: string, educator: Educator) {
      return db
        .select({
          activityId: activities.id,
          title: activities.title,
          kind: activities.kind,
          classroomName: classrooms.name,
          studentId: users.id,
          studentName: users.name,
          deliveredAt: activityStudents.delivered_at,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activities.platform_id, platformId),
            inArray(activities.classroom_id, educatorClassroomIds(db, educator)),
            inArray(activities.kind, [...TEACHER_GRADED_KINDS]),
            eq(activities.published, true),
            isNull(activities.archived_at),
            eq(activityStudents.status, DELIVERY_STATUS.sent),
            isNull(activityStudents.evaluated_at),
          ),
        )
        .orderBy(sql`${activityStudents.delivered_at} asc nulls last`, asc(activities.title), asc(users.name))
        .limit(OVERVIEW_TO_GRADE_LIMIT);
    },

    /** The open activities that end first, with how many of their students sent their answer. */
    async deadlines(platformId: string, educator: Educator, now: Date) {
      return db
        .select({
          activityId: activities.id,
          title: activities.title,
          kind: activities.kind,
          classroomName: classrooms.name,
          endTime: activities.end_time,
          sent,
          assigned,
        })
        .from(activities)
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(
          and(
            eq(activities.platform_id, platformId),
            inArray(activities.classroom_id, educatorClassroomIds(db, educator)),
            isNotNull(activities.end_time),
            ...openAt(now),
          ),
        )
        .orderBy(asc(activities.end_time), asc(activities.title))
        .limit(OVERVIEW_DEADLINES_LIMIT);
    },

    /** Per classroom the educator sees: its open activities and their answers sent of those assigned. */
    async participation(platformId: string, educator: Educator, now: Date) {
      return db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          openActivities: sql<number>`count(distinct ${activities.id})::int`,
          assigned: sql<number>`count(${activityStudents.student_id})::int`,
          sent: sql<number>`(count(${activityStudents.student_id}) filter (where ${activityStudents.status} = ${DELIVERY_STATUS.sent}))::int`,
        })
        .from(classrooms)
        .leftJoin(
          activities,
          and(eq(activities.classroom_id, classrooms.id), eq(activities.platform_id, platformId), ...openAt(now)),
        )
        .leftJoin(activityStudents, eq(activityStudents.activity_id, activities.id))
        .where(and(eq(classrooms.platform_id, platformId), inArray(classrooms.id, educatorClassroomIds(db, educator))))
        .groupBy(classrooms.id, classrooms.name)
        .orderBy(asc(classrooms.name));
    },
  };
}

export type TeacherOverviewRepository = ReturnType<typeof createTeacherOverviewRepository>;
