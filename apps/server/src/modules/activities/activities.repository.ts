import type { ActivityFilters, ActivityKind } from '@ava/contracts';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.repository.ts';
import { classroomMembers, classrooms, schools } from '../tenancy/tenancy.tables.ts';
import { activities, activityFavorites, activityStudents } from './activities.tables.ts';

export type ActivityInsert = typeof activities.$inferInsert;
export type AssignmentValues = Partial<
  Pick<
    typeof activityStudents.$inferInsert,
    | 'status'
    | 'draft'
    | 'delivered_at'
    | 'score'
    | 'pokz'
    | 'teacher_comment'
    | 'evaluated_at'
    | 'reached_goal'
    | 'last_access_at'
  >
>;
export type StudentListKind = 'open' | 'closed';
export type TeacherListState = 'active' | 'archived' | 'concluded' | 'draft' | 'all';

const one = sql`1`;
/** Rows read per query when exporting, so memory stays flat whatever the total. */
export const EXPORT_BATCH = 1_000;
const teacher = users;

/**
 * Open for the student: not concluded, and either a redo was asked or it is neither sent
 * nor past its end date. Everything else the student sees is closed.
 */
function openCondition(now: Date): SQL {
  return and(
    isNull(activities.concluded_at),
    or(
      eq(activityStudents.status, 5),
      and(ne(activityStudents.status, 3), or(isNull(activities.end_time), gt(activities.end_time, now))),
    ),
  ) as SQL;
}

/** The student's own assignments of activities that are published and not archived. */
function studentSees(platformId: string, studentId: string): SQL[] {
  return [
    eq(activityStudents.platform_id, platformId),
    eq(activityStudents.student_id, studentId),
    eq(activities.published, true),
    isNull(activities.archived_at),
  ];
}

/** The activity's assignment rows: those of the given students, or all of them. */
export function assignmentsOf(platformId: string, activityId: string, studentIds?: string[]): SQL | undefined {
  return and(
    eq(activityStudents.platform_id, platformId),
    eq(activityStudents.activity_id, activityId),
    studentIds ? inArray(activityStudents.student_id, studentIds) : undefined,
  );
}

function filterConditions(filters: ActivityFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.activity_type?.length) conditions.push(inArray(activities.kind, filters.activity_type as ActivityKind[]));
  if (filters.teacher) conditions.push(eq(activities.teacher_id, filters.teacher));
  return conditions;
}

function favoriteOf(userId: string) {
  return sql<boolean>`exists (select 1 from ${activityFavorites} where ${activityFavorites.activity_id} = ${activities.id} and ${activityFavorites.user_id} = ${userId})`;
}

/** What the student's lists show of an activity: only these, as every column read costs on a 100-row list. */
const studentListColumns = {
  id: activities.id,
  title: activities.title,
  kind: activities.kind,
  teacher_id: activities.teacher_id,
  classroom_id: activities.classroom_id,
  start_time: activities.start_time,
  end_time: activities.end_time,
  workload: activities.workload,
  image_url: activities.image_url,
};
export type StudentListRow = Pick<typeof activities.$inferSelect, keyof typeof studentListColumns>;

/** What lists and exports show of an activity: never the rich-text details or private notes. */
const listColumns = {
  ...studentListColumns,
  bncc: activities.bncc,
  published: activities.published,
  act_status: activities.act_status,
  archived_at: activities.archived_at,
  concluded_at: activities.concluded_at,
  creation_step: activities.creation_step,
  created_at: activities.created_at,
};
export type ActivityListRow = Pick<typeof activities.$inferSelect, keyof typeof listColumns>;

/** What the student's lists show of their own row: never the text of the response. */
const listAssignmentColumns = {
  status: activityStudents.status,
  score: activityStudents.score,
  pokz: activityStudents.pokz,
  teacher_comment: activityStudents.teacher_comment,
  delivered_at: activityStudents.delivered_at,
};
export type AssignmentListRow = Pick<typeof activityStudents.$inferSelect, keyof typeof listAssignmentColumns>;

const totalStudents = sql<number>`(select count(*)::int from ${activityStudents} s where s.activity_id = ${activities.id})`;
const participation = sql<number>`(select count(*)::int from ${activityStudents} s where s.activity_id = ${activities.id} and s.status = 3)`;

