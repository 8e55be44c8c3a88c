import type { DraftKind } from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import { drafts } from './drafts.tables.ts';

export type DraftRow = typeof drafts.$inferSelect;

interface Owner {
  platformId: string;
  userId: string;
  kind: DraftKind;
}

const ownedBy = (owner: Owner) =>
  and(eq(drafts.platform_id, owner.platformId), eq(drafts.user_id, owner.userId), eq(drafts.kind, owner.kind));

export function createDraftsRepository(db: Executor) {
  return {
    /** Whether the platform keeps drafts (its activityDraft flag). */
    async enabled(platformId: string): Promise<boolean> {
      const [row] = rowsOf<{ on: boolean }>(
        await db.execute(sql`select ${featureFlagOn(platformId, 'activityDraft')} as on`),
      );
      return row?.on === true;
    },

    /** Writes the owner's draft of that kind, replacing the one before. */
    async save(owner: Owner, payload: unknown, now: Date): Promise<DraftRow> {
      const [row] = await db
        .insert(drafts)
        .values({ platform_id: owner.platformId, user_id: owner.userId, kind: owner.kind, payload, updated_at: now })
        .onConflictDoUpdate({
          target: [drafts.user_id, drafts.kind],
          set: { payload, updated_at: now },
          setWhere: eq(drafts.platform_id, owner.platformId),
        })
        .returning();
      if (!row) throw new Error('draft not saved');
      return row;
    },

    async find(owner: Owner): Promise<DraftRow | null> {
      const [row] = await db.select().from(drafts).where(ownedBy(owner)).limit(1);
      return row ?? null;
    },

    /** Whether there was a draft to delete. */
    async remove(owner: Owner): Promise<boolean> {
      const removed = await db.delete(drafts).where(ownedBy(owner)).returning({ kind: drafts.kind });
      return removed.length > 0;
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
