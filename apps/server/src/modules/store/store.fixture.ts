import { randomBytes } from 'node:crypto';
import type { StoreItem, StoreItemKind } from '@ava/contracts';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn } from '../../../test/harness.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import type { Database } from '../../platform/db/database.ts';
import { storeCategories, storeProducts } from './store.tables.ts';

type CategoryRow = typeof storeCategories.$inferSelect;
type ProductRow = typeof storeProducts.$inferSelect;

const SAMPLE_ITEMS: Record<StoreItemKind, StoreItem> = {
  avatar: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant01' },
  pet: { kind: 'pet', art: 'bola' },
  home: { kind: 'home', art: 'sofa' },
  background: { kind: 'background', art: 'estrelas' },
  park_credits: { kind: 'park_credits', credits: 10 },
};

/** Tests: a category of the platform (a sub-category with `parent`). */
export async function buildStoreCategory(
  db: Database,
  platformId: string,
  kind: StoreItemKind,
  options: { parent?: CategoryRow; position?: number } = {},
): Promise<CategoryRow> {
  const slug = `${kind}-${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(storeCategories)
    .values({
      platform_id: platformId,
      parent_id: options.parent?.id ?? null,
      slug,
      name: `Categoria ${slug}`,
      kind,
      position: options.position ?? 0,
    })
    .returning();
  if (!row) throw new Error('store category not created');
  return row;
}

/** Tests: a product of the category, unlimited and on sale unless told, giving a sample item of its kind. */
export async function buildProduct(
  db: Database,
  category: CategoryRow,
  values: Partial<Omit<typeof storeProducts.$inferInsert, 'platform_id' | 'category_id'>> = {},
): Promise<ProductRow> {
  const [row] = await db
    .insert(storeProducts)
    .values({
      platform_id: category.platform_id,
      category_id: category.parent_id ?? category.id,
      sub_category_id: category.parent_id ? category.id : null,
      name: `Produto ${randomBytes(3).toString('hex')}`,
      price: 10,
      item: SAMPLE_ITEMS[category.kind],
      ...values,
    })
    .returning();
  if (!row) throw new Error('store product not created');
  return row;
}

type Who = keyof ActivityWorld['tokens'];

/**
 * Tests of what students do with what they own (avatar, pet, home): the activity world, a school
 * administrator, a student of another platform, and calls that each send a new Idempotency-Key.
 */
export async function buildOwnershipWorld(keyPrefix: string) {
  const ctx = await createTestContext();
  const world = await buildActivityWorld(ctx);
  await buildUser(ctx.db, world.platform, 'school_admin', { username: 'direcao' });
  const adminToken = await signIn(ctx.app, world.platform.slug, 'direcao');
  const foreign = await buildPlatform(ctx.db);
  await buildUser(ctx.db, foreign, 'school_student', { username: 'aluno-de-fora' });
  const foreignStudent = await signIn(ctx.app, foreign.slug, 'aluno-de-fora');
  let keys = 0;
  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'idempotency-key': `${keyPrefix}-${++keys}-teste` },
      ...(payload ? { payload } : {}),
    });
  const as = (who: Who) => world.tokens[who];
  const buy = (who: Who, product: ProductRow) =>
    call(as(who), 'POST', '/store/buy_product', { product_id: product.id, price: product.price });
  return { ctx, world, adminToken, foreign, foreignStudent, call, as, buy };
}
export type OwnershipWorld = Awaited<ReturnType<typeof buildOwnershipWorld>>;

/** A refusal's status and message, to compare at once. */
export const refusal = (response: { statusCode: number; json(): { message: string } }) => [
  response.statusCode,
  response.json().message,
];
