import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { users } from '../../modules/identity/identity.tables.ts';
import { platforms } from '../../modules/platforms/platforms.tables.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { sessions } from './sessions.tables.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export interface SessionStore {
  issue(userId: string, platformId: string): Promise<{ token: string; expiresAt: Date }>;
  resolve(token: string): Promise<AuthContext | null>;
  revoke(token: string): Promise<void>;
}

export function createSessionStore(deps: { db: Database; clock: Clock; ttlMs: number }): SessionStore {
  const { db, clock, ttlMs } = deps;

  const lookup = db
    .select({
      sessionId: sessions.id,
      userId: sessions.user_id,
      platformId: sessions.platform_id,
      role: users.role,
      platformSlug: platforms.slug,
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

  return {
    async issue(userId, platformId) {
      const token = newToken();
      const expiresAt = new Date(clock.now().getTime() + ttlMs);
      await db.insert(sessions).values({
        user_id: userId,
        platform_id: platformId,
        token_hash: hashToken(token),
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    async resolve(token) {
      if (!looksLikeToken(token)) return null;
      // Placeholders skip the column's encoder, so the time goes as ISO text (postgres-js refuses a Date here).
      const [row] = await lookup.execute({ hash: hashToken(token), now: clock.now().toISOString() });
      return row ?? null;
    },

    async revoke(token) {
      await db
        .update(sessions)
        .set({ revoked_at: clock.now() })
        .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at)));
    },
  };
}
