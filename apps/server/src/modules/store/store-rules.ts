import { STORE_MESSAGES, STORE_PAGE_SIZE } from '@ava/contracts';
import { notFound } from '../../platform/http/app-error.ts';
import type { CategoryRow, StoreRepository } from './store.repository.ts';

/** The offset and size of a page of the store's lists (the first when none is asked). */
export const pageOf = (page: number | undefined) => ({
  limit: STORE_PAGE_SIZE,
  offset: ((page ?? 1) - 1) * STORE_PAGE_SIZE,
});

/** The platform's category (not a sub-category) of that id, else 404. */
export async function categoryOf(
  repo: Pick<StoreRepository, 'findCategory'>,
  platformId: string,
  categoryId: string,
): Promise<CategoryRow> {
  const category = await repo.findCategory(platformId, categoryId);
  if (!category || category.parent_id !== null) throw notFound(STORE_MESSAGES.categoryNotFound);
  return category;
}

/** A sub-category of that category, else 404. */
export async function subCategoryOf(
  repo: Pick<StoreRepository, 'findCategory'>,
  platformId: string,
  categoryId: string | undefined,
  subCategoryId: string,
): Promise<CategoryRow> {
  const sub = await repo.findCategory(platformId, subCategoryId);
  if (!sub || sub.parent_id === null || (categoryId !== undefined && sub.parent_id !== categoryId)) {
    throw notFound(STORE_MESSAGES.subCategoryNotFound);
  }
  return sub;
}
