import { PET_SLOT_OF, type PetSpecies } from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { createStoreRepository } from '../modules/store/store.repository.ts';
import { createStoreService } from '../modules/store/store.service.ts';
import { storePetItems, storePets, storeProducts } from '../modules/store/store.tables.ts';
import { systemClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';

const HOUR_MS = 3_600_000;

export interface PetDemo {
  platform: string;
  student: string;
  species: PetSpecies;
  name: string;
  /** Hours since each care at the first seed: a hungry pet, so 'Alimentar' is there to press on day one. */
  caredHoursAgo: { bathed: number; fed: number; played: number };
  /** A pet product of the demo store, bought through the ledger and worn. */
  item: string;
}

export const DEMO_PET: PetDemo = {
  platform: 'demo',
  student: 'aluno1',
  species: 'cachorro',
  name: 'Pipoca',
  caredHoursAgo: { bathed: 10, fed: 18, played: 20 },
  item: 'Coleira azul',
};

/**
 * aluno1's pet, adopted, wearing a collar bought in the store (the bank lists the purchase). Once:
 * a pet or a purchase that exists stays as the student left it.
 */
export async function seedDemoPet(db: Database, demo: PetDemo, now = new Date()): Promise<void> {
  const [student] = await db
    .select({ id: users.id, platformId: platforms.id })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platform_id))
    .where(and(eq(platforms.slug, demo.platform), eq(users.username, demo.student)));
  if (!student) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await db
    .insert(storePets)
    .values({
      platform_id: student.platformId,
      user_id: student.id,
      species: demo.species,
      name: demo.name,
      bathed_at: ago(demo.caredHoursAgo.bathed),
      fed_at: ago(demo.caredHoursAgo.fed),
      played_at: ago(demo.caredHoursAgo.played),
      created_at: ago(24),
    })
    .onConflictDoNothing();

  const [product] = await db
    .select()
    .from(storeProducts)
    .where(
      and(
        eq(storeProducts.platform_id, student.platformId),
        eq(storeProducts.name, demo.item),
        sql`${storeProducts.item}->>'kind' = 'pet'`,
      ),
    );
  if (product?.item.kind !== 'pet') return;
  const repo = createStoreRepository(db);
  const owned = await repo.product(student.platformId, student.id, product.id);
  if (owned?.owned !== 0) return;
  // Bought as the student would buy it, so the balance and the statement tell the same story.
  const store = createStoreService({
    repo,
    ledger: createLedgerOn(db, systemClock),
    transact: transactOn(db),
    clock: systemClock,
  });
  const auth = {
    sessionId: 'seed',
    userId: student.id,
    role: 'school_student' as const,
    platformId: student.platformId,
    platformSlug: demo.platform,
  };
  await store.buy(auth, { product_id: product.id, price: product.price }, `seed-pet-${product.id}`);
  await db
    .insert(storePetItems)
    .values({
      platform_id: student.platformId,
      user_id: student.id,
      slot: PET_SLOT_OF[product.item.art],
      product_id: product.id,
    })
    .onConflictDoNothing();
}
