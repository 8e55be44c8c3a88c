import {
  type ActivityCreate,
  type ActivityDetail,
  type ActivityUpdate,
  can,
  MAIN_ACTIVITY_STATUS,
  MESSAGES,
  roleGroup,
  type TeacherListQuery,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import type { ActivityAccess } from './activities.access.ts';
import { presentAssignment, presentDetail, presentTeacherItem } from './activities.presenter.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import type { ActivitiesWriteRepository, ActivityChanges } from './activities-write.repository.ts';
import type { ActivityRow } from './activity-access.repository.ts';
import type { ActivityRules } from './activity-rules.ts';
import type { DeliveryRepository } from './delivery.repository.ts';
import { unassigning } from './unassign-students.ts';

export interface ActivitiesServiceDeps {
  activitiesRepo: ActivitiesRepository;
  writeRepo: ActivitiesWriteRepository;
  deliveries: Pick<DeliveryRepository, 'assign' | 'unassign' | 'recordOpening'>;
  transact: Transact;
  access: ActivityAccess;
  rules: ActivityRules;
  clock: Clock;
  /** Files inside rich text and avatars as signed urls. */
  media: PresentedMedia;
  mapEnergy: {
    raise(user: AuthContext, event: { kind: 'targeted' | 'non-targeted'; source: string }): Promise<unknown>;
  };
}

/** Reading and managing activities: educators of the classroom manage, viewers read. */
export function createActivitiesService(deps: ActivitiesServiceDeps) {
  const { activitiesRepo, writeRepo, deliveries, transact, access, rules, clock, mapEnergy, media } = deps;
  const unassign = unassigning({ writeRepo, deliveries });

  function requireCreator(user: AuthContext): void {
    if (!can(user.role, 'create.activities')) throw forbidden();
  }

  /** The activity as its educators see it. */
  async function educatorDetail(user: AuthContext, activityId: string): Promise<ActivityDetail> {
    const row = await activitiesRepo.detail(user.platformId, activityId, user.userId);
    if (!row) throw notFound(MESSAGES.activityNotFound);
    const studentIds = await activitiesRepo.assignedStudentIds(user.platformId, activityId);
    return presentDetail(row, { educator: true, studentIds, assignments: [] }, clock.now(), media);
  }

  async function changeStatus(user: AuthContext, activity: ActivityRow, changes: ActivityChanges) {
    const next = { ...activity, ...changes };
    const inactive = next.archived_at !== null || next.concluded_at !== null;
    await writeRepo.update(user.platformId, activity.id, {
      ...changes,
      act_status: inactive ? MAIN_ACTIVITY_STATUS.inactive : MAIN_ACTIVITY_STATUS.active,
    });
    return educatorDetail(user, activity.id);
  }

  return {
    async listAll(user: AuthContext, query: TeacherListQuery) {
      requireCreator(user);
      const list = (limit: number, offset: number) =>
        activitiesRepo.teacherList(user.platformId, educatorOf(user), query, { limit, offset }, clock.now());
      const rows = await list(query.per_page, (query.page - 1) * query.per_page);
      // The counts ride on the page's rows; a page past the last has none, so they are read from the first.
      const counts = rows[0] ?? (query.page > 1 ? (await list(1, 0))[0] : undefined);
      return {
        activities: rows.map(presentTeacherItem),
        total: counts?.total ?? 0,
        urgent_activities: counts?.urgent ?? 0,
        page: query.page,
        per_page: query.per_page,
      };
    },

    /** Teachers for the list filter: of the student's classrooms, or of the educator's. */
    async teachersList(user: AuthContext, classroom?: string) {
      const group = roleGroup(user.role);
      let classroomIds: string[];
      if (group === 'student') {
        classroomIds = await activitiesRepo.studentClassroomIds(user.platformId, user.userId);
      } else if (group === 'educator') {
        classroomIds = (await activitiesRepo.educatorClassrooms(user.platformId, educatorOf(user))).map((c) => c.id);
      } else {
        throw forbidden();
      }
      if (classroom) classroomIds = classroomIds.filter((id) => id === classroom);
      return { teachers: await activitiesRepo.teachersOf(user.platformId, classroomIds) };
    },

    async classrooms(user: AuthContext) {
      requireCreator(user);
      const rows = await activitiesRepo.educatorClassrooms(user.platformId, educatorOf(user));
      return {
        classrooms: rows.map((row) => ({
          id: row.id,
          name: row.name,
          year: row.year,
          grade_id: row.grade_id,
          school: { id: row.school_id, name: row.school_name },
          total_students: row.total_students,
        })),
      };
    },

    /** GET /activity: a student's first opening counts as access and raises map energy. */
    async detail(user: AuthContext, activityId: string): Promise<ActivityDetail> {
      const view = await access.forViewer(user, activityId);
      if (view.as === 'educator') return educatorDetail(user, activityId);
      const now = clock.now();
      const studentIds = view.as === 'student' ? [user.userId] : view.dependentIds;
      const row = await activitiesRepo.detail(user.platformId, activityId, user.userId, studentIds);
      if (!row) throw notFound(MESSAGES.activityNotFound);
      if (view.as === 'student' && (await deliveries.recordOpening(user.platformId, activityId, user.userId, now))) {
        await mapEnergy.raise(user, { kind: 'non-targeted', source: 'activity_opened' });
      }
      const assignments = await activitiesRepo.assignments(user.platformId, activityId, studentIds);
      return presentDetail(
        row,
        {
          educator: false,
          studentIds,
          assignments: assignments.map((a) => presentAssignment(a, row.activity.end_time, now, media)),
          ownStatus: view.as === 'student' ? view.assignment.status : undefined,
        },
        now,
        media,
      );
    },

    async studentsAssigned(user: AuthContext, activityId: string) {
      const activity = await access.forTeacher(user, activityId);
      const now = clock.now();
      const rows = await activitiesRepo.assignments(user.platformId, activityId);
      return { students: rows.map((row) => presentAssignment(row, activity.end_time, now, media)) };
    },

    async archive(user: AuthContext, activityId: string, archived: boolean) {
      const activity = await access.forTeacher(user, activityId);
      return changeStatus(user, activity, { archived_at: archived ? (activity.archived_at ?? clock.now()) : null });
    },

    async conclude(user: AuthContext, activityId: string) {
      const activity = await access.forTeacher(user, activityId);
      return changeStatus(user, activity, { concluded_at: activity.concluded_at ?? clock.now() });
    },

    async favorite(user: AuthContext, activityId: string, favorite: boolean) {
      await access.forTeacher(user, activityId);
      await writeRepo.setFavorite(user.platformId, activityId, user.userId, favorite);
      return { activity: activityId, favorite };
    },

    async create(user: AuthContext, input: ActivityCreate): Promise<ActivityDetail> {
      requireCreator(user);
      const values = await rules.newActivity(user, input);
      // A new activity has no exam or challenge yet: a digital exam or a tarefa starts as a draft.
      if (!input.draft) await rules.requireAppliedContent(user, values.kind);
      const studentIds = await rules.studentsFor(user, input.classroom, input.students);
      if (!input.draft && studentIds.length === 0) throw badRequest(MESSAGES.activityNoStudents);
      const activity = await transact(async (tx) => {
        const row = await writeRepo.insert(
          { ...values, published: !input.draft, creation_step: input.draft ? 1 : 4 },
          tx,
        );
        await deliveries.assign(user.platformId, row.id, studentIds, tx);
        return row;
      });
      return educatorDetail(user, activity.id);
    },

    async remove(user: AuthContext, activityId: string): Promise<void> {
      await access.forTeacher(user, activityId);
      await writeRepo.remove(user.platformId, activityId);
    },

    async update(user: AuthContext, input: ActivityUpdate): Promise<ActivityDetail> {
      const activity = await access.forTeacher(user, input.activity);
      const { add_students, rm_students, ...detail } = input.detail;
      if (rm_students?.some((id) => add_students?.includes(id))) {
        throw badRequest(MESSAGES.activityStudentAddedAndRemoved);
      }
      const changes = await rules.changes(user, activity, detail);
      const classroomId = changes.classroom_id ?? activity.classroom_id;
      const added = add_students?.length ? await rules.studentsFor(user, classroomId, add_students) : [];
      if (input.draft === false) {
        await rules.requireAppliedContent(user, changes.kind ?? activity.kind, activity.id);
        Object.assign(changes, { published: true, creation_step: 4 });
      }
      const movedTo = changes.classroom_id !== activity.classroom_id ? changes.classroom_id : undefined;
      const assigned = await activitiesRepo.assignedStudentIds(user.platformId, activity.id);
      // Moving to another classroom keeps only the assigned students who are also in it.
      const kept = movedTo ? await activitiesRepo.classroomStudents(user.platformId, movedTo, assigned) : assigned;
      const dropped = assigned.filter((id) => !kept.includes(id));
      // As the creation steps do, a published activity keeps at least one student.
      const remaining = new Set([...kept.filter((id) => !rm_students?.includes(id)), ...added]);
      if ((activity.published || input.draft === false) && remaining.size === 0) {
        throw badRequest(MESSAGES.activityNoStudents);
      }
      const leaving = [...dropped, ...(rm_students ?? [])];
      await transact(async (tx) => {
        await writeRepo.update(user.platformId, activity.id, changes, tx);
        // The kept students keep their deliveries (answers, scores); only the others lose theirs.
        if (leaving.length > 0) await unassign(user.platformId, activity.id, leaving, tx);
        await deliveries.assign(user.platformId, activity.id, added, tx);
      });
      return educatorDetail(user, activity.id);
    },

    async updateDetail(user: AuthContext, activityId: string, details: string, observation?: string | null) {
      await access.forTeacher(user, activityId);
      await writeRepo.update(user.platformId, activityId, {
        details: await rules.details(user, activityId, details),
        ...(observation === undefined ? {} : { observation }),
      });
      return educatorDetail(user, activityId);
    },

    async generalNotes(user: AuthContext, activityId: string, notes: string) {
      await access.forTeacher(user, activityId);
      await writeRepo.update(user.platformId, activityId, { general_notes: notes === '' ? null : notes });
      return educatorDetail(user, activityId);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
