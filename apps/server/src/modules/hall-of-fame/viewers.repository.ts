import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../identity/identity.tables.ts';
import { classroomMembers, classrooms, schools } from '../tenancy/tenancy.tables.ts';

/** What the hall of fame reads of the school structure to decide what a caller may see. */
export function createViewersRepository(db: Executor) {
  return {
    /** The schools an educator belongs to (in their order), then those they only teach a classroom of. */
    async educatorSchools(platformId: string, userId: string): Promise<string[]> {
      const rows = rowsOf<{ school_id: string }>(
        await db.execute(sql`
          select school_id from (
            select school_id, position from school_memberships
            where platform_id = ${platformId} and user_id = ${userId}
            union all
            select c.school_id, null from classroom_members m join classrooms c on c.id = m.classroom_id
            where m.platform_id = ${platformId} and m.user_id = ${userId}
          ) schools
          group by school_id
          order by min(position) asc nulls last, school_id`),
      );
      return rows.map((row) => row.school_id);
    },

    /** The classrooms an educator teaches. */
    async taughtClassrooms(platformId: string, userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: classroomMembers.classroom_id })
        .from(classroomMembers)
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.user_id, userId),
            eq(classroomMembers.role, 'teacher'),
          ),
        );
      return rows.map((row) => row.id);
    },

    async school(platformId: string, schoolId: string) {
      const [row] = await db
        .select({ id: schools.id, name: schools.name })
        .from(schools)
        .where(and(eq(schools.platform_id, platformId), eq(schools.id, schoolId)));
      return row ?? null;
    },

    async classroom(platformId: string, classroomId: string) {
      const [row] = await db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          school_id: classrooms.school_id,
          grade_id: classrooms.grade_id,
        })
        .from(classrooms)
        .where(and(eq(classrooms.platform_id, platformId), eq(classrooms.id, classroomId)));
      return row ?? null;
    },

    async user(platformId: string, userId: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
      return row ?? null;
    },
  };
}

export type ViewersRepository = ReturnType<typeof createViewersRepository>;
