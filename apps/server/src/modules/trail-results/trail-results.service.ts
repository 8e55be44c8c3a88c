import {
  type DependentTrails,
  type LearningTrailsList,
  type LearningTrailsListQuery,
  type LearningTrailsResultList,
  type LearningTrailsSummary,
  roleGroup,
  type StudentTrailProgress,
  type StudentTrailProgressQuery,
  TRAIL_RESULTS_MESSAGES,
  trailProgressPercent,
  type UpdateTrails,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, ActivityRow } from '../activities/activities.access.ts';
import type { ActivityWrites } from '../activities/activities.module.ts';
import type { TrailResultsRepository } from './trail-results.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * A 'Trilha' activity's trail and results: its teacher (or a coordinator of its school) links a
 * published trail and reads how the students walk it; a guardian reads a dependent's progress.
 * The journeys and step records are the trail player's; this module only reads them.
 */
export function createTrailResultsService(deps: {
  repo: TrailResultsRepository;
  access: ActivityAccess;
  activityWrites: ActivityWrites;
}) {
  const { repo, access, activityWrites } = deps;

  async function trailActivity(user: AuthContext, activityId: string): Promise<ActivityRow> {
    const activity = await access.forTeacher(user, activityId);
    if (activity.kind !== 'trail') throw badRequest(TRAIL_RESULTS_MESSAGES.notTrailActivity);
    return activity;
  }

  async function list(user: AuthContext, activityId: string, search?: string): Promise<LearningTrailsList> {
    const [linked, trails] = await Promise.all([
      repo.linkedTrail(user.platformId, activityId),
      repo.publishedTrails(user.platformId, search),
    ]);
    return { linked, trails };
  }

  return {
    async learningTrailsList(user: AuthContext, query: LearningTrailsListQuery): Promise<LearningTrailsList> {
      const activity = await trailActivity(user, query.activity);
      return list(user, activity.id, query.search);
    },

    /** Links (one trail per activity), replaces or removes the activity's trail; merges the config. */
    async updateTrails(user: AuthContext, input: UpdateTrails): Promise<LearningTrailsList> {
      const activity = await trailActivity(user, input.activity);
      const current = await repo.linkedTrail(user.platformId, activity.id);
      const [added] = input.add_trails;
      const removes = current !== null && input.rm_trails.includes(current.trail_id);
      const replaces = current !== null && added !== undefined && added !== current.trail_id;
      if ((removes || replaces) && (await repo.hasJourneys(user.platformId, activity.id)))
        throw conflict(TRAIL_RESULTS_MESSAGES.trailAlreadyStarted);
      if (added !== undefined && !(await repo.isPublished(user.platformId, added)))
        throw badRequest(TRAIL_RESULTS_MESSAGES.trailNotPublished);
      if (removes && added === undefined) await repo.unlink(user.platformId, activity.id);
      if (added !== undefined) await repo.link(user.platformId, activity.id, added);
      if (input.detail?.config) {
        await activityWrites.update(user.platformId, activity.id, {
          config: { ...activity.config, ...input.detail.config },
        });
      }
      return list(user, activity.id);
    },

    async resultList(user: AuthContext, activityId: string): Promise<LearningTrailsResultList> {
      const activity = await trailActivity(user, activityId);
      const trail = await repo.linkedTrail(user.platformId, activity.id);
      const rows = await repo.studentResults(user.platformId, activity.id, trail?.trail_id ?? null);
      const total = trail?.total_steps ?? 0;
      return {
        trail,
        total_students: rows.length,
        students: rows.map((row) => ({
          student_id: row.student_id,
          name: row.name,
          username: row.username,
          progress: trailProgressPercent(row.done, total),
          steps_done: row.done,
          score: row.score,
          started_at: iso(row.started_at),
          finished_at: iso(row.finished_at),
          last_access: iso(later(row.saved_at, row.started_at)),
        })),
      };
    },

    async summary(user: AuthContext, activityId: string): Promise<LearningTrailsSummary> {
      const activity = await trailActivity(user, activityId);
      const trail = await repo.linkedTrail(user.platformId, activity.id);
      const [students, steps] = await Promise.all([
        repo.studentResults(user.platformId, activity.id, trail?.trail_id ?? null),
        trail ? repo.stepFigures(user.platformId, activity.id, trail.trail_id) : [],
      ]);
      const total = trail?.total_steps ?? 0;
      const progressSum = students.reduce((sum, row) => sum + trailProgressPercent(row.done, total), 0);
      return {
        trail,
        total_students: students.length,
        students_started: students.filter((row) => row.started_at !== null).length,
        students_finished: students.filter((row) => row.finished_at !== null).length,
        average_progress: students.length === 0 ? 0 : Math.round(progressSum / students.length),
        steps: steps.map((step, index) => ({ ...step, position: index + 1 })),
      };
    },

    /** A guardian's dependent's trail activities with their progress; any other student's: none. */
    async dependentTrails(user: AuthContext, studentId: string): Promise<DependentTrails> {
      if (roleGroup(user.role) !== 'guardian') throw forbidden();
      const rows = await repo.dependentTrails(user.platformId, user.userId, studentId);
      return {
        activities: rows.map((row) => ({
          activity_id: row.activity_id,
          title: row.title,
          end_time: iso(row.end_time),
          trail: row.trail,
          progress: trailProgressPercent(row.done, row.trail.total_steps),
          steps_done: row.done,
          finished_at: iso(row.finished_at),
        })),
      };
    },

    /**
     * One student's 'Trail progress': a guardian's dependent (the only one when not told), or
     * any assigned student for the activity's teacher. Students read theirs in the trail player.
     */
    async studentProgress(user: AuthContext, query: StudentTrailProgressQuery): Promise<StudentTrailProgress> {
      const viewer = await access.forViewer(user, query.activity);
      if (viewer.activity.kind !== 'trail') throw badRequest(TRAIL_RESULTS_MESSAGES.notTrailActivity);
      let studentId: string;
      if (viewer.as === 'guardian') {
        const target = query.student ?? (viewer.dependentIds.length === 1 ? viewer.dependentIds[0] : undefined);
        if (!target || !viewer.dependentIds.includes(target)) throw forbidden(TRAIL_RESULTS_MESSAGES.notYourDependent);
        studentId = target;
      } else if (viewer.as === 'educator' && query.student) {
        if (!(await repo.isAssigned(user.platformId, viewer.activity.id, query.student))) throw notFound();
        studentId = query.student;
      } else {
        throw forbidden();
      }
      const trail = await repo.linkedTrail(user.platformId, viewer.activity.id);
      if (!trail) throw notFound(TRAIL_RESULTS_MESSAGES.trailNotAttached);
      const [journey, steps] = await Promise.all([
        repo.journey(user.platformId, viewer.activity.id, studentId),
        repo.studentSteps(user.platformId, viewer.activity.id, studentId, trail.trail_id),
      ]);
      const done = steps.filter((step) => step.done).length;
      return {
        trail,
        progress: trailProgressPercent(done, trail.total_steps),
        finished_at: iso(journey?.finished_at ?? null),
        details: Object.fromEntries(
          steps.map((step) => [
            step.item_id,
            { title: step.title, done: step.done, score: step.score, send_date: step.created_at.toISOString() },
          ]),
        ),
      };
    },
  };
}

export type TrailResultsService = ReturnType<typeof createTrailResultsService>;
