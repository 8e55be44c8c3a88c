import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;

export function createIdentityRepository(db: Executor) {
  return {
    /** A user of the platform by username or e-mail, both compared lower-cased. */
    async findByLogin(platformId: string, login: string): Promise<UserRow | null> {
      const value = login.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.platform_id, platformId), or(eq(users.username, value), eq(users.email, value))))
        .limit(1);
      return row ?? null;
    },

    async findById(platformId: string, userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
