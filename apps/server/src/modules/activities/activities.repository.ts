import { type ActivityFilters, type ActivityKind, EXTERNALLY_LISTED_KINDS, URGENT_WINDOW_MS } from '@ava/contracts';
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
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activityExams } from '../exams/exams.tables.ts';
import { forumComments } from '../forum/forum.tables.ts';
import { activityGames } from '../homework/homework.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classroomMembers, classrooms, schools } from '../tenancy/tenancy.tables.ts';
import { activityTrails } from '../trails/trails.tables.ts';
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
export type TeacherListState = 'active' | 'archived' | 'concluded' | 'draft' | 'all';

const one = sql`1`;

/**
 * Where each kind's applied content is (the exams module attaches an exam, the homework module
 * a tarefa's challenges): a student could do neither without it.
 */
const APPLIED_CONTENT = { digital_exam: activityExams, homework: activityGames, trail: activityTrails } as const;
export type AppliedContentKind = keyof typeof APPLIED_CONTENT;
export const isAppliedContentKind = (kind: string): kind is AppliedContentKind => kind in APPLIED_CONTENT;
/** Rows read per query when exporting, so memory stays flat whatever the total. */
export const EXPORT_BATCH = 1_000;
const teacher = users;

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

/** The student's lists also need to know what is concluded and the order of creation. */
const studentSnapshotColumns = {
  ...studentListColumns,
  concluded_at: activities.concluded_at,
  created_at: activities.created_at,
};

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

export interface StudentAssignmentRow {
  activity: Pick<typeof activities.$inferSelect, keyof typeof studentSnapshotColumns>;
  assignment: AssignmentListRow;
  teacherName: string;
  classroomName: string;
  favorite: boolean;
}

export type TeacherListQuery = ActivityFilters & {
  classroom?: string;
  state: TeacherListState;
  favorite?: boolean;
  search?: string;
};

/** Which activities the educator's list (and its export) holds for these filters, after a cursor. */
export function teacherListConditions(
  db: Executor,
  platformId: string,
  user: Educator,
  query: TeacherListQuery,
  /** The cursor of the last row of the previous batch (its exact created_at, as text). */
  after?: { createdAt: string; id: string },
): SQL[] {
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
      conditions.push(eq(activities.published, true), isNull(activities.archived_at), isNull(activities.concluded_at));
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
  return conditions;
}

const totalStudents = sql<number>`(select count(*)::int from ${activityStudents} s where s.activity_id = ${activities.id})`;
const participation = sql<number>`(select count(*)::int from ${activityStudents} s where s.activity_id = ${activities.id} and s.status = 3)`;

export function createActivitiesRepository(db: Executor) {
  return {
    /**
     * Every activity the student sees, open and closed, with their own row: one query whatever
     * their number. Lists, counts and totals are worked out from it (student-lists.ts). Digital
     * exams and trails are the exams and trails services' to list while the platform's
     * marsActivities flag is on (the web app then asks them); with it off, they are listed here.
     */
    async studentAssignments(platformId: string, studentId: string): Promise<StudentAssignmentRow[]> {
      return db
        .select({
          activity: studentSnapshotColumns,
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
            or(
              notInArray(activities.kind, [...EXTERNALLY_LISTED_KINDS]),
              not(featureFlagOn(platformId, 'marsActivities')),
            ),
          ),
        );
    },

    /** The educator's list, one page, with the number of every match and of the urgent ones at `now`. */
    async teacherList(
      platformId: string,
      user: Educator,
      query: TeacherListQuery,
      page: { limit: number; offset: number },
      now: Date,
    ) {
      const favorite = favoriteOf(user.id);
      const conditions = teacherListConditions(db, platformId, user, query);
      const urgent = and(
        eq(activities.published, true),
        isNull(activities.archived_at),
        isNull(activities.concluded_at),
        gt(activities.end_time, now),
        lt(activities.end_time, new Date(now.getTime() + URGENT_WINDOW_MS)),
      );
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
          total: sql<number>`count(*) over ()::int`,
          urgent: sql<number>`(count(*) filter (where ${urgent}) over ())::int`,
        })
        .from(activities)
        .innerJoin(teacher, eq(teacher.id, activities.teacher_id))
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(and(...conditions))
        .orderBy(desc(activities.created_at), desc(activities.id));
      return select.limit(page.limit).offset(page.offset);
    },

    /**
     * One activity with its counts, the caller's favourite flag and names, its exam's duration,
     * and how many of the students (all, or only `studentIds`: a student themselves, a guardian's
     * dependents) reached the goal and took part: sent their answer or, in a forum, commented.
     */
    async detail(platformId: string, activityId: string, userId: string, studentIds?: string[]) {
      const rows = and(
        sql`s.activity_id = ${activities.id}`,
        studentIds ? inArray(sql`s.student_id`, studentIds) : undefined,
      );
      const [row] = await db
        .select({
          activity: activities,
          teacherName: teacher.name,
          classroomName: classrooms.name,
          favorite: favoriteOf(userId),
          totalStudents,
          participation,
          duration: sql<
            number | null
          >`(select ${activityExams.duration} from ${activityExams} where ${activityExams.activity_id} = ${activities.id})`,
          reachedGoal: sql<number>`(select count(*)::int from ${activityStudents} s where ${rows} and s.reached_goal)`,
          tookPart: sql<number>`(select count(*)::int from ${activityStudents} s where ${rows} and (s.status = 3 or (${activities.kind} = 'forum' and exists (select 1 from ${forumComments} c where c.activity_id = s.activity_id and c.author_id = s.student_id and c.trail_id = ''))))`,
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

    /** Whether the activity has the content its kind is applied with: a digital exam its exam, a tarefa a challenge. */
    async hasAppliedContent(platformId: string, activityId: string, kind: AppliedContentKind): Promise<boolean> {
      const applied = APPLIED_CONTENT[kind];
      const [row] = await db
        .select({ one })
        .from(applied)
        .where(and(eq(applied.platform_id, platformId), eq(applied.activity_id, activityId)))
        .limit(1);
      return row !== undefined;
    },

    /** The stored rich text of the activity's details ('' when it has none). */
    async storedDetails(platformId: string, activityId: string): Promise<string> {
      const [row] = await db
        .select({ details: activities.details })
        .from(activities)
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)));
      return row?.details ?? '';
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
