import type { HallPeriod, StudentStandingsResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { hallOfFameKeys } from './hall-of-fame-keys.ts';

/** GET /hall_fame/student_standings: the students of a classroom, or of the caller's school without one. */
export const useStudentStandings = (period: HallPeriod, classroom?: string) =>
  useQuery({
    queryKey: hallOfFameKeys.studentStandings(period, classroom),
    queryFn: ({ signal }) =>
      request<StudentStandingsResponse>('main', '/hall_fame/student_standings', {
        query: { ...period, classroom },
        signal,
      }),
  });
