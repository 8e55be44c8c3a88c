import { homeLayerOf } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { createStoreRepository } from '../modules/store/store.repository.ts';
import { createStoreService } from '../modules/store/store.service.ts';
import { storeProducts } from '../modules/store/store.tables.ts';
import { createStoreHomeRepository } from '../modules/store/store-home.repository.ts';
import { systemClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';

export interface DemoHome {
  platform: string;
  username: string;
  /** Demo store products by name, and where each stands in the room. */
  pieces: { product: string; x: number; y: number }[];
}

/** aluno1 opens 'Minha casa' with a picture on the wall and a plant on a rug, bought with the pokz the demo paid them. */
export const DEMO_HOME: DemoHome = {
  platform: 'demo',
  username: 'aluno1',
  pieces: [
    { product: 'Quadro', x: 2, y: 0 },
    { product: 'Tapete', x: 2, y: 2 },
    { product: 'Vaso de planta', x: 0, y: 1 },
  ],
};

/**
 * Buys the pieces the student does not own yet, through the store and its ledger posting like any
 * purchase, and places each one just bought; what the student already owns stays where they left it.
 */
export async function seedDemoHome(db: Database, home: DemoHome = DEMO_HOME): Promise<void> {
  const [student] = await db
    .select({ id: users.id, platformId: platforms.id })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platform_id))
    .where(and(eq(platforms.slug, home.platform), eq(users.username, home.username)));
  if (!student) return;
  const auth = {
    sessionId: 'demo-seed',
    userId: student.id,
    role: 'school_student' as const,
    platformId: student.platformId,
    platformSlug: home.platform,
  };
  const repo = createStoreRepository(db);
  const store = createStoreService({
    repo,
    ledger: createLedgerOn(db, systemClock),
    transact: transactOn(db),
    clock: systemClock,
  });
  const rooms = createStoreHomeRepository(db);
  for (const piece of home.pieces) {
    const [found] = await db
      .select({ id: storeProducts.id })
      .from(storeProducts)
      .where(and(eq(storeProducts.platform_id, student.platformId), eq(storeProducts.name, piece.product)));
    const product = found ? await repo.product(student.platformId, student.id, found.id) : null;
    if (product?.item.kind !== 'home' || product.owned > 0) continue;
    try {
      await store.buy(auth, { product_id: product.id, price: product.price }, `demo-home-${product.id}`);
    } catch (error) {
      // A database older than this seed, where the student spent their pokz: the room stays theirs to furnish.
      if (error instanceof AppError && error.status === 409) continue;
      throw error;
    }
    const spot = { layer: homeLayerOf(product.item.art), x: piece.x, y: piece.y };
    await rooms.place(student.platformId, student.id, product.id, spot, systemClock.now());
  }
}
