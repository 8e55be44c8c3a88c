import type { AccessLogPage, AccessLogSummary, DataKept } from '@ava/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const privacyKeys = {
  all: ['privacy'] as const,
  dataKept: () => [...privacyKeys.all, 'data-kept'] as const,
  dependents: () => [...privacyKeys.all, 'dependents'] as const,
  summary: (studentId: string) => [...privacyKeys.all, 'summary', studentId] as const,
  log: (studentId: string | null, page: number) => [...privacyKeys.all, 'log', studentId, page] as const,
};

/** GET /privacy/data-kept (main): the same for everyone, kept for the session. */
export const useDataKept = () =>
  useQuery({
    queryKey: privacyKeys.dataKept(),
    queryFn: ({ signal }) => request<DataKept>('main', '/privacy/data-kept', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /guardians/dependents (identity): the children whose privacy a guardian looks at. */
/** The dependents asked again: one whose erasure is done has left the list. */
export const reloadPrivacyDependents = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: privacyKeys.dependents() });

export const usePrivacyDependents = () =>
  useQuery({
    queryKey: privacyKeys.dependents(),
    queryFn: ({ signal }) =>
      request<{ dependents: { id: string; name: string }[] }>('identity', '/guardians/dependents', { signal }),
    select: (answer) => answer.dependents,
  });

/** GET /privacy/access-log/summary (main) */
export const useAccessSummary = (studentId: string | null) =>
  useQuery({
    queryKey: privacyKeys.summary(studentId ?? ''),
    queryFn: ({ signal }) =>
      request<AccessLogSummary>('main', '/privacy/access-log/summary', { query: { student_id: studentId }, signal }),
    enabled: studentId !== null,
  });

/** GET /privacy/access-log (main): one child's reads, or every child's. */
export const useAccessLog = (studentId: string | null, page: number) =>
  useQuery({
    queryKey: privacyKeys.log(studentId, page),
    queryFn: ({ signal }) =>
      request<AccessLogPage>('main', '/privacy/access-log', {
        query: { ...(studentId ? { student_id: studentId } : {}), page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
