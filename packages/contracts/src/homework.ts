import { z } from 'zod';
import { INTERACTIONS } from './game-content.ts';
import { GAME_ENGINES } from './games.ts';

/**
 * Homework (tarefa, code K; document 2 sections 1, 3 and 7): an activity made of challenges.
 * The teacher picks the challenges (main service, /homeworks/*); the student plays each one
 * for points (tasks service, /activity/*). A play is scored by POST /game_results/calculate_score
 * under rule K with the activity as scoring id; POST /activity/create/game/result then counts
 * that play for the tarefa, once per challenge.
 */

const id = z.uuid();
/** A challenge (the game server's oed_content_id). */
const gameId = z.uuid();

/** At most this many challenges in one tarefa. */
export const HOMEWORK_MAX_GAMES = 10;

export const HOMEWORK_MESSAGES = {
  notHomework: 'Só é possível escolher desafios para uma atividade de tarefa.',
  noGames: 'Escolha ao menos um desafio para a tarefa.',
  tooManyGames: `Uma tarefa tem no máximo ${HOMEWORK_MAX_GAMES} desafios.`,
  gameNotAvailable: 'Este desafio não está disponível para tarefas.',
  gameNotInHomework: 'Este desafio não faz parte da tarefa.',
  gamesLocked: 'Os alunos já começaram esta tarefa: os desafios não podem mais ser trocados.',
  resultNotFound: 'Não encontramos a pontuação deste desafio. Jogue-o novamente.',
  nothingPlayed: 'Jogue ao menos um desafio antes de entregar a tarefa.',
  homeworkClosed: 'Esta tarefa já foi entregue ou encerrada.',
  finished: 'Tarefa concluída!',
} as const;

// ---------------------------------------------------------------------------------------
// Requests

export const homeworkActivityQuerySchema = z.object({ activity: id });
export const homeworkGameQuerySchema = z.object({ activity: id, game: gameId });
/** GET /homeworks/student_games: the caller's own games (student) or one student's (educator). */
export const homeworkStudentGamesQuerySchema = z.object({
  activity: id,
  student: z.preprocess((value) => (value === '' ? undefined : value), id.optional()),
});

/** POST /homeworks/update_games: challenges added and removed, in the order given (document 2 section 7). */
export const updateGamesSchema = z.strictObject({
  activity: id,
  add_games: z.array(gameId).max(HOMEWORK_MAX_GAMES, HOMEWORK_MESSAGES.tooManyGames).default([]),
  rm_games: z.array(gameId).max(HOMEWORK_MAX_GAMES).default([]),
});
export type UpdateGames = z.input<typeof updateGamesSchema>;

/** Tasks service: GET /activity/show?activity_id=. */
export const homeworkShowQuerySchema = z.object({ activity_id: id });

/** One play counted for the tarefa: the play token calculate_score was given. */
const playedGame = z.strictObject({ oed_content_id: gameId, token: z.string().min(1).max(200) });

/** Tasks service: POST /activity/create/game/result (once per challenge; a resend is harmless). */
export const homeworkGameResultSchema = playedGame.extend({ activity_id: id });
export type HomeworkGameResultBody = z.infer<typeof homeworkGameResultSchema>;

/**
 * Tasks service: POST /activity/create/result: several plays at once, the ones a student's
 * phone kept while it was offline, sent when it is back.
 */
export const homeworkResultsSchema = z.strictObject({
  activity_id: id,
  results: z.array(playedGame).min(1).max(HOMEWORK_MAX_GAMES),
});
export type HomeworkResultsBody = z.infer<typeof homeworkResultsSchema>;

/** Tasks service: POST /activity/students/finish: hands the tarefa in with the games played so far. */
export const homeworkFinishSchema = z.strictObject({ activity_id: id });

/** Tasks service: GET /activity/students/results?activity_ids= (one tarefa). */
export const homeworkResultsQuerySchema = z.object({ activity_ids: id });

// ---------------------------------------------------------------------------------------
// Responses

/** 'Homework game' (document 2 section 3), with what the screens show of the challenge. */
export const homeworkGameSchema = z.object({
  /** The challenge's place in the tarefa, from 1. */
  id: z.number().int().min(1),
  oed_content_id: z.string(),
  title: z.string(),
  objective: z.string(),
  interaction: z.enum(INTERACTIONS),
  engine: z.enum(GAME_ENGINES),
  layout: z.string().nullable(),
  /** layout > classifiers: what the challenge was classified with. */
  classification: z.object({
    subject: z.string().nullable(),
    grade_ids: z.array(z.number().int()),
    bncc: z.record(z.string(), z.string()),
  }),
  /** A student: they played it for this tarefa. An educator: every assigned student did. */
  done: z.boolean(),
  /** The student's score in it for this tarefa (0 to 10); null when not played or for an educator. */
  score: z.number().nullable(),
});
export type HomeworkGame = z.infer<typeof homeworkGameSchema>;

