import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { startsWithPattern } from '../../platform/db/text-search.ts';
import { storedFiles } from './storage.tables.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = Omit<typeof storedFiles.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** Keys hold only [A-Za-z0-9._/-]; `_` is a LIKE wildcard and must be escaped. */

export function createStorageRepository(db: Executor) {
  return {
    async insert(values: NewStoredFile): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFiles).values(values).returning();
      if (!row) throw new Error('stored file not inserted');
      return row;
    },

    async findByKey(platformId: string, key: string): Promise<StoredFileRow | null> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.platform_id, platformId), eq(storedFiles.key, key)))
        .limit(1);
      return row ?? null;
    },

    async findByKeys(platformId: string, keys: readonly string[]): Promise<StoredFileRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.platform_id, platformId), inArray(storedFiles.key, [...keys])));
    },

    async findById(platformId: string, id: string): Promise<StoredFileRow | null> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.platform_id, platformId), eq(storedFiles.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Files under a folder prefix; only the owner's when ownerId is given. */
    async listUnder(platformId: string, prefix: string, ownerId?: string): Promise<StoredFileRow[]> {
      return db
        .select()
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.platform_id, platformId),
            like(storedFiles.key, startsWithPattern(prefix)),
            ownerId ? eq(storedFiles.owner_id, ownerId) : undefined,
          ),
        )
        .orderBy(asc(storedFiles.key))
        .limit(1000);
    },

    async delete(platformId: string, id: string): Promise<void> {
      await db.delete(storedFiles).where(and(eq(storedFiles.platform_id, platformId), eq(storedFiles.id, id)));
    },
  };
}

export type StorageRepository = ReturnType<typeof createStorageRepository>;
