import type { ProductsListQuery, ProductsListResponse } from '@ava/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { storeKeys } from './store-keys.ts';

export type ShelfFilters = Omit<ProductsListQuery, 'page'>;

/** GET /store/products_list, page after page ('Ver mais produtos'). */
export const storeProductsOptions = (filters: ShelfFilters) =>
  infiniteQueryOptions({
    queryKey: storeKeys.products(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request<ProductsListResponse>('main', '/store/products_list', { query: { ...filters, page: pageParam }, signal }),
    getNextPageParam: (last, pages) => (pages.length * last.page_size < last.total ? pages.length + 1 : undefined),
  });

/** Waits for a category: the shelves open on the first one. */
export const useStoreProducts = (filters: ShelfFilters) =>
  useInfiniteQuery({
    ...storeProductsOptions(filters),
    enabled: filters.category_id !== undefined,
    placeholderData: keepPreviousData,
  });
