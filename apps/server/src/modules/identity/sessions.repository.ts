import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { hashToken, looksLikeToken, newToken } from '../../platform/auth/tokens.ts';
import { createSharedCache } from '../../platform/cache/shared-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { users } from './identity.tables.ts';
import { sessions } from './sessions.tables.ts';

/** Revocations reach every instance on the same database through this channel. */
const REVOKED_CHANNEL = 'session_revoked';
/**
 * How long a resolved session is trusted without asking the database again. Sign-out is
 * immediate everywhere (local removal plus a notification to other instances); a user
 * blocked by an administrator loses open sessions within this time.
 */
export const SESSION_CACHE_MS = 15_000;

interface CachedSession {
  auth: AuthContext;
  expiresAt: number;
}

export async function createSessionStore(deps: {
  database: Pick<DatabaseHandle, 'db' | 'listen' | 'notify'>;
  clock: Clock;
  ttlMs: number;
}): Promise<SessionStore> {
  const { database, clock, ttlMs } = deps;
  const db = database.db;
  const cache = await createSharedCache<CachedSession>({
    database,
    channel: REVOKED_CHANNEL,
    clock,
    ttlMs: SESSION_CACHE_MS,
    maxEntries: 100_000,
  });

  const lookup = db
    .select({
      sessionId: sessions.id,
      userId: sessions.user_id,
      platformId: sessions.platform_id,
      role: users.role,
      platformSlug: platforms.slug,
      openedBy: sessions.opened_by,
      expiresAt: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(platforms, eq(platforms.id, sessions.platform_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('hash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        isNull(users.blocked_at),
      ),
    )
    .limit(1)
    .prepare('session_lookup');

  /** Revokes the open sessions that match and drops them from every instance's cache at once. */
  async function revokeWhere(condition: SQL | undefined): Promise<void> {
    const revoked = await db
      .update(sessions)
      .set({ revoked_at: clock.now() })
      .where(and(condition, isNull(sessions.revoked_at)))
      .returning({ tokenHash: sessions.token_hash });
    for (const { tokenHash } of revoked) await cache.invalidate(tokenHash);
  }

  return {
    async issue(userId, platformId, options = {}) {
      const token = newToken();
      const expiresAt = new Date(clock.now().getTime() + ttlMs);
      await db.insert(sessions).values({
        user_id: userId,
        platform_id: platformId,
        opened_by: options.openedBy ?? null,
        token_hash: hashToken(token),
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    async resolve(token) {
      if (!looksLikeToken(token)) return null;
      const tokenHash = hashToken(token);
      const now = clock.now().getTime();
      const cached = cache.get(tokenHash);
      if (cached) return cached.expiresAt > now ? cached.auth : null;
      // Placeholders skip the column's encoder, so the time goes as ISO text (postgres-js refuses a Date here).
      const [row] = await lookup.execute({ hash: tokenHash, now: new Date(now).toISOString() });
      if (!row) return null;
      const { expiresAt, ...auth } = row;
      cache.set(tokenHash, { auth, expiresAt: expiresAt.getTime() });
      return auth;
    },

    async revoke(token) {
      const tokenHash = hashToken(token);
      await db
        .update(sessions)
        .set({ revoked_at: clock.now() })
        .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
      await cache.invalidate(tokenHash);
    },

    revokeAllOf(userId, keepToken) {
      return revokeWhere(
        and(eq(sessions.user_id, userId), keepToken ? ne(sessions.token_hash, hashToken(keepToken)) : undefined),
      );
    },

    revokeOpenedBy(userId, guardianId) {
      return revokeWhere(and(eq(sessions.user_id, userId), eq(sessions.opened_by, guardianId)));
    },
  };
}
