import type { ClassroomPosition, HallPeriod } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { hallOfFameKeys } from './hall-of-fame-keys.ts';

/** GET /hall_fame/classroom_position: the student's classroom and its place among the school's. */
export const useClassroomPosition = (period: HallPeriod) =>
  useQuery({
    queryKey: hallOfFameKeys.classroomPosition(period),
    queryFn: ({ signal }) =>
      request<ClassroomPosition>('main', '/hall_fame/classroom_position', { query: { ...period }, signal }),
  });
