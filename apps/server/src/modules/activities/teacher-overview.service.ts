import { can, type TeacherOverview } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import { presentOverview } from './teacher-overview.presenter.ts';
import type { TeacherOverviewRepository } from './teacher-overview.repository.ts';

/** The educator's home: answers to grade, next deadlines and participation, in the classrooms they see. */
export function createTeacherOverviewService(deps: { overviewRepo: TeacherOverviewRepository; clock: Clock }) {
  const { overviewRepo, clock } = deps;
  return {
    async overview(user: AuthContext): Promise<TeacherOverview> {
      if (!can(user.role, 'create.activities')) throw forbidden();
      const educator = educatorOf(user);
      const now = clock.now();
      const [toGrade, deadlines, participation] = await Promise.all([
        overviewRepo.toGrade(user.platformId, educator),
        overviewRepo.deadlines(user.platformId, educator, now),
        overviewRepo.participation(user.platformId, educator, now),
      ]);
      return presentOverview(toGrade, deadlines, participation);
    },
  };
}

export type TeacherOverviewService = ReturnType<typeof createTeacherOverviewService>;
