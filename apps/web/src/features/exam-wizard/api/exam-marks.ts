import type { ExamRatingResponse } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { examBuilderKeys } from './exam-builder-keys.ts';

/** PATCH /exams/favorite and PATCH /exams/rating; the lists are refetched after either. */
export function useExamMarks() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: examBuilderKeys.all });
  const favorite = useMutation({
    mutationFn: ({ examId, favorite }: { examId: string; favorite: boolean }) =>
      request('exam-builder', '/exams/favorite', {
        method: 'PATCH',
        query: { exam_id: examId, favorite: String(favorite) },
        notifyError: true,
      }),
    onSuccess: refresh,
  });
  const rating = useMutation({
    mutationFn: ({ examId, rating }: { examId: string; rating: number }) =>
      request<ExamRatingResponse>('exam-builder', '/exams/rating', {
        method: 'PATCH',
        body: { exam_id: examId, rating },
      }),
    onSuccess: refresh,
  });
  return { favorite, rating };
}
