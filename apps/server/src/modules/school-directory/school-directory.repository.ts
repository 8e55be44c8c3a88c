import { STUDENT_ROLES, type Stage } from '@ava/contracts';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
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
import { type Educator, educatorClassroomIds } from './school-directory.access.ts';

const classroomColumns = {
  id: classrooms.id,
  name: classrooms.name,
  year: classrooms.year,
  grade_id: grades.id,
  grade_name: grades.name,
  grade_stage: grades.stage,
  school_id: schools.id,
  school_name: schools.name,
  school_external_id: schools.external_id,
  total_students: sql<number>`(select count(*)::int from ${classroomMembers} m where m.classroom_id = ${classrooms.id} and m.role = 'student')`,
};

const studentColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  level: users.level,
  blocked_at: users.blocked_at,
};

export interface ClassroomRow {
  id: string;
  name: string;
  year: number;
  grade_id: number;
  grade_name: string;
  grade_stage: Stage | null;
  school_id: string;
  school_name: string;
  school_external_id: string | null;
  total_students: number;
}

export interface StudentRow {
  id: string;
  name: string;
  username: string;
  email: string | null;
  level: number;
  blocked_at: Date | null;
}

export function createSchoolDirectoryRepository(db: Executor) {
  function classroomsWhere(platformId: string, where: SQL | undefined): Promise<ClassroomRow[]> {
    return db
      .select(classroomColumns)
      .from(classrooms)
      .innerJoin(grades, eq(grades.id, classrooms.grade_id))
      .innerJoin(schools, eq(schools.id, classrooms.school_id))
      .where(and(eq(classrooms.platform_id, platformId), where))
      .orderBy(asc(schools.name), asc(classrooms.year), asc(classrooms.name));
  }

  return {
    async grades(): Promise<{ id: number; name: string; stage: Stage | null }[]> {
      return db.select({ id: grades.id, name: grades.name, stage: grades.stage }).from(grades);
    },

    /** The classrooms a student belongs to, or an educator sees. */
    async classrooms(platformId: string, viewer: { student: string } | { educator: Educator }) {
      const ids =
        'student' in viewer
          ? db
              .select({ id: classroomMembers.classroom_id })
              .from(classroomMembers)
              .where(and(eq(classroomMembers.user_id, viewer.student), eq(classroomMembers.role, 'student')))
          : educatorClassroomIds(db, viewer.educator);
      return classroomsWhere(platformId, inArray(classrooms.id, ids));
    },

    async classroomFor(platformId: string, classroomId: string, educator: Educator): Promise<ClassroomRow | null> {
      const [row] = await classroomsWhere(
        platformId,
        and(eq(classrooms.id, classroomId), inArray(classrooms.id, educatorClassroomIds(db, educator))),
      );
      return row ?? null;
    },

    async studentsOf(platformId: string, classroomId: string): Promise<StudentRow[]> {
      return db
        .select(studentColumns)
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.role, 'student'),
          ),
        )
        .orderBy(asc(users.name), asc(users.username));
    },

    /**
     * The student when the educator may act on them: a student of a classroom they see, or,
     * for a coordinator, a student who belongs to one of their schools without a classroom.
     */
    async studentFor(platformId: string, studentId: string, educator: Educator): Promise<StudentRow | null> {
      const inClassroom = exists(
        db
          .select({ one: sql`1` })
          .from(classroomMembers)
          .where(
            and(
              eq(classroomMembers.user_id, users.id),
              eq(classroomMembers.role, 'student'),
              inArray(classroomMembers.classroom_id, educatorClassroomIds(db, educator)),
            ),
          ),
      );
      const inSchool = sql`exists (select 1 from ${schoolMemberships} s join ${schoolMemberships} c on c.school_id = s.school_id where s.user_id = ${users.id} and c.user_id = ${educator.id})`;
      const [row] = await db
        .select(studentColumns)
        .from(users)
        .where(
          and(
            eq(users.platform_id, platformId),
            eq(users.id, studentId),
            inArray(users.role, [...STUDENT_ROLES]),
            educator.coordinator ? sql`(${inClassroom} or ${inSchool})` : inClassroom,
          ),
        );
      return row ?? null;
    },

    async updateStudent(
      platformId: string,
      studentId: string,
      changes: Partial<{
        name: string;
        username: string;
        email: string | null;
        email_verified_at: null;
        password_hash: string;
      }>,
    ): Promise<void> {
      await db
        .update(users)
        .set(changes)
        .where(and(eq(users.platform_id, platformId), eq(users.id, studentId)));
    },

    /** The educator's schools with their group. */
    async schoolsOf(platformId: string, userId: string) {
      return db
        .select({
          id: schools.id,
          name: schools.name,
          external_id: schools.external_id,
          group_id: schoolGroups.id,
          group_name: schoolGroups.name,
        })
        .from(schoolMemberships)
        .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
        .leftJoin(schoolGroups, eq(schoolGroups.id, schools.school_group_id))
        .where(and(eq(schoolMemberships.platform_id, platformId), eq(schoolMemberships.user_id, userId)))
        .orderBy(asc(schoolMemberships.position), asc(schools.name));
    },
  };
}

export type SchoolDirectoryRepository = ReturnType<typeof createSchoolDirectoryRepository>;