export const homeworkGamesListSchema = z.object({ games: z.array(homeworkGameSchema) });
export type HomeworkGamesList = z.infer<typeof homeworkGamesListSchema>;

export const HOMEWORK_STUDENT_STATES = ['not_started', 'in_progress', 'finished'] as const;
export type HomeworkStudentState = (typeof HOMEWORK_STUDENT_STATES)[number];
export const HOMEWORK_STUDENT_STATE_LABELS: Record<HomeworkStudentState, string> = {
  not_started: 'Não iniciada',
  in_progress: 'Em andamento',
  finished: 'Entregue',
};

const studentRef = {
  id,
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
};

/** GET /homeworks/summary: the teacher's results of a tarefa, per student. */
export const homeworkSummarySchema = z.object({
  activity: z.object({
    id,
    title: z.string(),
    end_time: z.string().nullable(),
    total_games: z.number().int(),
    total_students: z.number().int(),
    finished_students: z.number().int(),
    /** Mean score of the students who handed it in; null when none did. */
    average: z.number().nullable(),
  }),
  students: z.array(
    z.object({
      ...studentRef,
      state: z.enum(HOMEWORK_STUDENT_STATES),
      games_played: z.number().int(),
      /** The tarefa's score once handed in (unplayed challenges count 0); null before. */
      score: z.number().nullable(),
      pokz: z.number().int(),
      finished_at: z.string().nullable(),
    }),
  ),
});
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

const gamePlaySchema = z.object({
  done: z.boolean(),
  score: z.number().nullable(),
  pokz: z.number().int(),
  right_rounds: z.number().int(),
  total_rounds: z.number().int(),
  elapsed_seconds: z.number().int(),
  played_at: z.string().nullable(),
});

/** GET /homeworks/student_games: one student's challenges of the tarefa and how each went. */
export const homeworkStudentGamesSchema = z.object({
  student: z.object(studentRef),
  state: z.enum(HOMEWORK_STUDENT_STATES),
  games: z.array(homeworkGameSchema.omit({ done: true, score: true }).extend(gamePlaySchema.shape)),
});
export type HomeworkStudentGames = z.infer<typeof homeworkStudentGamesSchema>;

/** GET /homeworks/game_detail: one challenge of the tarefa, how each student did in it. */
export const homeworkGameDetailSchema = z.object({
  game: homeworkGameSchema,
  /** Mean score of the students who played it; null when none did. */
  average: z.number().nullable(),
  students: z.array(z.object(studentRef).extend(gamePlaySchema.shape)),
});
export type HomeworkGameDetail = z.infer<typeof homeworkGameDetailSchema>;

/** GET /homeworks/game_questions: each round of one challenge, how many got it right. */
export const homeworkGameQuestionsSchema = z.object({
  oed_content_id: z.string(),
  /** Students who played it for this tarefa. */
  played: z.number().int(),
  rounds: z.array(
    z.object({
      order: z.number().int(),
      statement: z.string(),
      /** Students who answered it (a game that ended on lives may leave rounds unanswered). */
      answered: z.number().int(),
      right: z.number().int(),
      /** Mean of the round's fractions (0 to 1) over those who answered it; null when none did. */
      average: z.number().nullable(),
    }),
  ),
});
export type HomeworkGameQuestions = z.infer<typeof homeworkGameQuestionsSchema>;

/** Tasks service: GET /activity/show: the tarefa and its challenges, for the student who plays it. */
export const homeworkShowSchema = z.object({
  activity: z.object({
    id,
    title: z.string(),
    details: z.string(),
    end_time: z.string().nullable(),
    teacher: z.string(),
    state: z.enum(HOMEWORK_STUDENT_STATES),
    /** Once handed in. */
    score: z.number().nullable(),
    pokz: z.number().int(),
  }),
  games: z.array(homeworkGameSchema),
});
export type HomeworkShow = z.infer<typeof homeworkShowSchema>;

/** What counting a play (or a batch of them) answers: where the tarefa stands now. */
export const homeworkProgressSchema = z.object({
  activity_id: id,
  games_played: z.number().int(),
  total_games: z.number().int(),
  /** The last challenge handed it in. */
  finished: z.boolean(),
  score: z.number().nullable(),
  pokz: z.number().int(),
  games: z.array(homeworkGameSchema),
});
export type HomeworkProgress = z.infer<typeof homeworkProgressSchema>;

/** Tasks service: GET /activity/students/results: the student's result per challenge of the tarefa. */
export const homeworkResultsResponseSchema = z.object({
  results: z.array(
    z.object({
      activity_id: id,
      oed_content_id: z.string(),
      done: z.boolean(),
      score: z.number().nullable(),
      right_rounds: z.number().int(),
      total_rounds: z.number().int(),
    }),
  ),
});
export type HomeworkResults = z.infer<typeof homeworkResultsResponseSchema>;
