import type { ExamSearchRequest } from '@ava/contracts';

export type ExamListScope = 'complete' | 'network' | 'published';

/** Query keys of the exam screens. */
export const examKeys = {
  all: ['exam-builder'] as const,
  search: (scope: ExamListScope, filters: ExamSearchRequest) => [...examKeys.all, 'search', scope, filters] as const,
  detail: (externalId: string) => [...examKeys.all, 'detail', externalId] as const,
  layouts: () => [...examKeys.all, 'layouts'] as const,
  grades: () => [...examKeys.all, 'grades'] as const,
  mockExamsOffered: () => [...examKeys.all, 'mock-exams-offered'] as const,
};
