import {
  EXTERNAL_ACTIVITY_STATUS,
  type ExamFinishResponse,
  type ExamNullify,
  type ExamPauseResponse,
  type ExamSummary,
} from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { examKeys } from './exam-keys.ts';

/** The live view asks again this often. */
export const SUMMARY_POLL_MS = 4_000;

/** GET /homework/digital_exam_summary: every student's progress, polled while the teacher watches. */
export function useExamSummary(activity: string) {
  return useQuery({
    queryKey: examKeys.summary(activity),
    queryFn: ({ signal }) =>
      request<ExamSummary>('main', '/homework/digital_exam_summary', { query: { activity }, signal }),
    refetchInterval: SUMMARY_POLL_MS,
  });
}

/** Every teacher action changes what the live view shows: its queries are refreshed after each. */
function useExamAction<T, V>(activity: string, call: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: examKeys.activity(activity) }),
  });
}

/** PATCH /activity/pause-activity-exam or /activity/resume-activity-exam: every student's clock stops or goes on. */
export const usePauseExam = (activity: string) =>
  useExamAction(activity, (pause: boolean) =>
    request<ExamPauseResponse>('main', pause ? '/activity/pause-activity-exam' : '/activity/resume-activity-exam', {
      method: 'PATCH',
      body: { activity },
      notifyError: true,
    }),
  );

/** PATCH /exam/exam_finish with nullify: the question stops counting and every score is recomputed. */
export const useNullifyQuestion = (activity: string) =>
  useExamAction(activity, (nullify: ExamNullify) =>
    request<ExamFinishResponse>('main', '/exam/exam_finish', {
      method: 'PATCH',
      body: { activity, nullify: [nullify] },
      notifyError: true,
    }),
  );

/** PATCH /exam/remake_exam: the students' attempts are removed and they may take the exam again. */
export const useRemakeExam = (activity: string) =>
  useExamAction(activity, (userIds: string[]) =>
    request<{ remade: number }>('main', '/exam/remake_exam', {
      method: 'PATCH',
      body: { activity, user_ids: userIds, status: EXTERNAL_ACTIVITY_STATUS.redo },
      notifyError: true,
    }),
  );

/** PATCH /exam/update_score: the teacher sets a student's score. */
export const useUpdateScore = (activity: string) =>
  useExamAction(activity, ({ student, score }: { student: string; score: number }) =>
    request<{ score: number }>('main', '/exam/update_score', {
      method: 'PATCH',
      body: { activity, user_id: student, score },
      notifyError: true,
    }),
  );
