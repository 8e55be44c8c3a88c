import type { ParkLineType } from '@ava/contracts';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { gameContents } from '../challenges/challenges.tables.ts';
import { storeProducts, storePurchases } from '../store/store.tables.ts';
import { parkArcades, parkGames, parkSpends } from './park.tables.ts';

export type SpendRow = typeof parkSpends.$inferSelect;
export type ArcadeRow = typeof parkArcades.$inferSelect;
export type NewSpend = Omit<typeof parkSpends.$inferInsert, 'platform_id' | 'user_id'>;
export interface ParkGameRow {
  id: string;
  content_id: string;
  title: string;
  description: string;
  price: number;
  best_score: number | null;
}
export interface StatementLineRow {
  id: string;
  date: Date;
  event: string;
  type: ParkLineType;
  value: number;
}

/** Credits a store product gives: the park packs' `item.credits` (a product's item never changes). */
const packCredits = sql<number>`(${storeProducts.item} ->> 'credits')::int`;
const isPack = sql`${storeProducts.item} ->> 'kind' = 'park_credits'`;
/** An arcade game is played while its content is published. */
const playable = eq(gameContents.status, 'active');

/** The park's games, spends and arcades, and the park packs bought in the store. Every function takes the platform id. */
export function createParkRepository(db: Executor) {
  const gameColumns = {
    id: parkGames.id,
    content_id: parkGames.content_id,
    title: gameContents.title,
    description: sql<string>`coalesce(nullif(${parkGames.description}, ''), ${gameContents.objective})`,
    price: parkGames.price,
  };

  return {
    /** The park's playable games in order, with the user's best finished score in each. */
    async games(platformId: string, userId: string): Promise<ParkGameRow[]> {
      const rows = await db
        .select({ ...gameColumns, best_score: max(parkArcades.score) })
        .from(parkGames)
        .innerJoin(gameContents, eq(gameContents.id, parkGames.content_id))
        .leftJoin(parkArcades, and(eq(parkArcades.game_id, parkGames.id), eq(parkArcades.user_id, userId)))
        .where(and(eq(parkGames.platform_id, platformId), playable))
        .groupBy(parkGames.id, gameContents.id)
        .orderBy(asc(parkGames.position), asc(gameContents.title));
      return rows;
    },

    async game(platformId: string, gameId: string, tx: Executor = db): Promise<Omit<ParkGameRow, 'best_score'> | null> {
      const [row] = await tx
        .select(gameColumns)
        .from(parkGames)
        .innerJoin(gameContents, eq(gameContents.id, parkGames.content_id))
        .where(and(eq(parkGames.platform_id, platformId), eq(parkGames.id, gameId), playable));
      return row ?? null;
    },

    /** Credits of the park packs the user bought in the store, less what they spent in the park. */
    async credits(platformId: string, userId: string, tx: Executor = db): Promise<number> {
      const [bought] = await tx
        .select({ total: sql<number>`coalesce(sum(${packCredits}), 0)::int` })
        .from(storePurchases)
        .innerJoin(storeProducts, eq(storeProducts.id, storePurchases.product_id))
        .where(and(eq(storePurchases.platform_id, platformId), eq(storePurchases.user_id, userId), isPack));
      const [spent] = await tx
        .select({ total: sql<number>`coalesce(sum(${parkSpends.credits}), 0)::int` })
        .from(parkSpends)
        .where(and(eq(parkSpends.platform_id, platformId), eq(parkSpends.user_id, userId)));
      return (bought?.total ?? 0) - (spent?.total ?? 0);
    },

    /** Packs bought (positive) and spends (negative), newest first. */
    async statement(
      platformId: string,
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: StatementLineRow[]; total: number }> {
      const lines = sql`
        select ${storePurchases.id} as id, ${storePurchases.created_at} as date, ${storeProducts.name} as event, 'purchase' as type,
          ${packCredits} as value
        from ${storePurchases} join ${storeProducts} on ${storeProducts.id} = ${storePurchases.product_id}
        where ${storePurchases.platform_id} = ${platformId} and ${storePurchases.user_id} = ${userId} and ${isPack}
        union all
        select spend.id, spend.created_at, coalesce(content.title, 'Ingresso do parque'), spend.kind, -spend.credits
        from ${parkSpends} spend
          left join ${parkGames} game on game.id = spend.game_id
          left join ${gameContents} content on content.id = game.content_id
        where spend.platform_id = ${platformId} and spend.user_id = ${userId}`;
      const rows = rowsOf<{ id: string; date: string | Date; event: string; type: ParkLineType; value: number }>(
        await db.execute(
          sql`select * from (${lines}) line order by date desc, id desc limit ${page.limit} offset ${page.offset}`,
        ),
      );
      const [counted] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from (${lines}) line`),
      );
      return {
        rows: rows.map((row) => ({ ...row, date: new Date(row.date), value: Number(row.value) })),
        total: Number(counted?.total ?? 0),
      };
    },

    async spendOfKey(platformId: string, userId: string, key: string, tx: Executor): Promise<SpendRow | null> {
      const [row] = await tx
        .select()
        .from(parkSpends)
        .where(
          and(
            eq(parkSpends.platform_id, platformId),
            eq(parkSpends.user_id, userId),
            eq(parkSpends.idempotency_key, key),
          ),
        );
      return row ?? null;
    },

    async insertSpend(platformId: string, userId: string, values: NewSpend, tx: Executor): Promise<void> {
      await tx.insert(parkSpends).values({ ...values, platform_id: platformId, user_id: userId });
    },

    async ticketOf(platformId: string, userId: string, day: string, tx: Executor = db): Promise<SpendRow | null> {
      const [row] = await tx
        .select()
        .from(parkSpends)
        .where(
          and(
            eq(parkSpends.platform_id, platformId),
            eq(parkSpends.user_id, userId),
            eq(parkSpends.kind, 'ticket'),
            eq(parkSpends.day, day),
          ),
        );
      return row ?? null;
    },

    /** Checks a ticket in once: a later check-in keeps the first time. */
    async checkIn(platformId: string, ticketId: string, now: Date): Promise<SpendRow | null> {
      const [row] = await db
        .update(parkSpends)
        .set({ checked_in_at: sql`coalesce(${parkSpends.checked_in_at}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(parkSpends.platform_id, platformId), eq(parkSpends.id, ticketId)))
        .returning();
      return row ?? null;
    },

    /** The user's game checkouts whose play is not finished, oldest first. */
    async openCheckouts(platformId: string, userId: string): Promise<SpendRow[]> {
      const rows = await db
        .select({ spend: parkSpends })
        .from(parkSpends)
        .leftJoin(parkArcades, eq(parkArcades.checkout_id, parkSpends.id))
        .where(
          and(
            eq(parkSpends.platform_id, platformId),
            eq(parkSpends.user_id, userId),
            eq(parkSpends.kind, 'game'),
            isNull(parkArcades.finished_at),
          ),
        )
        .orderBy(asc(parkSpends.created_at));
      return rows.map((row) => row.spend);
    },

    async checkout(platformId: string, userId: string, checkoutId: string, tx: Executor): Promise<SpendRow | null> {
      const [row] = await tx
        .select()
        .from(parkSpends)
        .where(
          and(
            eq(parkSpends.platform_id, platformId),
            eq(parkSpends.user_id, userId),
            eq(parkSpends.id, checkoutId),
            eq(parkSpends.kind, 'game'),
          ),
        );
      return row ?? null;
    },

    /** Opens the checkout's arcade, or gives the one it has (one per checkout). */
    async arcadeOf(platformId: string, userId: string, checkout: SpendRow, tx: Executor): Promise<ArcadeRow> {
      await tx
        .insert(parkArcades)
        .values({ platform_id: platformId, user_id: userId, checkout_id: checkout.id, game_id: checkout.game_id ?? '' })
        .onConflictDoNothing({ target: parkArcades.checkout_id });
      const [row] = await tx.select().from(parkArcades).where(eq(parkArcades.checkout_id, checkout.id));
      if (!row) throw new Error('park arcade not opened');
      return row;
    },

    async arcade(platformId: string, userId: string, arcadeId: string): Promise<ArcadeRow | null> {
      const [row] = await db
        .select()
        .from(parkArcades)
        .where(
          and(eq(parkArcades.platform_id, platformId), eq(parkArcades.user_id, userId), eq(parkArcades.id, arcadeId)),
        );
      return row ?? null;
    },

    /** The user's arcade, its row locked until the transaction ends (a finish at a time). */
    async lockArcade(platformId: string, userId: string, arcadeId: string, tx: Executor): Promise<ArcadeRow | null> {
      const [row] = await tx
        .select()
        .from(parkArcades)
        .where(
          and(eq(parkArcades.platform_id, platformId), eq(parkArcades.user_id, userId), eq(parkArcades.id, arcadeId)),
        )
        .for('update');
      return row ?? null;
    },

    async finishArcade(
      arcadeId: string,
      result: Pick<ArcadeRow, 'score' | 'right_rounds' | 'total_rounds' | 'elapsed_seconds' | 'finished_at'>,
      tx: Executor,
    ): Promise<ArcadeRow> {
      const [row] = await tx.update(parkArcades).set(result).where(eq(parkArcades.id, arcadeId)).returning();
      if (!row) throw new Error('park arcade not finished');
      return row;
    },

    /** A game's content and title, whether or not it is still playable (a finished arcade shows it). */
    async contentOf(gameId: string, tx: Executor = db): Promise<{ content_id: string; title: string } | null> {
      const [row] = await tx
        .select({ content_id: parkGames.content_id, title: gameContents.title })
        .from(parkGames)
        .innerJoin(gameContents, eq(gameContents.id, parkGames.content_id))
        .where(eq(parkGames.id, gameId));
      return row ?? null;
    },
  };
}

export type ParkRepository = ReturnType<typeof createParkRepository>;
