import type {
  ExamQuestionsResponse,
  ExamResult,
  ExamSaveResponse,
  ExamTimeLeft,
  MockExamsByDiscipline,
} from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import type { ExamSource } from '../../exam-source.ts';

/** Every mock exam query starts with 'mock-exams', so finishing one refreshes the list and its screens. */
export const mockExamKeys = {
  all: ['mock-exams'] as const,
  list: () => [...mockExamKeys.all, 'list'] as const,
  timeLeft: (exam: string) => [...mockExamKeys.all, exam, 'time-left'] as const,
  questions: (exam: string) => [...mockExamKeys.all, exam, 'questions'] as const,
  result: (exam: string) => [...mockExamKeys.all, exam, 'result'] as const,
};

/** GET /mock_exams/by_discipline: the platform's mock exams with the student's status and score. */
export const useMockExams = () =>
  useQuery({
    queryKey: mockExamKeys.list(),
    queryFn: ({ signal }) => request<MockExamsByDiscipline>('exams', '/mock_exams/by_discipline', { signal }),
  });

/** GET /mock_exam/time_left: the server's clock of the attempt; the first call starts it. */
const fetchTimeLeft = (exam: string, signal?: AbortSignal) =>
  request<ExamTimeLeft>('exams', '/mock_exam/time_left', { query: { exam_id: exam }, signal });

/** PATCH /mock_exam/exam_finish: finishes (idempotent) and answers the result. */
const finishMockExam = (exam: string) =>
  request<ExamResult>('exams', '/mock_exam/exam_finish', {
    method: 'PATCH',
    body: { exam_id: exam },
    notifyError: true,
  });

/** The mock exam for the exam player (features/exams/exam-source.ts). */
export function mockExamSource(exam: string): ExamSource {
  return {
    // Answers kept on this device are named apart from activities' (whose key is the activity id).
    key: `mock-${exam}`,
    timeLeftKey: mockExamKeys.timeLeft(exam),
    questionsKey: mockExamKeys.questions(exam),
    doneKey: mockExamKeys.all,
    fetchTimeLeft: (signal) => fetchTimeLeft(exam, signal),
    fetchQuestions: (signal) =>
      request<ExamQuestionsResponse>('exams', '/mock_exam/questions', { query: { exam_id: exam }, signal }),
    save: (answer) =>
      request<ExamSaveResponse>('exams', '/mock_exam/save_result', {
        method: 'PATCH',
        body: { exam_id: exam, ...answer },
      }),
    finish: () => finishMockExam(exam),
  };
}

/** 'Iniciar simulado': the first time_left starts the attempt. */
export function useStartMockExam(exam: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchTimeLeft(exam),
    onSuccess: (clock) => {
      client.setQueryData(mockExamKeys.timeLeft(exam), clock);
      return client.invalidateQueries({ queryKey: mockExamKeys.list() });
    },
  });
}

/** The result of a finished mock exam: exam_finish is idempotent and answers it. */
export const useMockExamResult = (exam: string) =>
  useQuery({
    queryKey: mockExamKeys.result(exam),
    queryFn: () => finishMockExam(exam),
    staleTime: Number.POSITIVE_INFINITY,
  });
