import {
  type ActivityCreate,
  type ActivityUpdate,
  defaultActivityConfig,
  HOMEWORK_MESSAGES,
  MESSAGES,
  TRAIL_RESULTS_MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import {
  type ActivitiesRepository,
  type ActivityInsert,
  type AppliedContentKind,
  isAppliedContentKind,
} from './activities.repository.ts';
import type { ActivityChanges } from './activities-write.repository.ts';
import type { ActivityRow } from './activity-access.repository.ts';

type DetailInput = Omit<ActivityUpdate['detail'], 'add_students' | 'rm_students'>;

/** Publishing a kind applied with content of its own without it is refused with these. */
const APPLIED_CONTENT_MISSING: Record<AppliedContentKind, string> = {
  digital_exam: MESSAGES.examNotAttached,
  homework: HOMEWORK_MESSAGES.noGames,
  trail: TRAIL_RESULTS_MESSAGES.trailNotAttached,
};

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

/** The checks every way of writing an activity shares: create, update and the four steps. */
export function createActivityRules(deps: {
  activitiesRepo: Pick<
    ActivitiesRepository,
    'classroomFor' | 'classroomStudents' | 'storedDetails' | 'hasAppliedContent'
  >;
  /** The details' rich text: sanitised, stored files as placeholders the author may read. */
  richText: Pick<RichTextFiles, 'forStorage'>;
}) {
  const { activitiesRepo, richText } = deps;

  async function requireClassroom(user: AuthContext, classroomId: string) {
    const classroom = await activitiesRepo.classroomFor(user.platformId, classroomId, educatorOf(user));
    if (!classroom) throw forbidden(MESSAGES.activityClassroomNotAllowed);
    return classroom;
  }

  function checkDates(start: Date | null | undefined, end: Date | null | undefined): void {
    if (start && end && end.getTime() <= start.getTime()) throw badRequest(MESSAGES.activityInvalidDates);
  }

  /**
   * The details to store. Files the stored details already show stay, whoever edits them: a
   * co-teacher or coordinator may not read the author's own folder, yet must not erase its images.
   */
  async function detailsToStore(user: AuthContext, html: string, activityId?: string): Promise<string> {
    const stored = activityId ? await activitiesRepo.storedDetails(user.platformId, activityId) : '';
    return richText.forStorage(user, html, stored);
  }

  /** Column values of the editable fields that were given. */
  async function columnsOf(user: AuthContext, detail: DetailInput, activityId?: string): Promise<ActivityChanges> {
    const changes: ActivityChanges = {};
    if (detail.title !== undefined) changes.title = detail.title;
    if (detail.activity_type !== undefined) changes.kind = detail.activity_type;
    if (detail.start_time !== undefined) changes.start_time = toDate(detail.start_time);
    if (detail.end_time !== undefined) changes.end_time = toDate(detail.end_time);
    if (detail.classroom !== undefined) changes.classroom_id = detail.classroom;
    if (detail.bncc !== undefined) changes.bncc = detail.bncc;
    if (detail.workload !== undefined) changes.workload = detail.workload;
    if (detail.config !== undefined) changes.config = detail.config;
    if (detail.keywords !== undefined) changes.keywords = detail.keywords;
    if (detail.layout !== undefined) changes.layout = detail.layout;
    if (detail.details !== undefined) changes.details = await detailsToStore(user, detail.details, activityId);
    if (detail.image_url !== undefined) changes.image_url = detail.image_url;
    return changes;
  }

  return {
    /** The details of an existing activity, to store. */
    details: (user: AuthContext, activityId: string, html: string) => detailsToStore(user, html, activityId),

    async newActivity(user: AuthContext, input: Omit<ActivityCreate, 'draft' | 'students'>): Promise<ActivityInsert> {
      await requireClassroom(user, input.classroom);
      const columns = await columnsOf(user, input);
      checkDates(columns.start_time, columns.end_time);
      return {
        ...columns,
        // A digital exam starts with anti-cheat on; what the teacher sent wins.
        config: { ...defaultActivityConfig(input.activity_type), ...columns.config },
        platform_id: user.platformId,
        teacher_id: user.userId,
        classroom_id: input.classroom,
        kind: input.activity_type,
        title: input.title,
      };
    },

    /** Changes to an existing activity; its kind is fixed once published. */
    async changes(user: AuthContext, activity: ActivityRow, detail: DetailInput): Promise<ActivityChanges> {
      const changes = await columnsOf(user, detail, activity.id);
      if (changes.kind && changes.kind !== activity.kind && activity.published) {
        throw badRequest(MESSAGES.activityKindLocked);
      }
      if (changes.classroom_id && changes.classroom_id !== activity.classroom_id) {
        await requireClassroom(user, changes.classroom_id);
      }
      checkDates(
        changes.start_time === undefined ? activity.start_time : changes.start_time,
        changes.end_time === undefined ? activity.end_time : changes.end_time,
      );
      return changes;
    },

    /**
     * Refuses publishing a digital exam without its exam or a tarefa without a challenge:
     * students could not do them. A new activity (no id yet) has none.
     */
    async requireAppliedContent(user: AuthContext, kind: string, activityId?: string): Promise<void> {
      if (!isAppliedContentKind(kind)) return;
      if (!activityId || !(await activitiesRepo.hasAppliedContent(user.platformId, activityId, kind))) {
        throw badRequest(APPLIED_CONTENT_MISSING[kind]);
      }
    },

    /** The given students, all of whom must be in the classroom; every student of it without ids. */
    async studentsFor(user: AuthContext, classroomId: string, ids?: string[]): Promise<string[]> {
      await requireClassroom(user, classroomId);
      const unique = ids ? [...new Set(ids)] : undefined;
      const found = await activitiesRepo.classroomStudents(user.platformId, classroomId, unique);
      if (unique && found.length !== unique.length) throw badRequest(MESSAGES.activityStudentsNotInClassroom);
      return found;
    },
  };
}

export type ActivityRules = ReturnType<typeof createActivityRules>;
