import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { studentResponsibles } from './profile.tables.ts';

export type ResponsibleRow = typeof studentResponsibles.$inferSelect;
export type ResponsibleValues = Pick<ResponsibleRow, 'name' | 'relationship' | 'email' | 'phone'>;

export function createResponsiblesRepository(db: Executor) {
  const ofStudent = (platformId: string, studentId: string) =>
    and(eq(studentResponsibles.platform_id, platformId), eq(studentResponsibles.student_id, studentId));

  return {
    list(platformId: string, studentId: string): Promise<ResponsibleRow[]> {
      return db
        .select()
        .from(studentResponsibles)
        .where(ofStudent(platformId, studentId))
        .orderBy(asc(studentResponsibles.created_at), asc(studentResponsibles.id));
    },

    /** The guardians whose accounts are linked to the student's, by name. */
    linkedGuardians(
      platformId: string,
      studentId: string,
    ): Promise<{ id: string; name: string; email: string | null }[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(guardianLinks)
        .innerJoin(users, and(eq(users.id, guardianLinks.guardian_id), eq(users.platform_id, platformId)))
        .where(and(eq(guardianLinks.platform_id, platformId), eq(guardianLinks.student_id, studentId)))
        .orderBy(asc(users.name), asc(users.id));
    },

    async count(platformId: string, studentId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(studentResponsibles).where(ofStudent(platformId, studentId));
      return Number(row?.n ?? 0);
    },

    async insert(platformId: string, studentId: string, values: ResponsibleValues): Promise<void> {
      await db.insert(studentResponsibles).values({ platform_id: platformId, student_id: studentId, ...values });
    },

    /** Deletes one of the student's own responsibles; false when it is not theirs or not there. */
    async delete(platformId: string, studentId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(studentResponsibles)
        .where(and(ofStudent(platformId, studentId), eq(studentResponsibles.id, id)))
        .returning({ id: studentResponsibles.id });
      return deleted.length > 0;
    },
  };
}

export type ResponsiblesRepository = ReturnType<typeof createResponsiblesRepository>;
