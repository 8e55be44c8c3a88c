import { and, eq, inArray } from 'drizzle-orm';
import { gameContents } from '../modules/challenges/challenges.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { parkGames } from '../modules/park/park.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { createStoreRepository } from '../modules/store/store.repository.ts';
import { createStoreService } from '../modules/store/store.service.ts';
import { storeProducts } from '../modules/store/store.tables.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';

export interface DemoPark {
  /** The school platforms whose park opens with these games (the library's challenges, shared with every platform). */
  platforms: readonly string[];
  games: readonly { title: string; price: number; description: string }[];
  /** A student who opens the park with credits: pokz given, then a pack bought in the store with them. */
  gift: { platform: string; username: string; pack: string; pokz: number };
}

const DAY_MS = 86_400_000;

/**
 * Arcade games made of the library's challenges, in each school platform's park, and aluno1's first
 * credits, bought through the store and the ledger like any pack. Safe to run on every start: games
 * already there stay, and the gift is bought once (its idempotency key).
 */
export async function seedDemoPark(db: Database, park: DemoPark): Promise<void> {
  const contents = await db
    .select({ id: gameContents.id, title: gameContents.title })
    .from(gameContents)
    .where(
      and(
        inArray(
          gameContents.title,
          park.games.map((game) => game.title),
        ),
        eq(gameContents.shared, true),
      ),
    );
  const idOf = new Map(contents.map((content) => [content.title, content.id]));
  const places = await db.select({ id: platforms.id }).from(platforms).where(inArray(platforms.slug, park.platforms));
  for (const place of places) {
    const rows = park.games.flatMap((game, position) => {
      const contentId = idOf.get(game.title);
      return contentId
        ? [{ platform_id: place.id, content_id: contentId, price: game.price, description: game.description, position }]
        : [];
    });
    if (rows.length > 0) await db.insert(parkGames).values(rows).onConflictDoNothing();
  }
  await giveCredits(db, park.gift);
}

async function giveCredits(db: Database, gift: DemoPark['gift']): Promise<void> {
  const [student] = await db
    .select({ id: users.id, platformId: users.platform_id, role: users.role })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platform_id))
    .where(and(eq(platforms.slug, gift.platform), eq(users.username, gift.username)));
  const [pack] = student
    ? await db
        .select({ id: storeProducts.id, price: storeProducts.price })
        .from(storeProducts)
        .where(and(eq(storeProducts.platform_id, student.platformId), eq(storeProducts.name, gift.pack)))
    : [];
  if (!student || !pack) return;
  // Dated a week back, so the bank's newest lines stay those of the demo's school work.
  const clock: Clock = { now: () => new Date(Date.now() - 7 * DAY_MS) };
  const ledger = createLedgerOn(db, clock);
  const transact = transactOn(db);
  await transact((tx) =>
    ledger.grant(tx, {
      platformId: student.platformId,
      userId: student.id,
      amount: gift.pokz,
      event: 'Presente: créditos para o parque',
      eventType: 'reward',
      idempotencyKey: `demo-park-gift:${student.id}`,
    }),
  );
  const store = createStoreService({ repo: createStoreRepository(db), ledger, transact, clock });
  const buyer = {
    sessionId: 'seed',
    userId: student.id,
    role: student.role,
    platformId: student.platformId,
    platformSlug: gift.platform,
  };
  await store.buy(buyer, { product_id: pack.id, price: pack.price }, 'demo-park-gift');
}
