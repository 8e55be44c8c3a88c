import {
  type CalculateScoreBody,
  can,
  energyEventOf,
  GAME_FACTORY_MESSAGES,
  GAME_LAYOUTS,
  type GameAnalyzeResponse,
  type GameDataOnlyResponse,
  type GamePlayResponse,
  type GameScoreResult,
  gameSettingsSchema,
  gameVariation,
  type LevelIndexResponse,
  layoutPlays,
  MESSAGES,
  type RoundAnswer,
  requisitionText,
  roleGroup,
  SCORING_RULES,
  SERVICE_BASES,
  scoreGame,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashToken, looksLikeToken, newToken } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, invalidToken } from '../../platform/http/app-error.ts';
import type { UserLevels } from '../identity/identity.module.ts';
import type { Ledger } from '../ledger/ledger.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import { allowedGameOrigins, checkData, isPlayable, isValidContent, originOf } from './challenge-rules.ts';
import { challengeNotFound, mayPlay, requireCatalogueReader } from './challenges.access.ts';
import { presentDataOnly } from './challenges.presenter.ts';
import type { ChallengesRepository, ContentRow } from './challenges.repository.ts';
import type { ContentFiles } from './content-files.ts';
import type { GameResultsRepository, PlayTokenRow } from './game-results.repository.ts';
import { presentGameLevel, progressOf, reachedLevel } from './levels.ts';

/** How long a play token opens its game and records its score. */
export const PLAY_TOKEN_TTL_MS = 2 * 3_600_000;

/**
 * Told of each result calculate_score records, inside the transaction that records it (the hall
 * of fame adds it to its monthly totals there).
 */
export type ResultRecorded = (tx: Executor, result: { platformId: string; playTokenHash: string }) => Promise<void>;

const fieldError = (field: string, message: string) => badRequest(message, { fields: [{ field, message }] });

/**
 * Whether a student's play of a content may be recorded under rule K for that activity (a
 * published, open tarefa they are assigned to, holding the content); refuses with a 4xx
 * otherwise. The homework module gives it, so this module needs nothing of that one.
 */
export type HomeworkPlayCheck = (
  user: AuthContext,
  activityId: string,
  contentId: string,
  tx: Executor,
) => Promise<void>;

/**
 * Playing challenges (document 3 sections 3 and 9; document 2 'Scoring'): the play token and
 * the game URL, what the runtime reads with that token, and the score computed here from the
 * answers, recorded once per token, with the level and the map's energy.
 */
