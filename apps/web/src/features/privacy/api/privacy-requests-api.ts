import type {
  ConfirmPrivacyRequest,
  CreatePrivacyRequest,
  PrivacyRequest,
  PrivacyRequestKind,
  PrivacyRequestList,
  PrivacyRequestPage,
  PrivacyRequestStatus,
} from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const requestKeys = {
  all: ['privacy-requests'] as const,
  mine: () => [...requestKeys.all, 'mine'] as const,
  page: (kind: string, status: string, page: number) => [...requestKeys.all, 'page', kind, status, page] as const,
  one: (id: string) => [...requestKeys.all, 'one', id] as const,
};

/** While a request waits for its job, its list is read again every few seconds. */
const WATCH_MS = 4_000;
const isRunning = (requests: readonly PrivacyRequest[]) =>
  requests.some((item) => item.status === 'queued' || item.status === 'running');

/** GET /privacy/requests/mine (main) */
export const useMyPrivacyRequests = () =>
  useQuery({
    queryKey: requestKeys.mine(),
    queryFn: ({ signal }) => request<PrivacyRequestList>('main', '/privacy/requests/mine', { signal }),
    select: (answer) => answer.requests,
    refetchInterval: (query) => (isRunning(query.state.data?.requests ?? []) ? WATCH_MS : false),
  });

/** GET /privacy/requests (main): the administration's list. */
export const usePrivacyRequestsPage = (
  kind: PrivacyRequestKind | '',
  status: PrivacyRequestStatus | '',
  page: number,
) =>
  useQuery({
    queryKey: requestKeys.page(kind, status, page),
    queryFn: ({ signal }) =>
      request<PrivacyRequestPage>('main', '/privacy/requests', { query: { kind, status, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /privacy/requests/:id (main) */
export const usePrivacyRequest = (id: string | null) =>
  useQuery({
    queryKey: requestKeys.one(id ?? ''),
    queryFn: ({ signal }) => request<PrivacyRequest>('main', `/privacy/requests/${id}`, { signal }),
    enabled: id !== null,
  });

type Action =
  | { action: 'create'; input: CreatePrivacyRequest }
  | { action: 'confirm'; id: string; input: ConfirmPrivacyRequest }
  | { action: 'cancel'; id: string };

function run(action: Action): Promise<PrivacyRequest> {
  switch (action.action) {
    case 'create':
      return request<PrivacyRequest>('main', '/privacy/requests', { method: 'POST', body: action.input });
    case 'confirm':
      return request<PrivacyRequest>('main', `/privacy/requests/${action.id}/confirm`, {
        method: 'POST',
        body: action.input,
      });
    case 'cancel':
      return request<PrivacyRequest>('main', `/privacy/requests/${action.id}/cancel`, { method: 'POST' });
  }
}

/** POST /privacy/requests, .../confirm and .../cancel (main); errors are shown where the action was taken. */
export function usePrivacyRequestAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
