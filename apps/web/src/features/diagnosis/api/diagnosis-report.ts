import type { DiagnosisReport } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diagnosisKeys } from './diagnosis-keys.ts';

/** GET /diagnosis/report (assistant): hit rates by area, classroom and skill, and who needs attention. */
export const useDiagnosisReport = (query: Record<string, string>) =>
  useQuery({
    queryKey: diagnosisKeys.report(query),
    queryFn: ({ signal }) => request<DiagnosisReport>('assistant', '/diagnosis/report', { query, signal }),
    placeholderData: keepPreviousData,
  });
