import { STUDENT_ROLES } from '@ava/contracts';
import { and, asc, count, countDistinct, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import {
  classroomMembers,
  classrooms,
  grades,
  schoolGroups,
  schoolMemberships,
  schools,
} from '../tenancy/tenancy.tables.ts';
import { type LoadAccount, type LoadStudent, studentLoads } from './school-data.tables.ts';

/** Rows per INSERT and per IN list: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** A new student account: what the job writes once its password is hashed. */
export interface NewStudent extends LoadStudent {
  password_hash: string;
}

export type StudentLoadRow = typeof studentLoads.$inferSelect;

const isStudent = inArray(users.role, [...STUDENT_ROLES]);

/** A coordinator's schools: those they are a member of; no condition for the administration (null). */
const memberOf = (platformId: string, memberId: string | null) =>
  memberId
    ? sql`exists (select 1 from ${schoolMemberships} where ${schoolMemberships.school_id} = ${schools.id} and ${schoolMemberships.user_id} = ${memberId} and ${schoolMemberships.platform_id} = ${platformId})`
    : undefined;

/** Data access of school data; the platform id first in every function, `tx` last where a service's transaction may pass it. */
export function createSchoolDataRepository(db: Executor) {
  return {
    /** The schools a coordinator belongs to (userId), or every school of the platform (null). */
    async schools(platformId: string, memberId: string | null) {
      const classroomCounts = db
        .select({ school_id: classrooms.school_id, n: count().as('classroom_count') })
        .from(classrooms)
        .where(eq(classrooms.platform_id, platformId))
        .groupBy(classrooms.school_id)
        .as('classroom_counts');
      const studentCounts = db
        .select({ school_id: schoolMemberships.school_id, n: count().as('student_count') })
        .from(schoolMemberships)
        .innerJoin(users, eq(users.id, schoolMemberships.user_id))
        .where(and(eq(schoolMemberships.platform_id, platformId), isStudent))
        .groupBy(schoolMemberships.school_id)
        .as('student_counts');
      const rows = await db
        .select({
          id: schools.id,
          name: schools.name,
          school_group_id: schools.school_group_id,
          school_group_name: schoolGroups.name,
          classrooms: classroomCounts.n,
          students: studentCounts.n,
        })
        .from(schools)
        .leftJoin(schoolGroups, eq(schoolGroups.id, schools.school_group_id))
        .leftJoin(classroomCounts, eq(classroomCounts.school_id, schools.id))
        .leftJoin(studentCounts, eq(studentCounts.school_id, schools.id))
        .where(and(eq(schools.platform_id, platformId), memberOf(platformId, memberId)))
        .orderBy(asc(schools.name));
      return rows.map((row) => ({
        ...row,
        classrooms: Number(row.classrooms ?? 0),
        students: Number(row.students ?? 0),
      }));
    },

    /** Whether the school is the platform's and, for a coordinator (memberId), one of theirs. */
    async schoolInReach(platformId: string, schoolId: string, memberId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: schools.id })
        .from(schools)
        .where(and(eq(schools.platform_id, platformId), eq(schools.id, schoolId), memberOf(platformId, memberId)))
        .limit(1);
      return Boolean(row);
    },

    async schoolGroups(platformId: string, schoolIds: readonly string[]) {
      if (schoolIds.length === 0) return [];
      const rows = await db
        .select({ id: schoolGroups.id, name: schoolGroups.name, schools: count(schools.id) })
        .from(schoolGroups)
        .innerJoin(schools, eq(schools.school_group_id, schoolGroups.id))
        .where(and(eq(schoolGroups.platform_id, platformId), inArray(schools.id, [...schoolIds])))
        .groupBy(schoolGroups.id, schoolGroups.name)
        .orderBy(asc(schoolGroups.name));
      return rows.map((row) => ({ ...row, schools: Number(row.schools) }));
    },

    /** The school's classrooms with their grade and number of students, newest year first. */
    async classrooms(platformId: string, schoolId: string) {
      const rows = await db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          year: classrooms.year,
          grade_id: classrooms.grade_id,
          grade_name: grades.name,
          students: countDistinct(
            sql`case when ${classroomMembers.role} = 'student' then ${classroomMembers.user_id} end`,
          ),
        })
        .from(classrooms)
        .innerJoin(grades, eq(grades.id, classrooms.grade_id))
        .leftJoin(classroomMembers, eq(classroomMembers.classroom_id, classrooms.id))
        .where(and(eq(classrooms.platform_id, platformId), eq(classrooms.school_id, schoolId)))
        .groupBy(classrooms.id, grades.name)
        .orderBy(sql`${classrooms.year} desc`, asc(classrooms.grade_id), asc(classrooms.name));
      return rows.map((row) => ({ ...row, students: Number(row.students) }));
    },

    /** The school's students (members with a student role), optionally of one classroom, with their classrooms' names. */
    async students(platformId: string, schoolId: string, classroomId?: string) {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          email: users.email,
          classrooms: sql<
            string[] | null
          >`array_remove(array_agg(distinct ${classrooms.name} order by ${classrooms.name}), null)`,
        })
        .from(schoolMemberships)
        .innerJoin(users, eq(users.id, schoolMemberships.user_id))
        .leftJoin(
          classroomMembers,
          and(eq(classroomMembers.user_id, users.id), eq(classroomMembers.platform_id, platformId)),
        )
        .leftJoin(
          classrooms,
          and(eq(classrooms.id, classroomMembers.classroom_id), eq(classrooms.school_id, schoolMemberships.school_id)),
        )
        .where(
          and(
            eq(schoolMemberships.platform_id, platformId),
            eq(schoolMemberships.school_id, schoolId),
            isStudent,
            classroomId
              ? sql`exists (select 1 from ${classroomMembers} cm where cm.user_id = ${users.id} and cm.classroom_id = ${classroomId})`
              : undefined,
          ),
        )
        .groupBy(users.id)
        .orderBy(asc(users.name), asc(users.username));
      return rows.map((row) => ({ ...row, classrooms: row.classrooms ?? [] }));
    },

    /** Grades taught at the school: their classrooms and students. */
    async gradesByClassrooms(platformId: string, schoolId: string) {
      const rows = await db
        .select({
          id: grades.id,
          name: grades.name,
          classrooms: countDistinct(classrooms.id),
          students: countDistinct(
            sql`case when ${classroomMembers.role} = 'student' then ${classroomMembers.user_id} end`,
          ),
        })
        .from(classrooms)
        .innerJoin(grades, eq(grades.id, classrooms.grade_id))
        .leftJoin(classroomMembers, eq(classroomMembers.classroom_id, classrooms.id))
        .where(and(eq(classrooms.platform_id, platformId), eq(classrooms.school_id, schoolId)))
        .groupBy(grades.id, grades.name)
        .orderBy(asc(grades.id));
      return rows.map((row) => ({ ...row, classrooms: Number(row.classrooms), students: Number(row.students) }));
    },

    /** Those of the given usernames (lower-cased) already used on the platform. */
    async takenUsernames(platformId: string, usernames: readonly string[]): Promise<Set<string>> {
      const taken = new Set<string>();
      for (const part of chunks(usernames)) {
        const rows = await db
          .select({ value: users.username })
          .from(users)
          .where(and(eq(users.platform_id, platformId), inArray(users.username, part)));
        for (const row of rows) taken.add(row.value);
      }
      return taken;
    },

    /** Those of the given e-mails (lower-cased) already used on the platform. */
    async takenEmails(platformId: string, emails: readonly string[]): Promise<Set<string>> {
      const taken = new Set<string>();
      for (const part of chunks(emails)) {
        const rows = await db
          .select({ value: users.email })
          .from(users)
          .where(and(eq(users.platform_id, platformId), inArray(users.email, part)));
        for (const row of rows) if (row.value) taken.add(row.value);
      }
      return taken;
    },

    async createLoad(
      platformId: string,
      values: { school_id: string; created_by: string; students: LoadStudent[] },
      tx: Executor = db,
    ): Promise<StudentLoadRow> {
      const [row] = await tx
        .insert(studentLoads)
        .values({ platform_id: platformId, ...values, total: values.students.length })
        .returning();
      if (!row) throw new Error('the load was not recorded');
      return row;
    },

    async findLoad(platformId: string, id: string): Promise<StudentLoadRow | null> {
      const [row] = await db
        .select()
        .from(studentLoads)
        .where(and(eq(studentLoads.platform_id, platformId), eq(studentLoads.id, id)));
      return row ?? null;
    },

    /**
     * Takes a load for one run: a queued one, or one whose run stopped giving news (its runner
     * died); null when another run holds it or it is finished. Each progress step refreshes
     * `updated_at`, the run's heartbeat.
     */
    async claimLoad(id: string, staleSeconds: number): Promise<StudentLoadRow | null> {
      const [row] = await db
        .update(studentLoads)
        .set({ status: 'running', done: 0 })
        .where(
          and(
            eq(studentLoads.id, id),
            or(
              eq(studentLoads.status, 'queued'),
              and(
                eq(studentLoads.status, 'running'),
                lt(studentLoads.updated_at, sql`now() - make_interval(secs => ${staleSeconds})`),
              ),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    async setProgress(id: string, done: number): Promise<void> {
      await db.update(studentLoads).set({ done }).where(eq(studentLoads.id, id));
    },

    /** Ends a running load; false when it had already ended (another run finished it). */
    async finishLoad(
      id: string,
      values: { status: 'done' | 'failed'; done?: number; accounts?: LoadAccount[]; error?: string },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(studentLoads)
        .set(values)
        .where(and(eq(studentLoads.id, id), eq(studentLoads.status, 'running')))
        .returning({ id: studentLoads.id });
      return rows.length > 0;
    },

    /** Writes the accounts, their school membership and their classroom, in the caller's transaction. */
    async insertStudents(platformId: string, schoolId: string, students: readonly NewStudent[], tx: Executor = db) {
      for (const part of chunks(students)) {
        const created = await tx
          .insert(users)
          .values(
            part.map((student) => ({
              platform_id: platformId,
              username: student.username,
              email: student.email,
              password_hash: student.password_hash,
              name: student.name,
              role: 'school_student' as const,
            })),
          )
          .returning({ id: users.id, username: users.username });
        const idOf = new Map(created.map((row) => [row.username, row.id]));
        const members = part.map((student) => ({ student, userId: idOf.get(student.username) ?? '' }));
        await tx
          .insert(schoolMemberships)
          .values(members.map(({ userId }) => ({ platform_id: platformId, user_id: userId, school_id: schoolId })));
        await tx.insert(classroomMembers).values(
          members.map(({ student, userId }) => ({
            platform_id: platformId,
            classroom_id: student.classroom_id,
            user_id: userId,
            role: 'student' as const,
          })),
        );
      }
    },
  };
}

export type SchoolDataRepository = ReturnType<typeof createSchoolDataRepository>;
