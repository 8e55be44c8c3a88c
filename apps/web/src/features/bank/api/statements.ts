import type { StatementQuery, StatementsResponse } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { bankKeys } from './bank-keys.ts';

/** GET /transactions/statements (identity): one page of ten lines, newest first; empty filters are left out. */
export const useStatements = (query: StatementQuery) =>
  useQuery({
    queryKey: bankKeys.statements(query),
    queryFn: ({ signal }) =>
      request<StatementsResponse>('identity', '/transactions/statements', { query: { ...query }, signal }),
    // The page shown stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