export function createGamePlayService(deps: {
  repo: Pick<ChallengesRepository, 'findVisible'>;
  resultsRepo: GameResultsRepository;
  platforms: Pick<PlatformDirectory, 'findById'>;
  files: Pick<ContentFiles, 'background'>;
  userLevels: UserLevels;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  ledger: Pick<Ledger, 'grant'>;
  resultRecorded: ResultRecorded;
  clock: Clock;
  transact: Transact;
  /** The game URL's environment parameter (NODE_ENV). */
  environment: string;
  homeworkPlays: HomeworkPlayCheck;
}) {
  const { repo, resultsRepo, platforms, files, userLevels, mapEnergy, ledger, clock, transact, homeworkPlays } = deps;

  /** A play token of that content, not expired; 498 for anything else (the runtime holds no other). */
  async function playToken(raw: string | null, contentId: string): Promise<PlayTokenRow> {
    if (!raw || !looksLikeToken(raw)) throw invalidToken();
    const token = await resultsRepo.findToken(hashToken(raw));
    if (!token || token.content_id !== contentId || token.expires_at <= clock.now()) throw invalidToken();
    return token;
  }

  /** The content a valid token opens, still playable as it was when the token was made. */
  async function contentOfToken(token: PlayTokenRow): Promise<ContentRow> {
    const content = await repo.findVisible(token.platform_id, token.content_id);
    const open = content && content.status !== 'deleted' && (token.sandbox || content.status === 'active');
    if (!content || !open) throw challengeNotFound();
    return content;
  }

  /** The score of answers to a content, computed from its rounds, rules and lives; nothing recorded. */
  async function scoreOf(platformId: string, contentId: string, answers: readonly RoundAnswer[]) {
    const content = await repo.findVisible(platformId, contentId);
    if (!content) throw challengeNotFound();
    const checked = checkData(content.interaction, content.data);
    if (!checked.ok) throw badRequest(GAME_FACTORY_MESSAGES.incomplete);
    const score = scoreGame(
      {
        interaction: content.interaction,
        data: checked.data,
        rules: gameSettingsSchema.parse(content.settings ?? {}),
        lives: gameVariation(content.variation ?? '').lives,
      },
      answers,
    );
    return { content, score };
  }

  async function levelsWith(user: AuthContext, level: number | null, levelUp: boolean) {
    const levels = await resultsRepo.levels(user.platformId);
    return presentGameLevel(levels, level ?? (await userLevels.levelOf(user.platformId, user.userId)) ?? 0, levelUp);
  }

  return {
    scoreOf,

    /**
     * POST /games/play: a play token for the content and the caller, and the frame's address.
     * Students play published contents of their platform or shared ones, scored; the others
     * play what they may see (a teacher their drafts too) in sandbox.
     */
    async play(user: AuthContext, contentId: string, isMobile: boolean): Promise<GamePlayResponse> {
      requireCatalogueReader(user);
      const content = await repo.findVisible(user.platformId, contentId);
      if (!content || !mayPlay(user, content)) throw challengeNotFound();
      if (!isPlayable(content)) throw badRequest(GAME_FACTORY_MESSAGES.incomplete);
      if (content.engine === 'diversos') {
        const platform = await platforms.findById(user.platformId);
        const origin = content.external_url ? originOf(content.external_url) : null;
        if (!origin || !allowedGameOrigins(platform?.theme ?? {}).includes(origin)) {
          throw badRequest(GAME_FACTORY_MESSAGES.externalOriginNotAllowed);
        }
      }
      const sandbox = roleGroup(user.role) !== 'student';
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + PLAY_TOKEN_TTL_MS);
      await resultsRepo.deleteExpiredTokens(user.platformId, user.userId, now);
      await resultsRepo.insertToken(user.platformId, {
        token_hash: hashToken(token),
        user_id: user.userId,
        content_id: content.id,
        sandbox,
        expires_at: expiresAt,
      });
      const layout = content.layout ?? '';
      const params = new URLSearchParams({
        engine: content.engine,
        layout,
        server_url: SERVICE_BASES.games,
        is_mobile: String(isMobile),
        platform: user.platformSlug,
        environment: deps.environment,
        sandbox: String(sandbox),
        content_id: content.id,
        layout_id: layout,
        token,
      });
      return {
        token,
        expires_at: expiresAt.toISOString(),
        sandbox,
        engine: content.engine,
        layout: content.layout,
        layout_id: content.layout,
        url: `/games/?${params}`,
      };
    },

    /** GET /educational_contents/games/data_only/{content_id}: the content, for its play token only. */
    async dataOnly(raw: string | null, contentId: string): Promise<GameDataOnlyResponse> {
      const token = await playToken(raw, contentId);
      const content = await contentOfToken(token);
      const checked = checkData(content.interaction, content.data);
      if (!checked.ok) throw badRequest(GAME_FACTORY_MESSAGES.incomplete);
      return presentDataOnly(content, checked.data, token.sandbox, files.background);
    },

    /** GET /educational_contents/games/analyze: whether the token's content plays with a layout. */
    async analyze(query: { content_id: string; layout_id?: string | undefined; token: string }) {
      const token = await playToken(query.token, query.content_id);
      const content = await contentOfToken(token);
      const layoutId = query.layout_id ?? content.layout;
      const layout = GAME_LAYOUTS.find((candidate) => candidate.id === layoutId);
      if (!layout || !layoutPlays(layout.id, content.interaction)) {
        throw badRequest(GAME_FACTORY_MESSAGES.layoutNotForInteraction);
      }
      const answer: GameAnalyzeResponse = {
        oed_content_id: content.id,
        title: content.title,
        engine: content.engine,
        interaction: content.interaction,
        layout: layout.id,
        layout_name: layout.name,
        variation: content.variation,
        valid_content: isValidContent(content),
        sandbox: token.sandbox,
      };
      return answer;
    },

    /**
     * POST /game_results/calculate_score: the score of the answers, computed here. A student's
     * is recorded once per play token (a replay answers the first result and changes nothing;
     * under K only for a tarefa the homework module accepts),
     * raises their level when its requisitions are done and the map's energy; an educator's or
     * administrator's sandbox play answers fromTeacher and records nothing.
     */
    async calculateScore(user: AuthContext, body: CalculateScoreBody): Promise<GameScoreResult> {
      const scores = can(user.role, 'create.challengeScore');
      const group = roleGroup(user.role);
      if (!scores && group !== 'educator' && group !== 'admin') throw forbidden();
      const raw = body.results.token;
      const tokenHash = looksLikeToken(raw) ? hashToken(raw) : null;
      const token = tokenHash ? await resultsRepo.findToken(tokenHash) : null;
      if (
        !token ||
        !tokenHash ||
        token.platform_id !== user.platformId ||
        token.user_id !== user.userId ||
        token.content_id !== body.results.oed_content_id
      ) {
        throw forbidden();
      }
      const { content, score } = await scoreOf(user.platformId, token.content_id, body.results.answers);
      const base = {
        oed_content_id: content.id,
        score: score.score,
        pokz: score.pokz,
        right_rounds: score.right_rounds,
        total_rounds: score.total_rounds,
      };
      if (token.sandbox || !scores) {
        if (token.expires_at <= clock.now()) throw forbidden();
        return { ...base, fromTeacher: true, level: await levelsWith(user, null, false) };
      }
      const scoringId = scoringIdOf(body, content.id);
      const outcome = await transact(async (tx) => {
        const locked = await resultsRepo.lockToken(user.platformId, tokenHash, tx);
        if (!locked) throw forbidden();
        const recorded = await resultsRepo.resultOfToken(user.platformId, tokenHash, tx);
        if (recorded) return { answer: recorded.answer, fresh: false };
        if (locked.expires_at <= clock.now()) throw forbidden();
        if (body.scoring_rule === SCORING_RULES.homework)
          await homeworkPlays(user, scoringId as string, content.id, tx);
        const before = await resultsRepo.statsOf(user.platformId, user.userId, tx);
        const levels = await resultsRepo.levels(user.platformId, tx);
        const current = (await userLevels.levelOf(user.platformId, user.userId, tx)) ?? 0;
        const reached = reachedLevel(levels, {
          games_played: before.games_played + 1,
          points: before.points + score.score,
        });
        const levelUp = reached > current;
        const answer: GameScoreResult = {
          ...base,
          fromTeacher: false,
          level: presentGameLevel(levels, Math.max(current, reached), levelUp),
        };
        await resultsRepo.insertResult(
          user.platformId,
          {
            user_id: user.userId,
            content_id: content.id,
            play_token_hash: tokenHash,
            scoring_rule: body.scoring_rule,
            scoring_id: scoringId,
            score: score.score,
            pokz: score.pokz,
            right_rounds: score.right_rounds,
            total_rounds: score.total_rounds,
            elapsed_seconds: Math.round(body.results.elapsed_seconds),
            rounds: score.rounds,
            answer,
            // Played at the server's time, which the homework's results show.
            created_at: clock.now(),
          },
          tx,
        );
        await ledger.grant(tx, {
          platformId: user.platformId,
          userId: user.userId,
          amount: score.pokz,
          event: content.title,
          eventType: 'challenge',
          idempotencyKey: `game_result:${tokenHash}`,
        });
        await deps.resultRecorded(tx, { platformId: user.platformId, playTokenHash: tokenHash });
        if (levelUp) await userLevels.raiseLevel(user.platformId, user.userId, reached, tx);
        return { answer, fresh: true };
      });
      if (outcome.fresh) {
        const kind = energyEventOf({ action: 'calculate_score', scoring_rule: body.scoring_rule });
        if (kind) await mapEnergy.raise(user, { kind, source: 'calculate_score' });
      }
      return outcome.answer;
    },

    /** GET /level/index: the platform's levels, each requisition with the caller's progress. */
    async levelIndex(user: AuthContext): Promise<LevelIndexResponse> {
      const [levels, stats, level] = await Promise.all([
        resultsRepo.levels(user.platformId),
        resultsRepo.statsOf(user.platformId, user.userId),
        userLevels.levelOf(user.platformId, user.userId),
      ]);
      const current = level ?? 0;
      return {
        level: current,
        levels: levels.map((row) => {
          const shown = presentGameLevel(levels, row.level, false);
          return {
            level: row.level,
            color: shown.color,
            image_url: shown.image_url,
            reached: row.level <= current,
            requisitions: row.requisitions.map((requisition) => ({
              ...requisition,
              description: requisitionText(requisition),
              ...progressOf(requisition, stats),
            })),
          };
        }),
      };
    },

    /** Recorded results of homework (K) or trails (LT) by their ids, for the module that owns them. */
    async resultsFor(platformId: string, rule: 'K' | 'LT', scoringIds: readonly string[]) {
      const rows = await resultsRepo.resultsFor(platformId, rule, scoringIds);
      return rows.map((row) => ({
        user_id: row.user_id,
        oed_content_id: row.content_id,
        scoring_rule: row.scoring_rule,
        scoring_id: row.scoring_id,
        score: row.score,
        pokz: row.pokz,
        right_rounds: row.right_rounds,
        total_rounds: row.total_rounds,
        created_at: row.created_at,
      }));
    },
  };
}

/**
 * The id a result is recorded under: the activity (K) or trail (LT) it counts for, given as
 * scoring_id or as activity_id / trail_id; the content itself for the daily challenge (V);
 * none for free play in the library (L).
 */
function scoringIdOf(body: CalculateScoreBody, contentId: string): string | null {
  const given = body.scoring_id ?? null;
  switch (body.scoring_rule) {
    case SCORING_RULES.daily:
      if (given != null && String(given) !== contentId) {
        throw fieldError('body.scoring_id', GAME_FACTORY_MESSAGES.notFound);
      }
      return contentId;
    case SCORING_RULES.homework: {
      const id = given ?? body.activity_id ?? null;
      if (id == null || id === '') throw fieldError('body.scoring_id', MESSAGES.requiredField);
      return String(id);
    }
    case SCORING_RULES.trail: {
      const id = given ?? body.trail_id ?? null;
      if (id == null || id === '') throw fieldError('body.scoring_id', MESSAGES.requiredField);
      return String(id);
    }
    default:
      return null;
  }
}

export type GamePlayService = ReturnType<typeof createGamePlayService>;
