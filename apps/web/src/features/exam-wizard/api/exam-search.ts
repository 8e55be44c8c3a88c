import type { ExamSearchRequest, ExamSearchResponse } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { type ExamListScope, examBuilderKeys } from './exam-builder-keys.ts';

const PATHS: Record<ExamListScope, string> = {
  complete: '/exams/complete/search',
  network: '/external/exams/search',
  published: '/exams/search',
};

/** POST /exams/complete/search, /external/exams/search or /exams/search */
export const useExamSearch = (scope: ExamListScope, filters: ExamSearchRequest) =>
  useQuery({
    queryKey: examBuilderKeys.search(scope, filters),
    queryFn: ({ signal }) =>
      request<ExamSearchResponse>('exam-builder', PATHS[scope], { method: 'POST', body: filters, signal }),
    placeholderData: keepPreviousData,
  });
