import type {
  creationFirstStepSchema,
  creationFourthStepSchema,
  creationSecondStepSchema,
  creationThirdStepSchema,
} from '@ava/contracts';
import {
  type ActivityDetail,
  type ActivityKind,
  CREATION_SERVICE_KINDS,
  type CreationService,
  can,
  MESSAGES,
} from '@ava/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { ActivityAccess } from './activities.access.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import type { ActivitiesService } from './activities.service.ts';
import type { ActivitiesWriteRepository } from './activities-write.repository.ts';
import type { ActivityRow } from './activity-access.repository.ts';
import type { ActivityRules } from './activity-rules.ts';
import type { DeliveryRepository } from './delivery.repository.ts';
import { unassigning } from './unassign-students.ts';

/**
 * The four-step creation flow, served by the tasks, exams and trails services alike: each
 * accepts only its own kinds. A draft is saved at every step and published at the fourth.
 * Exam- and trail-specific content (questions, trail items) is attached by their own calls.
 */
export function createActivityCreationService(deps: {
  activitiesRepo: Pick<ActivitiesRepository, 'assignedStudentIds'>;
  writeRepo: ActivitiesWriteRepository;
  deliveries: Pick<DeliveryRepository, 'assign' | 'unassign'>;
  transact: Transact;
  access: ActivityAccess;
  rules: ActivityRules;
  activities: Pick<ActivitiesService, 'detail'>;
}) {
  const { activitiesRepo, writeRepo, deliveries, transact, access, rules, activities } = deps;
  const unassign = unassigning({ writeRepo, deliveries });

  function checkKind(service: CreationService, kind: string): void {
    if (!(CREATION_SERVICE_KINDS[service] as readonly string[]).includes(kind)) {
      throw badRequest(MESSAGES.activityWrongService);
    }
  }

  async function activityOf(user: AuthContext, service: CreationService, activityId: string): Promise<ActivityRow> {
    const activity = await access.forTeacher(user, activityId);
    checkKind(service, activity.kind);
    return activity;
  }

  /**
   * The first three steps edit drafts only: a published activity is edited through
   * /activity/update, which keeps the work of the students who stay.
   */
  async function draftOf(user: AuthContext, service: CreationService, activityId: string): Promise<ActivityRow> {
    const activity = await activityOf(user, service, activityId);
    if (activity.published) throw badRequest(MESSAGES.activityPublished);
    return activity;
  }

  const stepAfter = (activity: ActivityRow, step: number) => Math.max(activity.creation_step, step);

  return {
    async firstStep(
      user: AuthContext,
      service: CreationService,
      input: z.infer<typeof creationFirstStepSchema>,
    ): Promise<ActivityDetail> {
      if (!can(user.role, 'create.activities')) throw forbidden();
      checkKind(service, input.activity_type);
      const { activity: activityId, ...detail } = input;
      if (activityId) {
        const activity = await draftOf(user, service, activityId);
        const changes = await rules.changes(user, activity, detail);
        await transact(async (tx) => {
          // A draft's students are chosen again at the third step, among the new classroom's.
          if (changes.classroom_id && changes.classroom_id !== activity.classroom_id) {
            await unassign(user.platformId, activity.id, undefined, tx);
          }
          await writeRepo.update(
            user.platformId,
            activity.id,
            { ...changes, creation_step: stepAfter(activity, 1) },
            tx,
          );
        });
        return activities.detail(user, activity.id);
      }
      const values = await rules.newActivity(user, { ...detail, activity_type: detail.activity_type as ActivityKind });
      const created = await writeRepo.insert({ ...values, published: false, creation_step: 1 });
      return activities.detail(user, created.id);
    },

    async secondStep(
      user: AuthContext,
      service: CreationService,
      input: z.infer<typeof creationSecondStepSchema>,
    ): Promise<ActivityDetail> {
      const { activity: activityId, ...detail } = input;
      const activity = await draftOf(user, service, activityId);
      const changes = await rules.changes(user, activity, detail);
      await writeRepo.update(user.platformId, activity.id, { ...changes, creation_step: stepAfter(activity, 2) });
      return activities.detail(user, activity.id);
    },

    /** Replaces the assigned students; without ids every student of the classroom. */
    async thirdStep(
      user: AuthContext,
      service: CreationService,
      input: z.infer<typeof creationThirdStepSchema>,
    ): Promise<ActivityDetail> {
      const activity = await draftOf(user, service, input.activity);
      const students = await rules.studentsFor(user, activity.classroom_id, input.students);
      if (students.length === 0) throw badRequest(MESSAGES.activityNoStudents);
      const current = await activitiesRepo.assignedStudentIds(user.platformId, activity.id);
      const left = current.filter((id) => !students.includes(id));
      await transact(async (tx) => {
        // Only those left out lose their delivery: the others keep their answers and scores.
        if (left.length > 0) await unassign(user.platformId, activity.id, left, tx);
        await deliveries.assign(user.platformId, activity.id, students, tx);
        await writeRepo.update(user.platformId, activity.id, { creation_step: stepAfter(activity, 3) }, tx);
      });
      return activities.detail(user, activity.id);
    },

    async fourthStep(
      user: AuthContext,
      service: CreationService,
      input: z.infer<typeof creationFourthStepSchema>,
    ): Promise<ActivityDetail> {
      const activity = await activityOf(user, service, input.activity);
      if (activity.creation_step < 3) throw badRequest(MESSAGES.activityIncomplete);
      const students = await activitiesRepo.assignedStudentIds(user.platformId, activity.id);
      if (students.length === 0) throw badRequest(MESSAGES.activityNoStudents);
      if (input.publish) await rules.requireAppliedContent(user, activity.kind, activity.id);
      await writeRepo.update(user.platformId, activity.id, {
        creation_step: 4,
        published: activity.published || input.publish,
      });
      return activities.detail(user, activity.id);
    },

    async show(user: AuthContext, service: CreationService, activityId: string): Promise<ActivityDetail> {
      await activityOf(user, service, activityId);
      return activities.detail(user, activityId);
    },
  };
}

export type ActivityCreationService = ReturnType<typeof createActivityCreationService>;
