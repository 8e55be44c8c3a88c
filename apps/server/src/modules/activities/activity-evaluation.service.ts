import { DELIVERY_STATUS, isGradedOnceSent, MESSAGES, SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { toPlainText } from '../../platform/rich-text/plain-text.ts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import type { ActivityAccess } from './activities.access.ts';
import { presentAssignment } from './activities.presenter.ts';
import type { ActivitiesRepository, AssignmentValues } from './activities.repository.ts';
import type { ActivityRow } from './activity-access.repository.ts';
import type { ActivityPokz } from './activity-pokz.ts';
import type { DeliveryRepository } from './delivery.repository.ts';

/** The teacher's comment is shown as plain text: stored as such, never as markup; empty means none. */
const teacherComment = (comment: string) => toPlainText(comment).trim() || null;

export interface Evaluation {
  activity: string;
  student: string;
  score: number;
  pokz?: number;
  comment?: string;
  reached_goal?: boolean;
}

/** Comments, evaluation, redo and status of students' rows: the classroom's educators only. */
export function createActivityEvaluationService(deps: {
  activitiesRepo: Pick<ActivitiesRepository, 'assignments'>;
  deliveries: Pick<DeliveryRepository, 'update' | 'lockStatuses' | 'markSent'>;
  activityPokz: ActivityPokz;
  transact: Transact;
  access: ActivityAccess;
  clock: Clock;
  media: PresentedMedia;
}) {
  const { activitiesRepo, deliveries, activityPokz, transact, access, clock, media } = deps;

  async function answer(user: AuthContext, activity: ActivityRow, studentIds: string[]) {
    const now = clock.now();
    const rows = await activitiesRepo.assignments(user.platformId, activity.id, studentIds);
    return {
      activity: activity.id,
      students: rows.map((row) => presentAssignment(row, activity.end_time, now, media)),
    };
  }

  /** Changes the rows of all the students or, when one of them is not assigned, of none. */
  async function change(
    user: AuthContext,
    activityId: string,
    studentIds: string[],
    write: (tx: Executor, activity: ActivityRow, ids: string[]) => Promise<string[]>,
  ) {
    const activity = await access.forTeacher(user, activityId);
    const unique = [...new Set(studentIds)];
    const ids = await transact(async (tx) => {
      const changed = await write(tx, activity, unique);
      if (changed.length !== unique.length) throw badRequest(MESSAGES.activityStudentNotAssigned);
      return changed;
    });
    return answer(user, activity, ids);
  }

  const setting = (values: AssignmentValues) => (tx: Executor, activity: ActivityRow, ids: string[]) =>
    deliveries.update(activity.platform_id, activity.id, ids, values, tx);
  /**
   * Reopens the answers: the grade and whether the goal was reached no longer stand, so every
   * screen shows none until the new evaluation; the pokz already given stay (a new evaluation's
   * pokz replace them, and the ledger posts the difference). The answer sent stays
   * a sent one (not a draft) until the student saves a new draft over it.
   */
  const reopenAnswers = setting({ status: 5, draft: false, evaluated_at: null, score: null, reached_goal: false });
  /** A concluded or archived activity takes no answer, so a redo would only erase the grade that stands. */
  const reopen = (tx: Executor, activity: ActivityRow, ids: string[]) => {
    if (activity.concluded_at !== null || activity.archived_at !== null) {
      throw badRequest(MESSAGES.activityClosedForRedo);
    }
    return reopenAnswers(tx, activity, ids);
  };

  return {
    comment(user: AuthContext, input: { activity: string; student: string; comment: string }) {
      return change(user, input.activity, [input.student], setting({ teacher_comment: teacherComment(input.comment) }));
    },

    /** Grades once sent where the kind asks for it (isGradedOnceSent); handmade work also counts as sent. */
    evaluate(user: AuthContext, input: Evaluation) {
      const values: AssignmentValues = { score: input.score, evaluated_at: clock.now() };
      if (input.pokz !== undefined) values.pokz = input.pokz;
      if (input.comment !== undefined) values.teacher_comment = teacherComment(input.comment);
      if (input.reached_goal !== undefined) values.reached_goal = input.reached_goal;
      return change(user, input.activity, [input.student], async (tx, activity, ids) => {
        if (isGradedOnceSent(activity.kind)) {
          const statuses = await deliveries.lockStatuses(activity.platform_id, activity.id, ids, tx);
          if (statuses.some((status) => status !== DELIVERY_STATUS.sent)) {
            throw badRequest(SCHOOL_WORK_MESSAGES.notSent);
          }
        }
        const changed = await setting(values)(tx, activity, ids);
        if (activity.kind === 'handmade') {
          await deliveries.markSent(activity.platform_id, activity.id, changed, clock.now(), tx);
        }
        if (input.pokz !== undefined) {
          const keys = changed.map((studentId) => ({ activityId: activity.id, studentId }));
          await activityPokz.settle(activity.platform_id, keys, tx);
        }
        return changed;
      });
    },

    redo(user: AuthContext, input: { activity: string; students: string[] }) {
      return change(user, input.activity, input.students, reopen);
    },

    /** Sent (3) also records the delivery date, redo (5) reopens as a redo does, activated (1) is the status only. */
    updateStatus(user: AuthContext, input: { activity: string; students: string[]; status: 1 | 3 | 5 }) {
      return change(user, input.activity, input.students, (tx, activity, ids) => {
        if (input.status === 3) return deliveries.markSent(activity.platform_id, activity.id, ids, clock.now(), tx);
        if (input.status === 5) return reopen(tx, activity, ids);
        return setting({ status: input.status })(tx, activity, ids);
      });
    },
  };
}

export type ActivityEvaluationService = ReturnType<typeof createActivityEvaluationService>;
