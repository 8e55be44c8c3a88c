import type { MockExamOffer, MockExamsOffered } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { examBuilderKeys } from './exam-builder-keys.ts';

/** GET /mock_exams/offered of the exams service: the platform's mock exams on offer. */
export const useMockExamsOffered = () =>
  useQuery({
    queryKey: examBuilderKeys.mockExamsOffered(),
    queryFn: ({ signal }) => request<MockExamsOffered>('exams', '/mock_exams/offered', { signal }),
  });

/** PUT (offer or change) and DELETE (withdraw) /mock_exams/offer; each answers the list on offer. */
export function useMockExamOffer() {
  const client = useQueryClient();
  const store = (offered: MockExamsOffered) => client.setQueryData(examBuilderKeys.mockExamsOffered(), offered);
  const offer = useMutation({
    mutationFn: (input: MockExamOffer) =>
      request<MockExamsOffered>('exams', '/mock_exams/offer', { method: 'PUT', body: input }),
    onSuccess: store,
  });
  const withdraw = useMutation({
    mutationFn: (examId: string) =>
      request<MockExamsOffered>('exams', '/mock_exams/offer', { method: 'DELETE', query: { exam_id: examId } }),
    onSuccess: store,
  });
  return { offer, withdraw };
}