export function createActivitiesRepository(db: Executor) {
  return {
    /** The student's activities of one list in a single query, whatever their number. */
    async studentList(
      platformId: string,
      studentId: string,
      list: StudentListKind,
      filters: ActivityFilters,
      now: Date,
    ) {
      const open = openCondition(now);
      return db
        .select({
          activity: studentListColumns,
          assignment: listAssignmentColumns,
          teacherName: teacher.name,
          classroomName: classrooms.name,
          favorite: favoriteOf(studentId),
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .innerJoin(teacher, eq(teacher.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(
          and(
            ...studentSees(platformId, studentId),
            list === 'open' ? open : sql`not (${open})`,
            ...filterConditions(filters),
          ),
        )
        .orderBy(
          list === 'open' ? sql`${activities.end_time} asc nulls last` : sql`${activities.end_time} desc nulls last`,
          asc(activities.created_at),
        );
    },

    async studentCounts(platformId: string, studentId: string, now: Date, urgentUntil: Date) {
      const open = openCondition(now);
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${open})::int`,
          urgent: sql<number>`count(*) filter (where ${and(open, gt(activities.end_time, now), lt(activities.end_time, urgentUntil))})::int`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(and(...studentSees(platformId, studentId)));
      return { open: row?.open ?? 0, urgent: row?.urgent ?? 0 };
    },

    /** Totals of the student's closed activities; workload counts only what was sent. */
    async studentClosedStats(platformId: string, studentId: string, filters: ActivityFilters, now: Date) {
      const [row] = await db
        .select({
          avg_points: sql<string | null>`avg(${activityStudents.score})`,
          total_pokz: sql<number>`coalesce(sum(${activityStudents.pokz}), 0)::int`,
          total_activities: sql<number>`count(*)::int`,
          total_not_done: sql<number>`count(*) filter (where ${activityStudents.status} <> 3)::int`,
          total_workload: sql<number>`coalesce(sum(${activities.workload}) filter (where ${activityStudents.status} = 3), 0)::int`,
        })
        .from(activityStudents)
        .innerJoin(activities, eq(activities.id, activityStudents.activity_id))
        .where(
          and(...studentSees(platformId, studentId), sql`not (${openCondition(now)})`, ...filterConditions(filters)),
        );
      return {
        avg_points: row?.avg_points == null ? null : Number(row.avg_points),
        total_pokz: row?.total_pokz ?? 0,
        total_activities: row?.total_activities ?? 0,
        total_not_done: row?.total_not_done ?? 0,
        total_workload: row?.total_workload ?? 0,
      };
    },

    /** The educator's list, one page, with the number of every match. */
    async teacherList(
      platformId: string,
      user: Educator,
      query: ActivityFilters & { classroom?: string; state: TeacherListState; favorite?: boolean; search?: string },
      page: { limit: number; offset: number } | null,
      /** The cursor of the last row of the previous batch (its exact created_at, as text). */
      after?: { createdAt: string; id: string },
    ) {
      const favorite = favoriteOf(user.id);
      const conditions: SQL[] = [
        eq(activities.platform_id, platformId),
        inArray(activities.classroom_id, educatorClassroomIds(db, user)),
        ...filterConditions(query),
      ];
      if (query.classroom) conditions.push(eq(activities.classroom_id, query.classroom));
      if (query.favorite !== undefined) conditions.push(query.favorite ? favorite : sql`not ${favorite}`);
      if (query.search) conditions.push(ilike(activities.title, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`));
      if (after) {
        conditions.push(
          sql`(${activities.created_at}, ${activities.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      switch (query.state) {
        case 'active':
          conditions.push(
            eq(activities.published, true),
            isNull(activities.archived_at),
            isNull(activities.concluded_at),
          );
          break;
        case 'archived':
          conditions.push(isNotNull(activities.archived_at));
          break;
        case 'concluded':
          conditions.push(isNotNull(activities.concluded_at), isNull(activities.archived_at));
          break;
        case 'draft':
          conditions.push(eq(activities.published, false), isNull(activities.archived_at));
          break;
      }
      const select = db
        .select({
          activity: listColumns,
          teacherName: teacher.name,
          classroomName: classrooms.name,
          favorite,
          // Sub-selects in the select list are evaluated after the sort and limit: only for this page.
          totalStudents,
          participation,
          averageScore: sql<
            string | null
          >`(select avg(s.score) from ${activityStudents} s where s.activity_id = ${activities.id})`,
          totalPokz: sql<number>`(select coalesce(sum(s.pokz), 0)::int from ${activityStudents} s where s.activity_id = ${activities.id})`,
          // Exact to the microsecond, which a JavaScript Date is not: the next batch starts after it.
          cursor: sql<string>`${activities.created_at}::text`,
          // Only a page needs the number of matches; export batches would recount every time.
          total: page ? sql<number>`count(*) over ()::int` : sql<number>`0`,
        })
        .from(activities)
        .innerJoin(teacher, eq(teacher.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(and(...conditions))
        .orderBy(desc(activities.created_at), desc(activities.id));
      return page ? select.limit(page.limit).offset(page.offset) : select.limit(EXPORT_BATCH);
    },

    /** One activity with its counts, the caller's favourite flag and names. */
    async detail(platformId: string, activityId: string, userId: string) {
      const [row] = await db
        .select({
          activity: activities,
          teacherName: teacher.name,
          classroomName: classrooms.name,
          favorite: favoriteOf(userId),
          totalStudents,
          participation,
        })
        .from(activities)
        .innerJoin(teacher, eq(teacher.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)));
      return row ?? null;
    },

    /** Assigned students with their rows, optionally only some of them. */
    async assignments(platformId: string, activityId: string, studentIds?: string[]) {
      return db
        .select({
          assignment: activityStudents,
          student: { id: users.id, name: users.name, username: users.username, avatar_url: users.avatar_url },
        })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .where(assignmentsOf(platformId, activityId, studentIds))
        .orderBy(asc(users.name), asc(users.id));
    },

    async assignedStudentIds(platformId: string, activityId: string): Promise<string[]> {
      const rows = await db
        .select({ id: activityStudents.student_id })
        .from(activityStudents)
        .where(and(eq(activityStudents.platform_id, platformId), eq(activityStudents.activity_id, activityId)));
      return rows.map((row) => row.id);
    },

    /** The classroom when the educator may use it (teaches it, or coordinates its school). */
    async classroomFor(platformId: string, classroomId: string, user: Educator) {
      const [row] = await db
        .select({ id: classrooms.id, school_id: classrooms.school_id })
        .from(classrooms)
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            eq(classrooms.id, classroomId),
            inArray(classrooms.id, educatorClassroomIds(db, user)),
          ),
        );
      return row ?? null;
    },

    /** Which of the ids are students of the classroom; all of its students without ids. */
    async classroomStudents(platformId: string, classroomId: string, ids?: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: classroomMembers.user_id })
        .from(classroomMembers)
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.role, 'student'),
            ids ? inArray(classroomMembers.user_id, ids) : undefined,
          ),
        );
      return rows.map((row) => row.id);
    },

    async educatorClassrooms(platformId: string, user: Educator) {
      return db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          year: classrooms.year,
          grade_id: classrooms.grade_id,
          school_id: schools.id,
          school_name: schools.name,
          total_students: sql<number>`(select count(*)::int from ${classroomMembers} m where m.classroom_id = ${classrooms.id} and m.role = 'student')`,
        })
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.school_id))
        .where(and(eq(classrooms.platform_id, platformId), inArray(classrooms.id, educatorClassroomIds(db, user))))
        .orderBy(asc(schools.name), asc(classrooms.name));
    },

    /**
     * Teachers for the list filter: the classroom teachers of the given classrooms and the
     * authors of their activities.
     */
    async teachersOf(platformId: string, classroomIds: string[]) {
      if (classroomIds.length === 0) return [];
      return db
        .selectDistinct({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.platform_id, platformId),
            or(
              exists(
                db
                  .select({ one })
                  .from(classroomMembers)
                  .where(
                    and(
                      eq(classroomMembers.user_id, users.id),
                      eq(classroomMembers.role, 'teacher'),
                      inArray(classroomMembers.classroom_id, classroomIds),
                    ),
                  ),
              ),
              exists(
                db
                  .select({ one })
                  .from(activities)
                  .where(and(eq(activities.teacher_id, users.id), inArray(activities.classroom_id, classroomIds))),
              ),
            ),
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    async studentClassroomIds(platformId: string, studentId: string): Promise<string[]> {
      const rows = await db
        .select({ id: classroomMembers.classroom_id })
        .from(classroomMembers)
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.user_id, studentId),
            eq(classroomMembers.role, 'student'),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
