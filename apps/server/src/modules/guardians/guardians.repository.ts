import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { users } from '../identity/identity.tables.ts';
import { userProfiles } from '../profile/profile.tables.ts';
import { guardianLinks, schoolMemberships, schools } from '../tenancy/tenancy.tables.ts';

export interface DependentRow {
  id: string;
  name: string;
  username: string;
  level: number;
  avatar_url: string | null;
  blocked: boolean;
  managed: boolean;
  birthday: string | null;
  school_name: string | null;
}

export interface NewDependent {
  name: string;
  username: string;
  password_hash: string;
  birthday: string | null;
}

type DependentChanges = Partial<Pick<typeof users.$inferSelect, 'name' | 'username' | 'password_hash' | 'blocked_at'>>;

interface DependentFilter {
  search?: string;
  studentId?: string;
}

/** Dependents reached only through the guardian's own links: every query names the guardian. */
export function createGuardiansRepository(db: Executor) {
  const firstSchool = sql<string | null>`(
    select ${schools.name} from ${schoolMemberships}
    join ${schools} on ${schools.id} = ${schoolMemberships.school_id}
    where ${schoolMemberships.user_id} = ${users.id}
    order by ${schoolMemberships.position}, ${schools.name} limit 1)`;

  const linksOf = (platformId: string, guardianId: string, filter: DependentFilter = {}): SQL | undefined => {
    const pattern = filter.search ? containsPattern(filter.search) : null;
    return and(
      eq(guardianLinks.platform_id, platformId),
      eq(guardianLinks.guardian_id, guardianId),
      filter.studentId ? eq(guardianLinks.student_id, filter.studentId) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined,
    );
  };

  return {
    async list(
      platformId: string,
      guardianId: string,
      page: DependentFilter & { limit: number; offset: number },
    ): Promise<{ rows: DependentRow[]; total: number }> {
      const where = linksOf(platformId, guardianId, page);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            username: users.username,
            level: users.level,
            avatar_url: users.avatar_url,
            blocked: sql<boolean>`${users.blocked_at} is not null`,
            managed: guardianLinks.managed,
            birthday: userProfiles.birthday,
            school_name: firstSchool,
          })
          .from(guardianLinks)
          .innerJoin(users, eq(users.id, guardianLinks.student_id))
          .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(guardianLinks)
          .innerJoin(users, eq(users.id, guardianLinks.student_id))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The link between the guardian and a student, or null when the student is not their dependent. */
    async linkOf(platformId: string, guardianId: string, studentId: string) {
      const [row] = await db
        .select({ managed: guardianLinks.managed, blocked: sql<boolean>`${users.blocked_at} is not null` })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.student_id))
        .where(linksOf(platformId, guardianId, { studentId }))
        .limit(1);
      return row ?? null;
    },

    async countManaged(platformId: string, guardianId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(guardianLinks)
        .where(and(linksOf(platformId, guardianId), eq(guardianLinks.managed, true)));
      return Number(row?.n ?? 0);
    },

    async usernameTaken(platformId: string, username: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.username, username)))
        .limit(1);
      return Boolean(row && row.id !== exceptId);
    },

    async firstSchoolOf(platformId: string, userId: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ school_id: schoolMemberships.school_id })
        .from(schoolMemberships)
        .where(and(eq(schoolMemberships.platform_id, platformId), eq(schoolMemberships.user_id, userId)))
        .orderBy(asc(schoolMemberships.position))
        .limit(1);
      return row?.school_id ?? null;
    },

    /** A b2c student account, linked to the guardian as managed and placed in the guardian's school. */
    async createDependent(
      platformId: string,
      guardianId: string,
      dependent: NewDependent,
      school: { id: string; acceptedAt: Date } | null,
      tx: Executor = db,
    ): Promise<string> {
      const [user] = await tx
        .insert(users)
        .values({
          platform_id: platformId,
          username: dependent.username,
          name: dependent.name,
          password_hash: dependent.password_hash,
          role: 'b2c_student',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('dependent not created');
      await tx
        .insert(guardianLinks)
        .values({ platform_id: platformId, guardian_id: guardianId, student_id: user.id, managed: true });
      if (dependent.birthday) {
        await tx
          .insert(userProfiles)
          .values({ platform_id: platformId, user_id: user.id, birthday: dependent.birthday });
      }
      if (school) {
        await tx.insert(schoolMemberships).values({
          platform_id: platformId,
          user_id: user.id,
          school_id: school.id,
          accepted_at: school.acceptedAt,
          confirmed_at: school.acceptedAt,
        });
      }
      return user.id;
    },

    async updateDependent(platformId: string, studentId: string, changes: DependentChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db
        .update(users)
        .set(changes)
        .where(and(eq(users.platform_id, platformId), eq(users.id, studentId)));
    },

    async setBirthday(platformId: string, studentId: string, birthday: string | null): Promise<void> {
      await db
        .insert(userProfiles)
        .values({ platform_id: platformId, user_id: studentId, birthday })
        .onConflictDoUpdate({
          target: userProfiles.user_id,
          set: { birthday, updated_at: new Date() },
          setWhere: eq(userProfiles.platform_id, platformId),
        });
    },

    async unlink(platformId: string, guardianId: string, studentId: string): Promise<void> {
      await db
        .delete(guardianLinks)
        .where(
          and(
            eq(guardianLinks.platform_id, platformId),
            eq(guardianLinks.guardian_id, guardianId),
            eq(guardianLinks.student_id, studentId),
          ),
        );
    },

    /** Irreversible: the account and everything that cascades from it. */
    async deleteUser(platformId: string, userId: string): Promise<void> {
      await db.delete(users).where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
    },
  };
}

export type GuardiansRepository = ReturnType<typeof createGuardiansRepository>;
