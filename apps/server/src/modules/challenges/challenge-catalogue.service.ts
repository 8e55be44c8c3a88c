import { createHash } from 'node:crypto';
import {
  averageRating,
  type DailyChallengeResponse,
  displayDay,
  GAME_DIFFICULTIES,
  GAME_DIFFICULTY_LABELS,
  GAME_LAYOUTS,
  type GameSearchResponse,
  type GameSearchResult,
  INTERACTION_NAMES,
  INTERACTIONS,
  roleGroup,
  STAGE_GRADE_IDS,
  type Stage,
  stageOfGrade,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SchoolMemberships } from '../tenancy/tenancy.module.ts';
import type {
  ChallengeSearchRepository,
  ChallengeSearchScope,
  GameSearchFilters,
} from './challenge-search.repository.ts';
import { challengeNotFound, managesPlatform, mayRead, requireCatalogueReader } from './challenges.access.ts';
import { presentSearchResult } from './challenges.presenter.ts';
import type { ChallengesRepository, ContentRow } from './challenges.repository.ts';

/** A number from a day and a stage, the same on every instance: the daily challenge's pick. */
function dailySeed(day: string, stage: Stage | null): number {
  return createHash('sha256')
    .update(`${day}|${stage ?? 'todas'}`)
    .digest()
    .readUInt32BE(0);
}

/**
 * Finding challenges (document 3 'Challenge factory (game server)'): the searches, the summary
 * of one content, favourites, ratings, the filters' options, the daily challenge and the BNCC
 * catalogue. Students, educators and administrators use it; guardians do not.
 */
export function createChallengeCatalogueService(deps: {
  repo: Pick<
    ChallengesRepository,
    'findVisible' | 'extras' | 'setFavorite' | 'setRating' | 'usedClassifications' | 'gradesNamed'
  >;
  searchRepo: Pick<ChallengeSearchRepository, 'search' | 'dailyPick' | 'bncc'>;
  memberships: Pick<SchoolMemberships, 'currentGradeOf'>;
  clock: Clock;
}) {
  const { repo, searchRepo, memberships, clock } = deps;

  async function present(user: AuthContext, rows: ContentRow[]): Promise<GameSearchResult[]> {
    const extras = await repo.extras(user.platformId, user.userId, rows);
    return rows.map((row) => presentSearchResult(row, extras, user.userId));
  }

  /** A content the caller may see; 404 otherwise, whether it is missing, hidden or another platform's. */
  async function readable(user: AuthContext, contentId: string): Promise<ContentRow> {
    requireCatalogueReader(user);
    const content = await repo.findVisible(user.platformId, contentId);
    if (!content || !mayRead(user, content)) throw challengeNotFound();
    return content;
  }

  return {
    async search(
      user: AuthContext,
      scope: ChallengeSearchScope,
      filters: GameSearchFilters,
    ): Promise<GameSearchResponse> {
      requireCatalogueReader(user);
      const { total, rows } = await searchRepo.search(
        user.platformId,
        user.userId,
        scope,
        filters,
        managesPlatform(user),
      );
      return { cdn: '', total, results: await present(user, rows) };
    },

    /** GET /games/resume: one content as its card and the test modal show it. */
    async resume(user: AuthContext, contentId: string): Promise<GameSearchResult> {
      const content = await readable(user, contentId);
      const [result] = await present(user, [content]);
      if (!result) throw challengeNotFound();
      return result;
    },

    async favorite(user: AuthContext, contentId: string, favorite: boolean) {
      const content = await readable(user, contentId);
      await repo.setFavorite(user.platformId, content.id, user.userId, favorite);
      return { oed_content_id: content.id, favorite };
    },

    /** 1 to 5; 0 clears the caller's rating. Answers the new average and the caller's. */
    async rate(user: AuthContext, contentId: string, rating: number) {
      const content = await readable(user, contentId);
      await repo.setRating(user.platformId, content.id, user.userId, rating);
      const summary = (await repo.extras(user.platformId, user.userId, [content])).ratings.get(content.id);
      return {
        oed_content_id: content.id,
        rating: summary ? averageRating(summary.sum, summary.count) : null,
        user_rating: summary?.mine ?? null,
      };
    },

    /** GET /filters/games: every interaction, layout and difficulty; the subjects and grades in use. */
    async filters(user: AuthContext) {
      requireCatalogueReader(user);
      const used = await repo.usedClassifications(user.platformId);
      return {
        interactions: INTERACTIONS.map((id) => ({ id, name: INTERACTION_NAMES[id] })),
        layouts: GAME_LAYOUTS.map(({ id, name }) => ({ id, name })),
        subjects: used.subjects,
        grades: await repo.gradesNamed(used.gradeIds),
        difficulties: GAME_DIFFICULTIES.map((id) => ({ id, name: GAME_DIFFICULTY_LABELS[id] })),
      };
    },

    /**
     * GET /contents/random: the day's challenge for a stage (a student's own; others may name one),
     * the same for everyone of the platform asking that day in São Paulo.
     */
    async daily(user: AuthContext, query: { stage?: Stage | undefined }): Promise<DailyChallengeResponse> {
      requireCatalogueReader(user);
      const day = displayDay(clock.now());
      let stage: Stage | null = query.stage ?? null;
      if (roleGroup(user.role) === 'student') {
        const grade = await memberships.currentGradeOf(user.platformId, user.userId);
        stage = grade ? stageOfGrade(grade.id) : null;
        if (!stage) return { day, stage: null, content: null };
      }
      const picked = await searchRepo.dailyPick(
        user.platformId,
        stage ? STAGE_GRADE_IDS[stage] : null,
        dailySeed(day, stage),
      );
      return { day, stage, content: picked ? ((await present(user, [picked]))[0] ?? null) : null };
    },

    /** GET /jupiter/seed_entities/search_bncc: BNCC codes of the catalogue by code or description. */
    async bncc(user: AuthContext, search: string | undefined) {
      requireCatalogueReader(user);
      return { bncc: await searchRepo.bncc(search) };
    },
  };
}

export type ChallengeCatalogueService = ReturnType<typeof createChallengeCatalogueService>;
