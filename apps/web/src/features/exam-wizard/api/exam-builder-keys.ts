import type { ExamSearchRequest } from '@ava/contracts';

export type ExamListScope = 'complete' | 'network' | 'published';

/** Query keys of the exam screens. */
export const examBuilderKeys = {
  all: ['exam-builder'] as const,
  search: (scope: ExamListScope, filters: ExamSearchRequest) =>
    [...examBuilderKeys.all, 'search', scope, filters] as const,
  detail: (externalId: string) => [...examBuilderKeys.all, 'detail', externalId] as const,
  layouts: () => [...examBuilderKeys.all, 'layouts'] as const,
  mockExamsOffered: () => [...examBuilderKeys.all, 'mock-exams-offered'] as const,
};
