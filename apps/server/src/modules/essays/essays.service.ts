import {
  type EssayBookmark,
  type EssayBookmarkList,
  type EssayBookmarkUpdate,
  EXTERNAL_ACTIVITY_STATUS,
  SCHOOL_WORK_MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, ActivityStudentRow } from '../activities/activities.access.ts';
import type { Submissions } from '../school-work/school-work.access.ts';
import { compressPosition } from './bookmark-position.ts';
import { essayTextLength } from './essay-text-length.ts';
import { createEssayToCorrect, requireEssay } from './essay-to-correct.ts';
import { presentBookmark, presentBookmarkList } from './essays.presenter.ts';
import type { EssaysRepository } from './essays.repository.ts';

/**
 * The correction is released to the student (and their guardians) once the teacher has
 * evaluated the essay, or asked for a redo, which the student needs the marks to do;
 * until then the marks are the teacher's work in progress.
 */
function correctionReleased(assignment: ActivityStudentRow): boolean {
  return assignment.evaluated_at !== null || assignment.status === EXTERNAL_ACTIVITY_STATUS.redo;
}

/** Teachers' correction marks (bookmarks) on students' essays. */
export function createEssaysService(deps: {
  access: Pick<ActivityAccess, 'forTeacher'>;
  submissions: Submissions;
  essaysRepo: EssaysRepository;
}) {
  const { access, essaysRepo } = deps;
  const { submissionOf } = deps.submissions;
  const essayToCorrect = createEssayToCorrect({ access, submissions: deps.submissions });

  return {
    /** The marks, and the essay text they were made on (the answer's text may be a redo's draft by now). */
    async list(user: AuthContext, query: { activity: string; student?: string }): Promise<EssayBookmarkList> {
      const submission = await submissionOf(user, query.activity, query.student);
      requireEssay(submission.activity);
      if (submission.viewer !== 'educator' && !correctionReleased(submission.assignment)) {
        return { bookmarks: [], text: null };
      }
      const rows = await essaysRepo.listForEssay(user.platformId, query.activity, submission.assignment.student_id);
      return presentBookmarkList(rows);
    },

    async update(user: AuthContext, body: EssayBookmarkUpdate): Promise<EssayBookmark> {
      const essay = (await essayToCorrect(user, body.activity, body.student)).assignment;
      if (body.position.range.end > essayTextLength(essay.response_text ?? '')) {
        throw badRequest(SCHOOL_WORK_MESSAGES.bookmarkOutOfText);
      }
      const values = {
        activityId: body.activity,
        studentId: body.student,
        teacherId: user.userId,
        position: compressPosition(body.position),
        essayText: essay.response_text ?? '',
      };
      if (body.id === undefined) return presentBookmark(await essaysRepo.insert(user.platformId, values));
      const row = await essaysRepo.update(user.platformId, body.id, values);
      if (!row) throw notFound(SCHOOL_WORK_MESSAGES.bookmarkNotFound);
      return presentBookmark(row);
    },

    async remove(user: AuthContext, id: string): Promise<{ id: string }> {
      const bookmark = await essaysRepo.find(user.platformId, id);
      if (!bookmark) throw notFound(SCHOOL_WORK_MESSAGES.bookmarkNotFound);
      await access.forTeacher(user, bookmark.activity_id);
      await essaysRepo.remove(user.platformId, id);
      return { id };
    },
  };
}

export type EssaysService = ReturnType<typeof createEssaysService>;
