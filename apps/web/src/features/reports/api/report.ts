import type { ReportAnswer, ReportName } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { reportKeys } from './report-keys.ts';

/** GET /reports/<name> (teacher-dashboard): any of the ten reports; `enabled` false waits for a needed id. */
export const useReport = <T extends ReportAnswer>(name: ReportName, query: Record<string, string>, enabled = true) =>
  useQuery({
    queryKey: reportKeys.report(name, query),
    queryFn: ({ signal }) => request<T>('teacher-dashboard', `/reports/${name}`, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
