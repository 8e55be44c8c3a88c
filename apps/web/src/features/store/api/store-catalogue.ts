import type {
  ManagedProductResponse,
  ManagedProductsResponse,
  NewProductBody,
  ProductChangesBody,
} from '@ava/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { storeKeys } from './store-keys.ts';

/** GET /store/products (ours): the whole catalogue of a category, or of all, page after page. */
export const storeCatalogueOptions = (categoryId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: storeKeys.catalogue(categoryId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request<ManagedProductsResponse>('main', '/store/products', {
        query: { category_id: categoryId, page: pageParam },
        signal,
      }),
    getNextPageParam: (last, pages) => (pages.length * last.page_size < last.total ? pages.length + 1 : undefined),
  });

export const useStoreCatalogue = (categoryId: string | undefined) =>
  useInfiniteQuery({ ...storeCatalogueOptions(categoryId), placeholderData: keepPreviousData });

/** POST /store/products and PATCH /store/products/{id} (ours); the catalogue and the shelves are read again. */
export function useCatalogueMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: storeKeys.all });
  const add = useMutation({
    mutationFn: (body: NewProductBody) =>
      request<ManagedProductResponse>('main', '/store/products', { method: 'POST', body }),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProductChangesBody }) =>
      request<ManagedProductResponse>('main', `/store/products/${id}`, {
        method: 'PATCH',
        body: changes,
        notifyError: true,
      }),
    onSuccess: refresh,
  });
  return { add, change };
}
