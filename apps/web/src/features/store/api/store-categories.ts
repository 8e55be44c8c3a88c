import type { StoreCategoriesResponse, SubCategoriesResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { storeKeys } from './store-keys.ts';

/** GET /store/categories */
export const storeCategoriesOptions = () =>
  queryOptions({
    queryKey: storeKeys.categories(),
    queryFn: ({ signal }) => request<StoreCategoriesResponse>('main', '/store/categories', { signal }),
    staleTime: 10 * 60_000,
  });

export const useStoreCategories = () => useQuery(storeCategoriesOptions());

/** GET /store/sub_categories of one category. */
export const subCategoriesOptions = (categoryId: string) =>
  queryOptions({
    queryKey: storeKeys.subCategories(categoryId),
    queryFn: ({ signal }) =>
      request<SubCategoriesResponse>('main', '/store/sub_categories', { query: { category_id: categoryId }, signal }),
    staleTime: 10 * 60_000,
  });

export const useSubCategories = (categoryId: string | null) =>
  useQuery({ ...subCategoriesOptions(categoryId ?? ''), enabled: categoryId !== null });
