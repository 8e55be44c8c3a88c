import { isSchoolWorkKind, SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import {
  type ActivityAccess,
  type ActivityRow,
  type ActivityStudentRow,
  createActivityAccess,
} from '../activities/activities.access.ts';
import { createSchoolWorkRepository, type SchoolWorkRepository } from './school-work.repository.ts';

export interface Submission {
  viewer: 'student' | 'educator' | 'guardian';
  activity: ActivityRow;
  assignment: ActivityStudentRow;
  studentName: string;
}

/**
 * Whose submission a caller may read: a student only their own, an educator any assigned
 * student of an activity they teach, a guardian only a dependent's. Shared by school work
 * and essays so both answer the same way.
 */
export function createSubmissionAccess(deps: {
  access: Pick<ActivityAccess, 'forViewer'>;
  repo: Pick<SchoolWorkRepository, 'assignment'>;
}) {
  return async function submissionOf(user: AuthContext, activityId: string, studentId?: string): Promise<Submission> {
    const seen = await deps.access.forViewer(user, activityId);
    if (!isSchoolWorkKind(seen.activity.kind)) throw badRequest(SCHOOL_WORK_MESSAGES.notSchoolWork);
    if (seen.as === 'student' && studentId !== undefined && studentId !== user.userId) throw forbidden();
    const target =
      seen.as === 'student'
        ? user.userId
        : (studentId ?? (seen.as === 'guardian' && seen.dependentIds.length === 1 ? seen.dependentIds[0] : undefined));
    if (target === undefined) throw badRequest(SCHOOL_WORK_MESSAGES.studentRequired);
    if (seen.as === 'guardian' && !seen.dependentIds.includes(target)) throw forbidden();
    const row = await deps.repo.assignment(user.platformId, activityId, target);
    if (!row) throw notFound(SCHOOL_WORK_MESSAGES.studentNotAssigned);
    return { viewer: seen.as, activity: seen.activity, assignment: row.assignment, studentName: row.name };
  };
}

export type SubmissionOf = ReturnType<typeof createSubmissionAccess>;

/**
 * What essays share with school work: whose submission a caller may read, one student's
 * assignment of an activity with their name, and the stage of a classroom (which picks an
 * essay's rubric).
 */
export function createSubmissions(db: Executor) {
  const repo = createSchoolWorkRepository(db);
  return {
    submissionOf: createSubmissionAccess({ access: createActivityAccess(db), repo }),
    assignment: repo.assignment,
    classroomStage: repo.classroomStage,
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
