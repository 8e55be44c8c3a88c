import type { StudentLoad } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolDataKeys } from './school-data-keys.ts';

const POLL_MS = 1_000;

/** GET /mars/students/fetch_progress (students service): polled every second until the load ends. */
export const useLoadProgress = (id: string) =>
  useQuery({
    queryKey: schoolDataKeys.load(id),
    queryFn: ({ signal }) =>
      request<StudentLoad>('students', '/mars/students/fetch_progress', { query: { id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
