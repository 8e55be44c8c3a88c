import type { ExamSearchResponse, ExamsList, updateExamsSchema } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

/** POST /exams/search of the exam builder: the platform's published exams, which a digital exam may apply. */
export function usePublishedExams(search: string) {
  return useQuery({
    queryKey: ['activities', 'creation', 'published-exams', search],
    queryFn: ({ signal }) =>
      request<ExamSearchResponse>('exam-builder', '/exams/search', {
        method: 'POST',
        body: { search, page: 1, per_page: 50 },
        signal,
      }),
  });
}

/** GET /homework/exams_list: the exam a draft already applies (asked only when `enabled`). */
export function useAttachedExams(activity: string, enabled = true) {
  return useQuery({
    queryKey: [...activityKeys.detail(activity), 'exams'],
    queryFn: ({ signal }) => request<ExamsList>('main', '/homework/exams_list', { query: { activity }, signal }),
    enabled,
  });
}

/** PATCH /homeworks/update_exams: the activity applies this exam for this many minutes (one exam per activity). */
export function useAttachExam(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateExamsSchema>) =>
      request<ExamsList>('main', '/homeworks/update_exams', { method: 'PATCH', body, notifyError: true }),
    onSuccess: (list) => client.setQueryData([...activityKeys.detail(activity), 'exams'], list),
  });
}
