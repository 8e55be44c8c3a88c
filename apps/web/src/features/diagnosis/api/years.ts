import type { DiagnosisYears } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diagnosisKeys } from './diagnosis-keys.ts';

/** GET /datasets/years (assistant): the school years of the educator's classrooms. */
export const useDiagnosisYears = () =>
  useQuery({
    queryKey: diagnosisKeys.dataset('years', {}),
    queryFn: ({ signal }) => request<DiagnosisYears>('assistant', '/datasets/years', { signal }),
  });
