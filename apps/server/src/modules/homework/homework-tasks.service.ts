import {
  DELIVERY_STATUS,
  HOMEWORK_MESSAGES,
  type HomeworkProgress,
  type HomeworkResults,
  type HomeworkShow,
  MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashToken, looksLikeToken } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, ActivityRow } from '../activities/activities.access.ts';
import type { DeliveryRepository } from '../activities/activities.module.ts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import { roundsOf } from './homework.presenter.ts';
import type { HomeworkRepository } from './homework.repository.ts';
import { homeworkScore, isHomeworkClosed } from './homework-rules.ts';
import { studentView } from './homework-view.ts';

const conflict = (message: string) => new AppError(409, message);

/** A play to count: the challenge and the play token calculate_score scored it with. */
export interface PlayToCount {
  oed_content_id: string;
  token: string;
}

/**
 * The tasks service's student paths of a tarefa (document 2 section 7): the tarefa with its
 * challenges, counting plays once per challenge, handing it in, the results per challenge.
 */
export function createHomeworkTasksService(deps: {
  repo: HomeworkRepository;
  access: Pick<ActivityAccess, 'forStudent'>;
  deliveries: Pick<DeliveryRepository, 'lockStatuses' | 'recordSent'>;
  transact: Transact;
  clock: Clock;
  media: Pick<PresentedMedia, 'text'>;
}) {
  const { repo, access, deliveries, transact, clock, media } = deps;

  /** The caller's published tarefa; any other activity is not one of the tasks service's. */
  async function ownHomework(user: AuthContext, activityId: string): Promise<ActivityRow> {
    const { activity } = await access.forStudent(user, activityId);
    if (activity.kind !== 'homework') throw notFound(MESSAGES.activityNotFound);
    return activity;
  }

  async function progressOf(activity: ActivityRow, studentId: string): Promise<HomeworkProgress> {
    const view = await studentView(repo, activity, studentId);
    return {
      activity_id: activity.id,
      games_played: view.plays.size,
      total_games: view.contents.length,
      finished: view.state === 'finished',
      score: view.score,
      pokz: view.pokz,
      games: view.games,
    };
  }

  /** Records the delivery as sent, scored over every challenge of the tarefa (unplayed ones count 0). */
  async function handIn(activity: ActivityRow, studentId: string, tx: Executor): Promise<void> {
    const contents = await repo.games(activity.platform_id, activity.id, tx);
    const plays = await repo.countedPlays(activity.platform_id, activity.id, [studentId], tx);
    await deliveries.recordSent(
      activity.platform_id,
      [
        {
          activityId: activity.id,
          studentId,
          deliveredAt: clock.now(),
          score: homeworkScore(
            plays.map((play) => play.score),
            contents.length,
          ),
          pokz: plays.reduce((total, play) => total + play.pokz, 0),
        },
      ],
      tx,
    );
  }

  /**
   * Counts the plays for the student's tarefa, in one transaction under the lock of their
   * delivery: each must be a scored play of theirs (rule K, this tarefa, that challenge). A
   * challenge counts its first play only, so a resend answers the same progress. The play
   * that completes the tarefa hands it in.
   */
  async function countPlays(user: AuthContext, activityId: string, plays: readonly PlayToCount[]) {
    const activity = await ownHomework(user, activityId);
    const platformId = activity.platform_id;
    await transact(async (tx) => {
      const [status] = await deliveries.lockStatuses(platformId, activity.id, [user.userId], tx);
      if (status === undefined) throw notFound(MESSAGES.activityNotFound);
      const counted = new Set(
        (await repo.countedPlays(platformId, activity.id, [user.userId], tx)).map((play) => play.content_id),
      );
      let countedNow = false;
      for (const play of plays) {
        const contentId = play.oed_content_id;
        if (!(await repo.holdsGame(platformId, activity.id, contentId, tx))) {
          throw notFound(HOMEWORK_MESSAGES.gameNotInHomework);
        }
        const scored = looksLikeToken(play.token)
          ? await repo.scoredPlay(
              platformId,
              { tokenHash: hashToken(play.token), studentId: user.userId, activityId: activity.id, contentId },
              tx,
            )
          : null;
        if (!scored) throw notFound(HOMEWORK_MESSAGES.resultNotFound);
        if (counted.has(contentId)) continue;
        if (isHomeworkClosed(activity, status, clock.now())) throw conflict(HOMEWORK_MESSAGES.homeworkClosed);
        await repo.countPlay(
          platformId,
          { activityId: activity.id, studentId: user.userId, contentId, play: scored },
          tx,
        );
        counted.add(contentId);
        countedNow = true;
      }
      const total = (await repo.games(platformId, activity.id, tx)).length;
      if (countedNow && counted.size >= total) await handIn(activity, user.userId, tx);
    });
    return progressOf(activity, user.userId);
  }

  return {
    async show(user: AuthContext, activityId: string): Promise<HomeworkShow> {
      const activity = await ownHomework(user, activityId);
      const [teacher, view] = await Promise.all([
        repo.teacherName(activity.teacher_id),
        studentView(repo, activity, user.userId),
      ]);
      return {
        activity: {
          id: activity.id,
          title: activity.title,
          details: media.text(activity.details),
          end_time: activity.end_time?.toISOString() ?? null,
          teacher,
          state: view.state,
          score: view.score,
          pokz: view.pokz,
        },
        games: view.games,
      };
    },

    countPlay: (user: AuthContext, activityId: string, play: PlayToCount) => countPlays(user, activityId, [play]),

    countPlays,

    /** Hands the tarefa in with the challenges played so far (idempotent once handed in). */
    async finish(user: AuthContext, activityId: string): Promise<HomeworkProgress> {
      const activity = await ownHomework(user, activityId);
      await transact(async (tx) => {
        const [status] = await deliveries.lockStatuses(activity.platform_id, activity.id, [user.userId], tx);
        if (status === undefined) throw notFound(MESSAGES.activityNotFound);
        if (status === DELIVERY_STATUS.sent) return;
        if (isHomeworkClosed(activity, status, clock.now())) throw conflict(HOMEWORK_MESSAGES.homeworkClosed);
        const played = await repo.countedPlays(activity.platform_id, activity.id, [user.userId], tx);
        if (played.length === 0) throw conflict(HOMEWORK_MESSAGES.nothingPlayed);
        await handIn(activity, user.userId, tx);
      });
      return progressOf(activity, user.userId);
    },

    async results(user: AuthContext, activityId: string): Promise<HomeworkResults> {
      const activity = await ownHomework(user, activityId);
      const view = await studentView(repo, activity, user.userId);
      return {
        results: view.contents.map((content) => {
          const play = view.plays.get(content.id);
          return {
            activity_id: activity.id,
            oed_content_id: content.id,
            done: play !== undefined,
            score: play?.score ?? null,
            right_rounds: play?.right_rounds ?? 0,
            total_rounds: play?.total_rounds ?? roundsOf(content).length,
          };
        }),
      };
    },
  };
}

export type HomeworkTasksService = ReturnType<typeof createHomeworkTasksService>;
