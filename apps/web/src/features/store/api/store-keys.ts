import type { ProductsListQuery, StoreItemKind } from '@ava/contracts';
import { ownedKeys } from '../../../lib/owned-items.ts';

export const storeKeys = {
  all: ['store'] as const,
  categories: () => ['store', 'categories'] as const,
  subCategories: (categoryId: string) => ['store', 'sub-categories', categoryId] as const,
  /** The shelves: products on sale, and search results. */
  shelves: () => ['store', 'shelves'] as const,
  products: (filters: Omit<ProductsListQuery, 'page'>) => ['store', 'shelves', 'list', filters] as const,
  search: (text: string) => ['store', 'shelves', 'search', text] as const,
  /** What the student owns, and what their avatar and pet wear of it. */
  inventory: (kind: StoreItemKind) => [...ownedKeys.inventory(), kind] as const,
  avatar: () => ['store', 'avatar'] as const,
  pet: () => ['store', 'pet'] as const,
  /** Where the pieces of the student's home stand. */
  home: () => ['store', 'home'] as const,
  catalogue: (categoryId: string | undefined) => ['store', 'catalogue', categoryId ?? 'all'] as const,
};
