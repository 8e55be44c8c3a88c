import type { DiagnosisClassrooms } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diagnosisKeys } from './diagnosis-keys.ts';

/** GET /datasets/class-rooms (assistant): the classrooms the educator sees, of a year when given. */
export const useDiagnosisClassrooms = (query: Record<string, string>) =>
  useQuery({
    queryKey: diagnosisKeys.dataset('class-rooms', query),
    queryFn: ({ signal }) => request<DiagnosisClassrooms>('assistant', '/datasets/class-rooms', { query, signal }),
  });
