import type { ParkStatementResponse } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { parkKeys } from './park-keys.ts';

/**
 * GET /park/credits/statement: the credits, today's ticket and a page of lines. Read again on
 * each visit, so the packs bought in the store show at once.
 */
export const useParkStatement = (page: number) =>
  useQuery({
    queryKey: parkKeys.statement(page),
    queryFn: ({ signal }) =>
      request<ParkStatementResponse>('main', '/park/credits/statement', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
