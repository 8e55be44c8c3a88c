import { isSchoolWorkKind } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ActivityAccess } from '../activities/activities.access.ts';
import type { AccessRule } from '../storage/storage.module.ts';
import { parseKey, UUID } from '../storage/storage.module.ts';
import { submissionRefusal } from './submission-window.ts';

/** The storage namespace of students' work files: `<platform>/activities/<activityId>/<studentId>/<file>`. */
export const ACTIVITY_FILES_NAMESPACE = 'activities';

/**
 * The assigned student writes their own folder while they may still submit, and reads it;
 * the activity's educators read every folder of it; a guardian reads a dependent's.
 */
export function createActivityFilesAccess(deps: {
  access: Pick<ActivityAccess, 'forViewer'>;
  clock: Clock;
}): AccessRule {
  return async (user, key, mode) => {
    const [activityId, studentId = ''] = parseKey(key).rest.split('/');
    if (!activityId || !UUID.test(activityId)) return false;
    try {
      const seen = await deps.access.forViewer(user, activityId);
      if (!isSchoolWorkKind(seen.activity.kind)) return false;
      switch (seen.as) {
        case 'student':
          if (studentId !== user.userId) return false;
          return mode === 'read' || submissionRefusal(seen.activity, seen.assignment, deps.clock.now()) === null;
        case 'educator':
          return mode === 'read';
        case 'guardian':
          return mode === 'read' && seen.dependentIds.includes(studentId);
      }
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  };
}
