import type { Database } from '../../platform/db/database.ts';
import { grades } from '../tenancy/tenancy.tables.ts';
import { createLibraryRepository, type NewLibraryItem } from './library.repository.ts';

/** Library items for tests: `platformId` null puts them in the shared default source. */
export async function buildLibraryItems(db: Database, platformId: string | null, items: Partial<NewLibraryItem>[]) {
  await db
    .insert(grades)
    .values([
      { id: 16, name: '6º ano' },
      { id: 17, name: '7º ano' },
    ])
    .onConflictDoNothing();
  return createLibraryRepository(db).insertItems(
    platformId,
    items.map((item) => ({ card_type: 'digitalClasses', title: 'Aula', ...item })),
  );
}
