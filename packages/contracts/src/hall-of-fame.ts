import { z } from 'zod';
import { SCORING_RULES } from './games.ts';
import { HALL_OF_FAME_MESSAGES } from './hall-of-fame-rules.ts';

/**
 * Hall of fame and seasons (document 3 section 7 'Hall of fame and levels'; document 1 'Hall
 * position'): rankings by the sum of challenge scores over a period of whole months, in São
 * Paulo's calendar, within the caller's school. The request and response schemas; the rules
 * (slug, messages, months) are in hall-of-fame-rules.ts.
 */

const month = z.coerce
  .number({ error: HALL_OF_FAME_MESSAGES.invalidMonth })
  .int({ error: HALL_OF_FAME_MESSAGES.invalidMonth })
  .min(1, { error: HALL_OF_FAME_MESSAGES.invalidMonth })
  .max(12, { error: HALL_OF_FAME_MESSAGES.invalidMonth });
const year = z.coerce
  .number({ error: HALL_OF_FAME_MESSAGES.invalidYear })
  .int({ error: HALL_OF_FAME_MESSAGES.invalidYear })
  .min(2000, { error: HALL_OF_FAME_MESSAGES.invalidYear })
  .max(2100, { error: HALL_OF_FAME_MESSAGES.invalidYear });

/**
 * The period of every hall of fame query: months, both ends included. A part left out is the
 * current month's (the front end asks for the current month and year, document 1 section 9).
 */
const periodFields = {
  start_month: month.optional(),
  start_year: year.optional(),
  end_month: month.optional(),
  end_year: year.optional(),
};
export const hallPeriodQuerySchema = z.object(periodFields);
export type HallPeriodQuery = z.infer<typeof hallPeriodQuerySchema>;

/** The period an answer covers, every part filled. */
export const hallPeriodSchema = z.object({
  start_month: z.number().int(),
  start_year: z.number().int(),
  end_month: z.number().int(),
  end_year: z.number().int(),
});
export type HallPeriod = z.infer<typeof hallPeriodSchema>;

const schoolId = z.uuid({ error: 'Escola inválida.' });
const classroomId = z.uuid({ error: 'Turma inválida.' });
const studentId = z.uuid({ error: 'Aluno inválido.' });
const invalidGrade = 'Série inválida.';
/** A reference grade id (document 1 section 6): a smallint in the database. */
const gradeId = z.coerce
  .number({ error: invalidGrade })
  .int({ error: invalidGrade })
  .min(1, { error: invalidGrade })
  .max(999, { error: invalidGrade });

/**
 * GET /hall_fame/student_position: the student's place among the students of their school (of
 * `grade` only, when given). `student` is the caller unless an educator names one of their school.
 */
export const studentPositionQuerySchema = z.object({
  ...periodFields,
  grade: gradeId.optional(),
  student: studentId.optional(),
});
export type StudentPositionQuery = z.infer<typeof studentPositionQuerySchema>;

/** Document 1 'Hall position', with how many students were ranked. */
export const hallPositionSchema = z.object({
  /** Null when the student scored nothing in the period. */
  ranking_position: z.number().int().nullable(),
  games_played: z.number().int(),
  score: z.number(),
  ranked: z.number().int(),
});
export type HallPosition = z.infer<typeof hallPositionSchema>;

/**
 * GET /hall_fame/student_standings: the students of a classroom, or of a school (of one grade
 * when `grade` is given), ranked. Without `classroom` nor `school`: the caller's school.
 */
export const studentStandingsQuerySchema = z.object({
  ...periodFields,
  school: schoolId.optional(),
  classroom: classroomId.optional(),
  grade: gradeId.optional(),
});
export type StudentStandingsQuery = z.infer<typeof studentStandingsQuerySchema>;

export const HALL_SCOPES = ['classroom', 'school'] as const;
export type HallScope = (typeof HALL_SCOPES)[number];

/** A ranked student: first name and avatar only (document 3: children's data stay in their school). */
export const studentStandingSchema = z.object({
  position: z.number().int(),
  first_name: z.string(),
  avatar_url: z.string().nullable(),
  score: z.number(),
  games_played: z.number().int(),
  /** The caller's own row. */
  me: z.boolean(),
});
export type StudentStanding = z.infer<typeof studentStandingSchema>;

export const studentStandingsResponseSchema = z.object({
  period: hallPeriodSchema,
  scope: z.object({
    kind: z.enum(HALL_SCOPES),
    id: z.uuid(),
    name: z.string(),
    grade: z.number().int().nullable(),
  }),
  /** The top HALL_OF_FAME_TOP (ties share a position), then the caller's row when it is below them. */
  standings: z.array(studentStandingSchema),
  /** The caller's place; null for callers who are not ranked students. */
  me: hallPositionSchema.nullable(),
  ranked: z.number().int(),
  /**
   * For a student without the hall_of_fame consent (LGPD): why they are in no ranking
   * (CONSENT_MESSAGES.hallOfFameUnlisted); null otherwise.
   */
  unlisted: z.string().nullable(),
});
export type StudentStandingsResponse = z.infer<typeof studentStandingsResponseSchema>;

