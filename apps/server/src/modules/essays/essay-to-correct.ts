import { DELIVERY_STATUS, SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, ActivityRow } from '../activities/activities.access.ts';
import type { Submissions } from '../school-work/school-work.access.ts';

export function requireEssay(activity: ActivityRow): void {
  if (activity.kind !== 'essay') throw badRequest(SCHOOL_WORK_MESSAGES.notEssay);
}

/**
 * The essay an educator corrects: an essay activity they teach, whose student has sent it and
 * is not rewriting it after a redo (the marks are on the text sent). Shared by the essay
 * bookmarks and the essay assistant, which marks the same essays.
 */
export function createEssayToCorrect(deps: {
  access: Pick<ActivityAccess, 'forTeacher'>;
  submissions: Pick<Submissions, 'assignment'>;
}) {
  return async function essayToCorrect(user: AuthContext, activityId: string, studentId: string) {
    const activity = await deps.access.forTeacher(user, activityId);
    requireEssay(activity);
    const row = await deps.submissions.assignment(user.platformId, activityId, studentId);
    if (!row) throw notFound(SCHOOL_WORK_MESSAGES.studentNotAssigned);
    if (row.assignment.status !== DELIVERY_STATUS.sent) throw badRequest(SCHOOL_WORK_MESSAGES.essayNotSent);
    return { activity, assignment: row.assignment };
  };
}

export type EssayToCorrect = ReturnType<typeof createEssayToCorrect>;
