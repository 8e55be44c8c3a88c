import type { FindProductResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { storeKeys } from './store-keys.ts';

/** GET /store/find_product: products on sale whose name or description holds the words. */
export const findProductOptions = (text: string) =>
  queryOptions({
    queryKey: storeKeys.search(text),
    queryFn: ({ signal }) =>
      request<FindProductResponse>('main', '/store/find_product', { query: { q: text }, signal }),
  });

export const useFindProduct = (text: string | null) =>
  useQuery({ ...findProductOptions(text ?? ''), enabled: text !== null });
