import {
  type EarnedReward,
  HALL_OF_FAME_MESSAGES,
  type HallScope,
  type RewardClaimResponse,
  type Season,
  type SeasonStatus,
  type SeasonsListResponse,
  yearMonthAt,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { HallOfFameRepository, MonthRange, StudentScope } from './hall-of-fame.repository.ts';
import { presentPeriod } from './period.ts';
import { positionIn, type Rankings } from './rankings.ts';
import type { ClaimRow, SeasonRow, SeasonsRepository } from './seasons.repository.ts';
import type { Viewers } from './viewer.ts';

/** Credits a claimed reward's pokz; called inside the claim's transaction. */
export type PayReward = (tx: Executor, claim: ClaimRow) => Promise<void>;

const statusOf = (season: SeasonRow, month: number): SeasonStatus =>
  month < season.start_month ? 'upcoming' : month > season.end_month ? 'ended' : 'current';

const monthsOfSeason = (season: SeasonRow): MonthRange => ({ from: season.start_month, to: season.end_month });

/**
 * Seasons and their rewards: the positions a student reached over a season's months, in the
 * classroom and the school they last scored in during it, decide what they earned; a student
 * claims it once, after the season ended.
 */
export function createSeasonsService(deps: {
  repo: Pick<HallOfFameRepository, 'lastPlaceWithin'>;
  rankings: Rankings;
  seasonsRepo: SeasonsRepository;
  viewers: Pick<Viewers, 'viewerOf'>;
  clock: Clock;
  transact: Transact;
  payReward: PayReward;
}) {
  const { repo, rankings, seasonsRepo, viewers, clock, transact } = deps;

  /** What the student earned in an ended season: every reward their positions fall in, added up. */
  async function earned(platformId: string, studentId: string, season: SeasonRow): Promise<EarnedReward | null> {
    const months = monthsOfSeason(season);
    const place = await repo.lastPlaceWithin(platformId, studentId, months);
    if (!place) return null;
    const placeIn = async (kind: HallScope) => {
      if (!season.rewards.some((reward) => reward.scope === kind)) return null;
      let scope: StudentScope | null = null;
      if (kind === 'classroom' && place.classroom_id) scope = { kind, classroomId: place.classroom_id };
      if (kind === 'school' && place.school_id) scope = { kind, schoolId: place.school_id, gradeId: null };
      return scope && positionIn(await rankings.of(platformId, scope, months), studentId).position;
    };
    const positions = { classroom: await placeIn('classroom'), school: await placeIn('school') };
    const reached = season.rewards.filter((reward) => {
      const position = positions[reward.scope];
      return position !== null && position >= reward.from_position && position <= reward.to_position;
    });
    if (reached.length === 0) return null;
    return {
      classroom_position: positions.classroom,
      school_position: positions.school,
      pokz: reached.reduce((sum, reward) => sum + reward.pokz, 0),
      badges: reached.flatMap((reward) => (reward.badge ? [reward.badge] : [])),
    };
  }

  return {
    /** GET /seasons/list: the platform's seasons; a student's with what they earned and claimed. */
    async list(user: AuthContext): Promise<SeasonsListResponse> {
      const viewer = await viewers.viewerOf(user);
      const month = yearMonthAt(clock.now());
      const seasons = await seasonsRepo.list(user.platformId);
      const student = viewer.kind === 'student' ? viewer.userId : null;
      const claims = student
        ? await seasonsRepo.claimsOf(
            user.platformId,
            student,
            seasons.map((season) => season.id),
          )
        : [];
      const answered: Season[] = [];
      for (const season of seasons) {
        const status = statusOf(season, month);
        const claim = claims.find((candidate) => candidate.season_id === season.id);
        const reward = claim
          ? {
              classroom_position: claim.classroom_position,
              school_position: claim.school_position,
              pokz: claim.pokz,
              badges: claim.badges,
            }
          : student && status === 'ended'
            ? await earned(user.platformId, student, season)
            : null;
        answered.push({
          id: season.id,
          name: season.name,
          period: presentPeriod(monthsOfSeason(season)),
          status,
          rewards: season.rewards,
          my_reward: reward,
          claimed_at: claim ? claim.created_at.toISOString() : null,
          claimable: !claim && reward !== null,
        });
      }
      return { seasons: answered };
    },

    /**
     * POST /rewards/claim: a student's reward of an ended season, once. The claim row is written
     * first (its unique key settles two claims at once: the second gets 409), then paid in the
     * same transaction.
     */
    async claim(user: AuthContext, seasonId: string): Promise<RewardClaimResponse> {
      const viewer = await viewers.viewerOf(user);
      if (viewer.kind !== 'student') throw forbidden();
      const season = await seasonsRepo.find(user.platformId, seasonId);
      if (!season) throw notFound(HALL_OF_FAME_MESSAGES.seasonNotFound);
      if (statusOf(season, yearMonthAt(clock.now())) !== 'ended') {
        throw badRequest(HALL_OF_FAME_MESSAGES.seasonNotEnded);
      }
      const alreadyClaimed = () => new AppError(409, HALL_OF_FAME_MESSAGES.alreadyClaimed);
      if ((await seasonsRepo.claimsOf(user.platformId, viewer.userId, [season.id])).length > 0) throw alreadyClaimed();
      const reward = await earned(user.platformId, viewer.userId, season);
      if (!reward) throw forbidden(HALL_OF_FAME_MESSAGES.noReward);
      const claim = await transact(async (tx) => {
        const inserted = await seasonsRepo.insertClaim(
          user.platformId,
          { season_id: season.id, student_id: viewer.userId, ...reward },
          tx,
        );
        if (!inserted) throw alreadyClaimed();
        await deps.payReward(tx, inserted);
        return inserted;
      });
      return {
        season_id: season.id,
        classroom_position: claim.classroom_position,
        school_position: claim.school_position,
        pokz: claim.pokz,
        badges: claim.badges,
        claimed_at: claim.created_at.toISOString(),
        message: HALL_OF_FAME_MESSAGES.claimed,
      };
    },
  };
}

export type SeasonsService = ReturnType<typeof createSeasonsService>;
