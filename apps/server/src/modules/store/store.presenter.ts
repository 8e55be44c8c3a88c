import {
  isRepeatable,
  type ManagedProduct,
  type StoreCategory,
  type StoreProduct,
  type StoreSubCategory,
} from '@ava/contracts';
import type { CategoryRow, ManagedRow, ProductRow, ShelfRow } from './store.repository.ts';

export function presentCategory(row: CategoryRow): StoreCategory {
  return { id: row.id, slug: row.slug, name: row.name, kind: row.kind };
}

export function presentSubCategory(row: CategoryRow, categoryId: string): StoreSubCategory {
  return { id: row.id, category_id: categoryId, slug: row.slug, name: row.name };
}

function productFields(row: ProductRow) {
  const retired = row.retired_at !== null;
  return {
    id: row.id,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    name: row.name,
    description: row.description,
    price: row.price,
    stock: row.stock,
    item: row.item,
    repeatable: isRepeatable(row.item.kind),
    retired,
    available: !retired && row.stock !== 0,
  };
}

export function presentProduct(row: ShelfRow): StoreProduct {
  return { ...productFields(row), owned: row.owned };
}

export function presentManagedProduct(row: ManagedRow): ManagedProduct {
  return { ...productFields(row), sold: row.sold, created_at: row.created_at.toISOString() };
}
