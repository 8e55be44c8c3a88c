import type { DiagnosisStudents } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diagnosisKeys } from './diagnosis-keys.ts';

/** GET /datasets/students (assistant): the students of the educator's classrooms (of one when given). */
export const useDiagnosisStudents = (query: Record<string, string>) =>
  useQuery({
    queryKey: diagnosisKeys.dataset('students', query),
    queryFn: ({ signal }) => request<DiagnosisStudents>('assistant', '/datasets/students', { query, signal }),
  });
