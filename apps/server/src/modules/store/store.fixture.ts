import { randomBytes } from 'node:crypto';
import type { StoreItem, StoreItemKind } from '@ava/contracts';
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