/** GET /hall_fame/classroom_standings: the classrooms of a school (the caller's by default), ranked. */
export const classroomStandingsQuerySchema = z.object({ ...periodFields, school: schoolId.optional() });
export type ClassroomStandingsQuery = z.infer<typeof classroomStandingsQuerySchema>;

export const classroomStandingSchema = z.object({
  position: z.number().int(),
  classroom_id: z.uuid(),
  name: z.string(),
  grade_name: z.string(),
  score: z.number(),
  games_played: z.number().int(),
  /** Students of the classroom who scored in the period. */
  students: z.number().int(),
  /** The caller's classroom (a student's current one, a classroom an educator teaches). */
  mine: z.boolean(),
});
export type ClassroomStanding = z.infer<typeof classroomStandingSchema>;

export const classroomStandingsResponseSchema = z.object({
  period: hallPeriodSchema,
  school: z.object({ id: z.uuid(), name: z.string() }),
  standings: z.array(classroomStandingSchema),
});
export type ClassroomStandingsResponse = z.infer<typeof classroomStandingsResponseSchema>;

/** GET /hall_fame/classroom_position: a classroom's place in its school; a student's own by default. */
export const classroomPositionQuerySchema = z.object({ ...periodFields, classroom: classroomId.optional() });
export type ClassroomPositionQuery = z.infer<typeof classroomPositionQuerySchema>;

export const classroomPositionSchema = z.object({
  classroom_id: z.uuid(),
  name: z.string(),
  ranking_position: z.number().int().nullable(),
  games_played: z.number().int(),
  score: z.number(),
  ranked: z.number().int(),
});
export type ClassroomPosition = z.infer<typeof classroomPositionSchema>;

/** GET /hall_fame/games_statement: a student's scored challenges in the period, newest first. */
export const gamesStatementQuerySchema = z.object({
  ...periodFields,
  student: studentId.optional(),
  page: z.coerce.number({ error: 'Página inválida.' }).int().min(1, { error: 'Página inválida.' }).default(1),
});
export type GamesStatementQuery = z.infer<typeof gamesStatementQuerySchema>;

export const gamesStatementResponseSchema = z.object({
  period: hallPeriodSchema,
  statements: z.array(
    z.object({
      date: z.iso.datetime({ offset: true }),
      oed_content_id: z.uuid(),
      title: z.string(),
      scoring_rule: z.enum([SCORING_RULES.homework, SCORING_RULES.trail, SCORING_RULES.daily, SCORING_RULES.library]),
      score: z.number(),
      pokz: z.number().int(),
    }),
  ),
  /** Plays in the period (every page), and the sum of their scores. */
  total: z.number().int(),
  score: z.number(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type GamesStatementResponse = z.infer<typeof gamesStatementResponseSchema>;

/** A reward of a season: the students placed from `from_position` to `to_position` of their classroom or school. */
export const seasonRewardSchema = z.object({
  scope: z.enum(HALL_SCOPES),
  from_position: z.number().int().min(1),
  to_position: z.number().int().min(1),
  pokz: z.number().int().min(0),
  badge: z.string().nullable(),
});
export type SeasonReward = z.infer<typeof seasonRewardSchema>;

export const SEASON_STATUSES = ['upcoming', 'current', 'ended'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];
export const SEASON_STATUS_LABELS: Record<SeasonStatus, string> = {
  upcoming: 'Em breve',
  current: 'Em andamento',
  ended: 'Encerrada',
};

/** What a student earned in an ended season: every reward their final positions reach, added up. */
export const earnedRewardSchema = z.object({
  classroom_position: z.number().int().nullable(),
  school_position: z.number().int().nullable(),
  pokz: z.number().int(),
  badges: z.array(z.string()),
});
export type EarnedReward = z.infer<typeof earnedRewardSchema>;

export const seasonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  period: hallPeriodSchema,
  status: z.enum(SEASON_STATUSES),
  rewards: z.array(seasonRewardSchema),
  /** The caller's reward: students only, ended seasons only, null when none was earned. */
  my_reward: earnedRewardSchema.nullable(),
  claimed_at: z.iso.datetime({ offset: true }).nullable(),
  claimable: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

/** GET /seasons/list: the platform's seasons, the latest first. */
export const seasonsListResponseSchema = z.object({ seasons: z.array(seasonSchema) });
export type SeasonsListResponse = z.infer<typeof seasonsListResponseSchema>;

/** POST /rewards/claim: once per season and student, after the season ended. */
export const rewardClaimBodySchema = z.strictObject({
  season_id: z.uuid({ error: HALL_OF_FAME_MESSAGES.seasonNotFound }),
});
export type RewardClaimBody = z.infer<typeof rewardClaimBodySchema>;

export const rewardClaimResponseSchema = earnedRewardSchema.extend({
  season_id: z.uuid(),
  claimed_at: z.iso.datetime({ offset: true }),
  message: z.string(),
});
export type RewardClaimResponse = z.infer<typeof rewardClaimResponseSchema>;
