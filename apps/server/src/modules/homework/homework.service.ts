import {
  DELIVERY_STATUS,
  HOMEWORK_MAX_GAMES,
  HOMEWORK_MESSAGES,
  type HomeworkGameDetail,
  type HomeworkGameQuestions,
  type HomeworkGamesList,
  type HomeworkStudentGames,
  type HomeworkSummary,
  MESSAGES,
  type UpdateGames,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { lockKey, type Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, ActivityRow } from '../activities/activities.access.ts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import { presentChallenge, presentGame, presentPlay, presentStudent, roundsOf } from './homework.presenter.ts';
import type { CountedPlayRow, HomeworkRepository } from './homework.repository.ts';
import { homeworkState, meanOf } from './homework-rules.ts';
import { studentView } from './homework-view.ts';

const conflict = (message: string) => new AppError(409, message);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The main service's homeworks paths (document 2 section 7): the teacher picks the tarefa's
 * challenges and reads how the students did, per student, per challenge and per round.
 */
export function createHomeworkService(deps: {
  repo: HomeworkRepository;
  access: Pick<ActivityAccess, 'forTeacher' | 'forViewer'>;
  transact: Transact;
  media: Pick<PresentedMedia, 'avatar'>;
}) {
  const { repo, access, transact, media } = deps;

  function requireHomework(activity: ActivityRow): ActivityRow {
    if (activity.kind !== 'homework') throw badRequest(HOMEWORK_MESSAGES.notHomework);
    return activity;
  }

  const teacherHomework = async (user: AuthContext, activityId: string) =>
    requireHomework(await access.forTeacher(user, activityId));

  /** Everything the teacher's views read: the challenges, the assigned students and every counted play. */
  async function classOf(activity: ActivityRow) {
    const [contents, students, plays] = await Promise.all([
      repo.games(activity.platform_id, activity.id),
      repo.students(activity.platform_id, activity.id),
      repo.countedPlays(activity.platform_id, activity.id),
    ]);
    const playsOf = (contentId: string) => plays.filter((play) => play.content_id === contentId);
    return { contents, students, plays, playsOf };
  }

  async function gameOf(activity: ActivityRow, gameId: string) {
    const found = await classOf(activity);
    const index = found.contents.findIndex((content) => content.id === gameId);
    const content = found.contents[index];
    if (!content) throw notFound(HOMEWORK_MESSAGES.gameNotInHomework);
    const plays = new Map(found.playsOf(gameId).map((play) => [play.student_id, play]));
    const done = found.students.length > 0 && found.students.every((row) => plays.has(row.student.id));
    return { ...found, content, game: presentGame(content, index, { done, score: null }), gamePlays: plays };
  }

  async function gamesList(activity: ActivityRow): Promise<HomeworkGamesList> {
    const { contents, students, playsOf } = await classOf(activity);
    return {
      games: contents.map((content, index) => {
        const played = playsOf(content.id).length;
        return presentGame(content, index, { done: students.length > 0 && played >= students.length, score: null });
      }),
    };
  }

  return {
    gamesList: async (user: AuthContext, activityId: string) => gamesList(await teacherHomework(user, activityId)),

    /**
     * Removes then adds challenges, in the order given (one removed and added again goes last),
     * in one transaction under the lock of the tarefa's challenges: counting a play holds that
     * lock too, so no play is counted for a challenge while it is being swapped.
     */
    async updateGames(user: AuthContext, input: UpdateGames): Promise<HomeworkGamesList> {
      const activity = await teacherHomework(user, input.activity);
      await transact(async (tx) => {
        await lockKey(tx, 'activity_games', activity.id);
        const current = await repo.lockGames(user.platformId, activity.id, tx);
        const removed = new Set(input.rm_games ?? []);
        const kept = current.filter((id) => !removed.has(id));
        const added = [...new Set(input.add_games ?? [])].filter((id) => !kept.includes(id));
        const next = [...kept, ...added];
        if (sameList(next, current)) return;
        if (await repo.hasCountedPlays(user.platformId, activity.id, tx)) throw conflict(HOMEWORK_MESSAGES.gamesLocked);
        if (next.length > HOMEWORK_MAX_GAMES) throw badRequest(HOMEWORK_MESSAGES.tooManyGames);
        if (next.length === 0 && activity.published) throw badRequest(HOMEWORK_MESSAGES.noGames);
        const fresh = added.filter((id) => !current.includes(id));
        if ((await repo.playableContents(user.platformId, fresh, tx)).length !== fresh.length) {
          throw badRequest(HOMEWORK_MESSAGES.gameNotAvailable);
        }
        await repo.setGames(user.platformId, activity.id, next, tx);
      });
      return gamesList(activity);
    },

    async summary(user: AuthContext, activityId: string): Promise<HomeworkSummary> {
      const activity = await teacherHomework(user, activityId);
      const { contents, students, plays } = await classOf(activity);
      const byStudent = new Map<string, CountedPlayRow[]>();
      for (const play of plays) byStudent.set(play.student_id, [...(byStudent.get(play.student_id) ?? []), play]);
      const rows = students.map(({ student, delivery }) => {
        const own = byStudent.get(student.id) ?? [];
        const finished = delivery.status === DELIVERY_STATUS.sent;
        return {
          ...presentStudent(student, media),
          state: homeworkState(delivery.status, own.length),
          games_played: own.length,
          score: finished ? delivery.score : null,
          pokz: finished ? delivery.pokz : own.reduce((total, play) => total + play.pokz, 0),
          finished_at: finished ? (delivery.delivered_at?.toISOString() ?? null) : null,
        };
      });
      const handedIn = rows.filter((row) => row.state === 'finished');
      return {
        activity: {
          id: activity.id,
          title: activity.title,
          end_time: activity.end_time?.toISOString() ?? null,
          total_games: contents.length,
          total_students: rows.length,
          finished_students: handedIn.length,
          average: meanOf(handedIn.flatMap((row) => (row.score === null ? [] : [row.score]))),
        },
        students: rows,
      };
    },

    async gameDetail(user: AuthContext, activityId: string, gameId: string): Promise<HomeworkGameDetail> {
      const { game, content, students, gamePlays } = await gameOf(await teacherHomework(user, activityId), gameId);
      return {
        game,
        average: meanOf([...gamePlays.values()].map((play) => play.score)),
        students: students.map(({ student }) => ({
          ...presentStudent(student, media),
          ...presentPlay(content, gamePlays.get(student.id)),
        })),
      };
    },

    async gameQuestions(user: AuthContext, activityId: string, gameId: string): Promise<HomeworkGameQuestions> {
      const activity = await teacherHomework(user, activityId);
      const { content, gamePlays } = await gameOf(activity, gameId);
      const stats = new Map(
        (await repo.roundStats(user.platformId, activity.id, gameId)).map((row) => [row.order, row]),
      );
      return {
        oed_content_id: content.id,
        played: gamePlays.size,
        rounds: roundsOf(content).map((round) => {
          const stat = stats.get(round.order);
          return {
            order: round.order,
            statement: round.statement,
            answered: stat?.answered ?? 0,
            right: stat?.right ?? 0,
            average: stat?.average == null ? null : Math.round(stat.average * 100) / 100,
          };
        }),
      };
    },

    /** A student's own challenges; an educator's view of any assigned student's. Guardians and others: 403. */
    async studentGames(user: AuthContext, activityId: string, studentId?: string): Promise<HomeworkStudentGames> {
      const viewer = await access.forViewer(user, activityId);
      let student: string;
      if (viewer.as === 'student') {
        if (studentId && studentId !== user.userId) throw forbidden();
        student = user.userId;
      } else if (viewer.as === 'educator') {
        if (!studentId) throw badRequest(MESSAGES.activityStudentNotAssigned);
        student = studentId;
      } else {
        throw forbidden();
      }
      const activity = requireHomework(viewer.activity);
      const view = await studentView(repo, activity, student);
      return {
        student: presentStudent(view.student, media),
        state: view.state,
        games: view.contents.map((content, index) => ({
          ...presentChallenge(content, index),
          ...presentPlay(content, view.plays.get(content.id)),
        })),
      };
    },
  };
}

export type HomeworkService = ReturnType<typeof createHomeworkService>;
