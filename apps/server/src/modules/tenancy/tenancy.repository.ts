import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { classroomMembers, classrooms, grades, schoolMemberships, schools } from './tenancy.tables.ts';

export interface MembershipRow {
  school_id: string;
  school_name: string;
  school_external_id: string | null;
  accepted_at: Date | null;
  confirmed_at: Date | null;
  classrooms: number;
}

/** Grade names by id (grades are shared by every platform); unknown ids are left out. */
export async function gradeNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: grades.id, name: grades.name })
    .from(grades)
    .where(inArray(grades.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function createTenancyRepository(db: Executor) {
  return {
    /** The user's schools in their order, with the terms and confirmation dates of each. */
    async schoolsOf(platformId: string, userId: string): Promise<MembershipRow[]> {
      const taught = db
        .select({ school_id: classrooms.school_id, classrooms: count().as('classrooms') })
        .from(classroomMembers)
        .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroom_id))
        .where(and(eq(classroomMembers.platform_id, platformId), eq(classroomMembers.user_id, userId)))
        .groupBy(classrooms.school_id)
        .as('taught');
      const rows = await db
        .select({
          school_id: schools.id,
          school_name: schools.name,
          school_external_id: schools.external_id,
          accepted_at: schoolMemberships.accepted_at,
          confirmed_at: schoolMemberships.confirmed_at,
          classrooms: taught.classrooms,
        })
        .from(schoolMemberships)
        .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
        .leftJoin(taught, eq(taught.school_id, schools.id))
        .where(and(eq(schoolMemberships.platform_id, platformId), eq(schoolMemberships.user_id, userId)))
        .orderBy(asc(schoolMemberships.position), asc(schools.name));
      return rows.map((row) => ({ ...row, classrooms: Number(row.classrooms ?? 0) }));
    },

    /** The grade of the student's most recent classroom at their current (first) school, else at any. */
    async currentGradeOf(platformId: string, userId: string): Promise<{ id: number; external_id: string } | null> {
      const [row] = await db
        .select({ id: grades.id })
        .from(classroomMembers)
        .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroom_id))
        .innerJoin(grades, eq(grades.id, classrooms.grade_id))
        .leftJoin(
          schoolMemberships,
          and(
            eq(schoolMemberships.platform_id, platformId),
            eq(schoolMemberships.user_id, userId),
            eq(schoolMemberships.school_id, classrooms.school_id),
          ),
        )
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.user_id, userId),
            eq(classroomMembers.role, 'student'),
          ),
        )
        .orderBy(asc(schoolMemberships.position), desc(classrooms.year))
        .limit(1);
      return row ? { id: row.id, external_id: String(row.id) } : null;
    },
  };
}

export type TenancyRepository = ReturnType<typeof createTenancyRepository>;
