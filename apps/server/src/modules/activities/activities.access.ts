import { MESSAGES, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import {
  type ActivityRow,
  type ActivityStudentRow,
  createActivityAccessRepository,
} from './activity-access.repository.ts';

export type { ActivityRow, ActivityStudentRow };

export interface StudentAccess {
  activity: ActivityRow;
  assignment: ActivityStudentRow;
}

export type ViewerAccess =
  | { as: 'student'; activity: ActivityRow; assignment: ActivityStudentRow }
  | { as: 'educator'; activity: ActivityRow }
  | { as: 'guardian'; activity: ActivityRow; dependentIds: string[] };

const activityNotFound = () => notFound(MESSAGES.activityNotFound);

/**
 * Who may act on one activity; every module about activities (forum, essays, school work,
 * ...) asks here first. Students and guardians only ever see published activities.
 */
export function createActivityAccess(db: Executor) {
  const repo = createActivityAccessRepository(db);

  async function forStudent(user: AuthContext, activityId: string): Promise<StudentAccess> {
    if (roleGroup(user.role) !== 'student') throw forbidden();
    const row = await repo.assignment(user.platformId, activityId, user.userId);
    if (!row?.activity.published) throw activityNotFound();
    return row;
  }

  /** The classroom's teachers and the coordinators of its school. */
  async function forTeacher(user: AuthContext, activityId: string): Promise<ActivityRow> {
    if (roleGroup(user.role) !== 'educator') throw forbidden();
    const row = await repo.withEducatorLinks(user.platformId, activityId, user.userId);
    if (!row) throw activityNotFound();
    if (row.teaches || (user.role === 'school_coordinator' && row.inSchool)) return row.activity;
    throw forbidden();
  }

  async function forGuardian(user: AuthContext, activityId: string) {
    const row = await repo.withDependents(user.platformId, activityId, user.userId);
    if (!row?.activity.published || row.dependentIds.length === 0) throw activityNotFound();
    return row;
  }

  async function forViewer(user: AuthContext, activityId: string): Promise<ViewerAccess> {
    switch (roleGroup(user.role)) {
      case 'student':
        return { as: 'student', ...(await forStudent(user, activityId)) };
      case 'educator':
        return { as: 'educator', activity: await forTeacher(user, activityId) };
      case 'guardian':
        return { as: 'guardian', ...(await forGuardian(user, activityId)) };
      default:
        throw forbidden();
    }
  }

  return { forStudent, forTeacher, forViewer };
}

export type ActivityAccess = ReturnType<typeof createActivityAccess>;
