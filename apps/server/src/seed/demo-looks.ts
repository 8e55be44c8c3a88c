import { composedAvatarUrl } from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { createUserProfileRepository } from '../modules/profile/user-profile.repository.ts';
import { createStoreLooks } from '../modules/store/store.module.ts';
import { createStoreRepository } from '../modules/store/store.repository.ts';
import { createStoreService } from '../modules/store/store.service.ts';
import { storeProducts } from '../modules/store/store.tables.ts';
import { createStoreAvatarService } from '../modules/store/store-avatar.service.ts';
import { systemClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';

/**
 * A student of the demo who spent pokz on their looks (issue 21 part 3): a profile background
 * bought in the store's 'Fundos' and chosen, and glasses worn by their own avatar, which is their
 * profile image. Bought through the store and paid through the ledger like any purchase.
 */
export const DEMO_LOOKS = {
  platform: 'demo',
  username: 'aluno1',
  background: { product: 'Ondas do mar', art: 'ondas' },
  wears: ['Óculos de aro fino'],
} as const;

/** Once: a student who already owns the background (bought here or by hand) is left as they are. */
export async function seedDemoLooks(db: Database, looks = DEMO_LOOKS): Promise<void> {
  const [student] = await db
    .select({ id: users.id, role: users.role, platformId: users.platform_id })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platform_id))
    .where(and(eq(platforms.slug, looks.platform), eq(users.username, looks.username)));
  if (!student) return;
  const { platformId } = student;
  const owned = await createStoreLooks(db).backgrounds(platformId, student.id);
  if (owned.some((background) => background.art === looks.background.art && background.owned)) return;

  const names = [looks.background.product, ...looks.wears];
  const products = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.platform_id, platformId), inArray(storeProducts.name, names)));
  if (products.length !== names.length) return;

  const auth = {
    sessionId: 'seed',
    userId: student.id,
    role: student.role,
    platformId,
    platformSlug: looks.platform,
  };
  const repo = createStoreRepository(db);
  const store = createStoreService({
    repo,
    ledger: createLedgerOn(db, systemClock),
    transact: transactOn(db),
    clock: systemClock,
  });
  const avatar = createStoreAvatarService({ repo, clock: systemClock });
  for (const product of products) {
    await store.buy(auth, { product_id: product.id, price: product.price }, `demo-looks-${product.id}`);
    if (product.item.kind === 'avatar') await avatar.wear(auth, { product_id: product.id });
  }

  const profiles = createUserProfileRepository(db);
  await profiles.saveProfile(platformId, student.id, {
    background_id: looks.background.art,
    img_type: 'composed',
  });
  const pieces = await createStoreLooks(db).wornPieces(platformId, student.id);
  await profiles.updateAccount(platformId, student.id, { avatar_url: composedAvatarUrl(pieces) });
}
