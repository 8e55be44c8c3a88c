import type { ExamDetail } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { examBuilderKeys } from './exam-builder-keys.ts';

/** GET /exams/details?external_id= */
export const useExamDetail = (externalId: string | undefined) =>
  useQuery({
    queryKey: examBuilderKeys.detail(externalId ?? ''),
    queryFn: ({ signal }) =>
      request<ExamDetail>('exam-builder', '/exams/details', { query: { external_id: externalId }, signal }),
    enabled: Boolean(externalId),
  });

/** GET /exam_layouts/all */
export const useExamLayouts = () =>
  useQuery({
    queryKey: examBuilderKeys.layouts(),
    queryFn: ({ signal }) =>
      request<{ layouts: { id: string; name: string }[] }>('exam-builder', '/exam_layouts/all', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
