import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { grantPokz } from '../ledger/ledger.fixture.ts';
import { buildProduct, buildStoreCategory } from '../store/store.fixture.ts';
import { parkGames } from './park.tables.ts';

/** Tests: a content of the platform made an arcade game of its park. */
export async function buildParkGame(db: Database, platformId: string, contentId: string, price: number) {
  const [row] = await db
    .insert(parkGames)
    .values({ platform_id: platformId, content_id: contentId, price })
    .returning();
  if (!row) throw new Error('park game not created');
  return row;
}

/**
 * Tests: a park pack of `credits` for as many pokz, on sale in a store category of its own, and
 * the pokz to buy it granted to the student; the student buys it through the store's path.
 */
export async function parkPackFor(db: Database, clock: Clock, platformId: string, userId: string, credits: number) {
  const category = await buildStoreCategory(db, platformId, 'park_credits');
  const pack = await buildProduct(db, category, { price: credits, item: { kind: 'park_credits', credits } });
  await grantPokz(db, clock, platformId, userId, credits);
  return pack;
}
