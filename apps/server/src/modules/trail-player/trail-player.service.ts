import {
  energyEventOf,
  examPokz,
  hasRichContent,
  isExpiredFor,
  roleGroup,
  TRAIL_PLAYER_MESSAGES,
  type TrailFinishResponse,
  type TrailItemType,
  type TrailPlayerShow,
  type TrailProgressSave,
  type TrailProgressSummary,
  type TrailQuizAnswerInput,
  trailConfigOf,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, StudentAccess } from '../activities/activities.access.ts';
import type { ActivityPokz, DeliveryRepository } from '../activities/activities.module.ts';
import type { Certificates } from '../certificates/certificates.module.ts';
import type { ChallengeResults } from '../challenges/challenges.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { ItemRow, StudentKey, TrailPlayerRepository } from './trail-player.repository.ts';
import { trailScore } from './trail-score.ts';

/** How stored files reach the student: rich text resolved, keys as signed urls. */
export interface TrailMedia {
  text(stored: string): string;
  url(key: string): string;
}

const conflict = (message: string) => new AppError(409, message);
const noTrail = () => notFound(TRAIL_PLAYER_MESSAGES.noTrail);

/**
 * A student walking an assigned trail (README): the player's data, the start flag, step records,
 * quiz answers, the progress summary and the finish that scores, pays and certifies once.
 */
