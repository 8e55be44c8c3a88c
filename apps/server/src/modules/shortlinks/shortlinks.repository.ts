import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { shortLinks } from './shortlinks.tables.ts';

export type ShortLinkRow = typeof shortLinks.$inferSelect;

export function createShortLinksRepository(db: Executor) {
  return {
    /** False when the key is already taken (by any platform: keys are global). */
    async insert(link: typeof shortLinks.$inferInsert): Promise<boolean> {
      const rows = await db.insert(shortLinks).values(link).onConflictDoNothing().returning({ key: shortLinks.key });
      return rows.length > 0;
    },

    async findLive(key: string, now: Date): Promise<ShortLinkRow | null> {
      const [row] = await db
        .select()
        .from(shortLinks)
        .where(and(eq(shortLinks.key, key), or(isNull(shortLinks.expires_at), gt(shortLinks.expires_at, now))));
      return row ?? null;
    },
  };
}

export type ShortLinksRepository = ReturnType<typeof createShortLinksRepository>;
