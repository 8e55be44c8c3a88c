import { and, eq, or, sql } from 'drizzle-orm';
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

    /** The one user of the platform whose e-mail, username (both lower-cased) or external id is the value. */
    async findByField(
      platformId: string,
      field: 'email' | 'username' | 'external_id',
      value: string,
    ): Promise<UserRow | null> {
      const wanted = field === 'external_id' ? value : value.trim().toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users[field], wanted)))
        .limit(2);
      // External ids are not unique: two users answering to one is no proof of either.
      return rows.length === 1 ? (rows[0] ?? null) : null;
    },

    async findById(platformId: string, userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The user's level, read with a row lock when `tx` is a transaction that will raise it. The
     * lock is the one an UPDATE of the level takes (no key update): it does not block the rows
     * that reference the user meanwhile (a transfer or an investment, holding the user's wallet,
     * which the same score's pokz grant waits for: a deadlock with `for update`).
     */
    async levelOf(platformId: string, userId: string, tx: Executor = db): Promise<number | null> {
      const [row] = await tx
        .select({ level: users.level })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .for('no key update');
      return row?.level ?? null;
    },

    /** Raises the user's level to `level` (never lowers it); the level the user has afterwards. */
    async raiseLevel(platformId: string, userId: string, level: number, tx: Executor = db): Promise<number | null> {
      const [row] = await tx
        .update(users)
        .set({ level: sql`greatest(${users.level}, ${level})` })
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .returning({ level: users.level });
      return row?.level ?? null;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
