import type { WorkDetail } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolWorkKeys } from './school-work-keys.ts';

const fetchWorkDetail = (activity: string, student: string | undefined, signal: AbortSignal) =>
  request<WorkDetail>('main', '/school_work/work_detail', { query: { activity, student }, signal });

/** GET /school_work/work_detail: a student's own response, or the named student's for an educator. */
export const useWorkDetail = (activity: string, student?: string) =>
  useQuery({
    queryKey: schoolWorkKeys.detail(activity, student),
    queryFn: ({ signal }) => fetchWorkDetail(activity, student, signal),
  });

/**
 * The same read for a dialog that opens on the stored evaluation: an entry of its own, dropped as
 * soon as the dialog closes (gcTime 0), so every opening waits for the server's answer. A shared
 * entry could still hold the answer from before the last save: closing the dialog cancels the
 * read that the save started, and the form starts from the values it mounts with.
 */
export const useStoredEvaluation = (activity: string, student: string) =>
  useQuery({
    queryKey: schoolWorkKeys.evaluation(activity, student),
    queryFn: ({ signal }) => fetchWorkDetail(activity, student, signal),
    gcTime: 0,
  });
