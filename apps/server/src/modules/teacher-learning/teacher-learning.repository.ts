import { DELIVERY_STATUS, SCORE_BAND_WIDTH, SCORE_BANDS } from '@ava/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { sessions } from '../identity/sessions.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classroomMembers, classrooms, grades, schools } from '../tenancy/tenancy.tables.ts';

/** An answer the educator scored. */
const scored = sql`${activityStudents.evaluated_at} is not null and ${activityStudents.score} is not null`;
/** The band of SCORE_BANDS a score falls in; the top score belongs to the last band. */
const band = sql`least(floor(${activityStudents.score} / ${sql.raw(String(SCORE_BAND_WIDTH))}), ${sql.raw(String(SCORE_BANDS.length - 1))})`;
/** Averages leave out scores at or below 0 (document 3 section 9). */
const average = sql<
  number | null
>`(avg(${activityStudents.score}) filter (where ${scored} and ${activityStudents.score} > 0))::float8`;

export type BandCounts = Record<`band${number}`, number>;
const bandCounts = Object.fromEntries(
  SCORE_BANDS.map((_, index) => [
    `band${index}`,
    sql<number>`(count(*) filter (where ${scored} and ${band} = ${sql.raw(String(index))}))::int`,
  ]),
) as Record<`band${number}`, SQL<number>>;

/** Read-only over the activities and the school's classrooms: one statement per part, whatever the size. */
export function createTeacherLearningRepository(db: Executor) {
  const visible = (platformId: string, educator: Educator, classroomId?: string) =>
    and(
      eq(classrooms.platform_id, platformId),
      inArray(classrooms.id, educatorClassroomIds(db, educator)),
      classroomId === undefined ? undefined : eq(classrooms.id, classroomId),
    );

  return {
    /** The classrooms the educator sees (one of them when asked), with their grade, school and students. */
    async classrooms(platformId: string, educator: Educator, classroomId?: string) {
      return db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          year: classrooms.year,
          gradeId: grades.id,
          gradeName: grades.name,
          schoolId: schools.id,
          schoolName: schools.name,
          totalStudents: sql<number>`(select count(*)::int from ${classroomMembers} m where m.classroom_id = ${classrooms.id} and m.role = 'student')`,
        })
        .from(classrooms)
        .innerJoin(grades, eq(grades.id, classrooms.grade_id))
        .innerJoin(schools, eq(schools.id, classrooms.school_id))
        .where(visible(platformId, educator, classroomId))
        .orderBy(asc(classrooms.name));
    },

    /** Per published activity of those classrooms with a score given: its scores' count, average and bands. */
    async scoredActivities(platformId: string, educator: Educator, classroomId?: string) {
      const inClassrooms = db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(visible(platformId, educator, classroomId));
      return db
        .select({
          id: activities.id,
          title: activities.title,
          kind: activities.kind,
          classroomId: activities.classroom_id,
          assigned: sql<number>`count(${activityStudents.student_id})::int`,
          graded: sql<number>`(count(*) filter (where ${scored}))::int`,
          average,
          ...bandCounts,
        })
        .from(activities)
        .innerJoin(activityStudents, eq(activityStudents.activity_id, activities.id))
        .where(
          and(
            eq(activities.platform_id, platformId),
            eq(activities.published, true),
            inArray(activities.classroom_id, inClassrooms),
          ),
        )
        .groupBy(activities.id)
        .having(sql`count(*) filter (where ${scored}) > 0`)
        .orderBy(desc(activities.created_at), asc(activities.title));
    },

    /**
     * One row per student of the classroom over its published activities: answers sent, scores,
     * pokz and workload, and the latest of their own sign-ins and activity openings.
     */
    async students(platformId: string, classroomId: string) {
      const classroomActivities = db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.platform_id, platformId),
            eq(activities.classroom_id, classroomId),
            eq(activities.published, true),
          ),
        );
      const sent = sql`${activityStudents.status} = ${DELIVERY_STATUS.sent}`;
      const lastSignIn = db
        .select({ at: sql`max(${sessions.created_at})` })
        .from(sessions)
        .where(and(eq(sessions.user_id, users.id), isNull(sessions.opened_by)));
      return db
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          avgPoints: average,
          totalPokz: sql<number>`coalesce(sum(greatest(${activityStudents.pokz}, 0)), 0)::int`,
          totalActivities: sql<number>`count(${activityStudents.activity_id})::int`,
          totalDone: sql<number>`(count(*) filter (where ${sent}))::int`,
          totalWorkload: sql<number>`coalesce(sum(${activities.workload}) filter (where ${sent}), 0)::int`,
          lastAccess: sql`greatest(max(${activityStudents.last_access_at}), (${lastSignIn}))`.mapWith(
            activityStudents.last_access_at,
          ),
        })
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .leftJoin(
          activityStudents,
          and(eq(activityStudents.student_id, users.id), inArray(activityStudents.activity_id, classroomActivities)),
        )
        .leftJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.role, 'student'),
          ),
        )
        .groupBy(users.id)
        .orderBy(asc(users.name), asc(users.id));
    },
  };
}

export type TeacherLearningRepository = ReturnType<typeof createTeacherLearningRepository>;
export type ClassroomRow = Awaited<ReturnType<TeacherLearningRepository['classrooms']>>[number];
export type ScoredActivityRow = Awaited<ReturnType<TeacherLearningRepository['scoredActivities']>>[number];
export type StudentRow = Awaited<ReturnType<TeacherLearningRepository['students']>>[number];
