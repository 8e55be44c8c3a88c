import type { ClassroomStandingsResponse, HallPeriod } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { hallOfFameKeys } from './hall-of-fame-keys.ts';

/** GET /hall_fame/classroom_standings: the classrooms of the student's school, ranked. */
export const useClassroomStandings = (period: HallPeriod) =>
  useQuery({
    queryKey: hallOfFameKeys.classroomStandings(period),
    queryFn: ({ signal }) =>
      request<ClassroomStandingsResponse>('main', '/hall_fame/classroom_standings', { query: { ...period }, signal }),
  });