export function createTrailPlayerService(deps: {
  repo: TrailPlayerRepository;
  access: Pick<ActivityAccess, 'forStudent'>;
  deliveries: Pick<DeliveryRepository, 'recordSent'>;
  activityPokz: ActivityPokz;
  certificates: Pick<Certificates, 'issueFor'>;
  challengeResults: ChallengeResults;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  media: TrailMedia;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, access, clock, media } = deps;

  /** An assigned student of a published trail activity. */
  async function student(user: AuthContext, activityId: string): Promise<StudentAccess & { key: StudentKey }> {
    const seat = await access.forStudent(user, activityId);
    if (seat.activity.kind !== 'trail') throw noTrail();
    return { ...seat, key: { platformId: user.platformId, activityId, studentId: user.userId } };
  }

  /** Writes are refused once the activity ended for the student, was concluded or archived. */
  async function writer(user: AuthContext, activityId: string) {
    const seat = await student(user, activityId);
    const { activity, assignment } = seat;
    if (
      activity.concluded_at !== null ||
      activity.archived_at !== null ||
      isExpiredFor(activity.end_time, assignment.status, clock.now())
    ) {
      throw new AppError(403, TRAIL_PLAYER_MESSAGES.expired);
    }
    return seat;
  }

  /** Why a write on the journey changed nothing: not started, finished, or a step of another trail. */
  async function refusal(key: StudentKey, itemId: string): Promise<AppError> {
    const journey = await repo.journey(key);
    if (!journey) return conflict(TRAIL_PLAYER_MESSAGES.notStarted);
    if (journey.finished_at) return conflict(TRAIL_PLAYER_MESSAGES.finished);
    return (await repo.item(key.platformId, key.activityId, itemId))
      ? conflict(TRAIL_PLAYER_MESSAGES.notStarted)
      : badRequest(TRAIL_PLAYER_MESSAGES.stepNotInTrail);
  }

  const files = (list: ItemRow['files']) => list.map((file) => ({ ...file, url: media.url(file.key) }));

  function presentItem(item: ItemRow) {
    return {
      id: item.id,
      title: item.title,
      type: item.type as TrailItemType,
      content: hasRichContent(item.type as TrailItemType) ? media.text(item.content) : item.content,
      position: item.position,
      files: files(item.files),
      editor_files: files(item.editor_files),
      questions: item.questions.map((question) => ({
        question_id: question.question_id,
        text: question.text,
        alternatives: question.alternatives.map(({ alternative_id, text }) => ({ alternative_id, text })),
      })),
    };
  }

  async function summary(key: StudentKey): Promise<TrailProgressSummary> {
    const data = await repo.player(key);
    if (!data.trail) throw noTrail();
    const done = data.progress.filter((step) => step.done).length;
    return {
      progress: data.items.length === 0 ? 0 : Math.round((100 * done) / data.items.length),
      results: Object.fromEntries(
        data.progress.map((step) => [step.item_id, { done: step.done, score: step.score, send_date: step.send_date }]),
      ),
      unread_comments: data.unread_steps.length > 0,
    };
  }

  return {
    /** GET /activity/students/show: two statements (the seat, then the player's data) whatever the number of steps. */
    async show(user: AuthContext, activityId: string): Promise<TrailPlayerShow> {
      const { activity, key } = await student(user, activityId);
      const data = await repo.player(key);
      if (!data.trail) throw noTrail();
      return {
        learning_trail: {
          id: data.trail.id,
          external_id: data.trail.external_id,
          title: data.trail.title,
          guidance: media.text(data.trail.guidance),
          layout: data.trail.layout,
          image_url: data.trail.image_key ? media.url(data.trail.image_key) : null,
          items: data.items.map(presentItem),
        },
        activity: {
          id: activity.id,
          title: activity.title,
          end_time: activity.end_time?.toISOString() ?? null,
          hide_comments: trailConfigOf(activity.config).hideComments,
          delete_comments: trailConfigOf(activity.config).deleteComments,
        },
        journey: data.journey,
        progress: data.progress,
        quiz_answers: data.quiz_answers,
        unread_steps: data.unread_steps,
        score: data.journey?.finished_at ? data.score : null,
        pokz: data.journey?.finished_at ? data.pokz : 0,
      };
    },

    /** The start flag: again, answers the journey that stands. */
    async start(user: AuthContext, activityId: string) {
      const { key } = await writer(user, activityId);
      const data = await repo.player(key);
      if (!data.trail) throw noTrail();
      return repo.start(key, data.items[0]?.id ?? null);
    },

    /**
     * One step's record (idempotent); the first save that makes it done raises a map-energy event.
     * One statement when the save is taken; who may write and why not are asked only when it was not.
     */
    async saveProgress(user: AuthContext, save: TrailProgressSave) {
      const key: StudentKey = { platformId: user.platformId, activityId: save.activity_id, studentId: user.userId };
      const step = {
        itemId: save.item_id,
        done: save.done,
        score: save.score ?? null,
        annotation: save.annotation ?? null,
        bookmark: save.bookmark ?? null,
      };
      const write = () => repo.saveProgress(key, step, clock.now());
      // Again once: a first save of the same step may have committed its record after the first try began.
      const saved = roleGroup(user.role) === 'student' ? ((await write()) ?? (await write())) : null;
      if (!saved) {
        await writer(user, save.activity_id);
        throw await refusal(key, save.item_id);
      }
      const { was_done, ...progress } = saved;
      const firstDone = progress.done && !was_done;
      const kind = firstDone ? energyEventOf({ action: 'trail_progress', done: true }) : null;
      const energy = kind ? await deps.mapEnergy.raise(user, { kind, source: 'trail_progress' }) : null;
      return { progress, energy };
    },

    /** A quiz question's answer, with its correctness; the step is done once every question is answered. */
    async answerQuiz(user: AuthContext, input: TrailQuizAnswerInput) {
      const { key } = await writer(user, input.activity_id);
      const item = await repo.item(key.platformId, key.activityId, input.item_id);
      if (!item) throw badRequest(TRAIL_PLAYER_MESSAGES.stepNotInTrail);
      if (item.type !== 'quiz') throw badRequest(TRAIL_PLAYER_MESSAGES.notQuiz);
      const question = item.questions.find((candidate) => candidate.question_id === input.question_id);
      if (!question) throw badRequest(TRAIL_PLAYER_MESSAGES.questionNotInStep);
      const alternative = question.alternatives.find((candidate) => candidate.alternative_id === input.alternative_id);
      if (!alternative) throw badRequest(TRAIL_PLAYER_MESSAGES.alternativeNotInQuestion);
      const saved = await deps.transact((tx) =>
        repo.saveQuizAnswer(
          key,
          {
            itemId: item.id,
            questionId: question.question_id,
            alternativeId: alternative.alternative_id,
            correct: alternative.correct,
            questions: item.questions.length,
          },
          tx,
        ),
      );
      if (!saved) throw await refusal(key, item.id);
      const firstDone = saved.done && !saved.was_done;
      const kind = firstDone
        ? energyEventOf({ action: 'trail_progress', done: true, question_id: question.question_id })
        : null;
      const energy = kind ? await deps.mapEnergy.raise(user, { kind, source: 'trail_quiz' }) : null;
      return {
        answer: {
          item_id: item.id,
          question_id: question.question_id,
          alternative_id: alternative.alternative_id,
          correct: alternative.correct,
        },
        step_done: saved.done,
        energy,
      };
    },

    async progress(user: AuthContext, activityId: string): Promise<TrailProgressSummary> {
      const { key } = await student(user, activityId);
      return summary(key);
    },

    /**
     * Finishes the trail once every step is done: scores it, records the delivery with the score
     * and pokz, pays them and issues the certificate, all in the transaction that closes the
     * journey; a second call answers the same result and pays nothing more.
     */
    async finish(user: AuthContext, activityId: string): Promise<TrailFinishResponse> {
      const { activity, key } = await writer(user, activityId);
      const data = await repo.player(key);
      if (!data.trail) throw noTrail();
      if (!data.journey) throw conflict(TRAIL_PLAYER_MESSAGES.notStarted);
      if (data.journey.finished_at) {
        return { score: data.score ?? 0, pokz: data.pokz, finished_at: data.journey.finished_at };
      }
      const done = new Set(data.progress.filter((step) => step.done).map((step) => step.item_id));
      if (data.items.some((item) => !done.has(item.id))) throw conflict(TRAIL_PLAYER_MESSAGES.stepsLeft);
      const results = await deps.challengeResults.resultsFor(key.platformId, 'LT', [data.trail.id]);
      const score = trailScore(
        data.items,
        data.quiz_answers,
        results.filter((result) => result.user_id === user.userId),
      );
      const pokz = examPokz(score);
      const trail = data.trail;
      const now = clock.now();
      const closed = await deps.transact(async (tx) => {
        const at = await repo.close(key, now, tx);
        if (!at) return false;
        await deps.deliveries.recordSent(
          key.platformId,
          [{ activityId, studentId: key.studentId, deliveredAt: at, score, pokz }],
          tx,
        );
        await deps.activityPokz.settle(key.platformId, [{ activityId, studentId: key.studentId }], tx);
        await deps.certificates.issueFor(
          {
            platformId: key.platformId,
            userId: key.studentId,
            source: 'trail',
            sourceId: trail.id,
            title: trail.title,
            workloadMinutes: activity.workload,
            finishedAt: at,
          },
          tx,
        );
        return true;
      });
      if (!closed) {
        // Finished meanwhile by another request, which scored and paid it.
        const after = await repo.player(key);
        return {
          score: after.score ?? score,
          pokz: after.pokz,
          finished_at: after.journey?.finished_at ?? now.toISOString(),
        };
      }
      const kind = energyEventOf({ action: 'other', name: 'trail_finish' });
      if (kind) await deps.mapEnergy.raise(user, { kind, source: 'trail_finish' });
      return { score, pokz, finished_at: now.toISOString() };
    },
  };
}

export type TrailPlayerService = ReturnType<typeof createTrailPlayerService>;
