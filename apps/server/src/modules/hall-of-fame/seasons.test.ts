import {
  addMonths,
  HALL_OF_FAME_MESSAGES,
  type RewardClaimResponse,
  type SeasonReward,
  type SeasonsListResponse,
  splitYearMonth,
} from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/harness.ts';
import { buildUser } from '../../../test/tenant.fixture.ts';
import { buildHallOfFameWorld, type HallOfFameWorld } from './hall-of-fame.fixture.ts';
import { rebuildHallOfFameTotals } from './hall-of-fame.module.ts';
import { hallOfFameRewardClaims } from './hall-of-fame.tables.ts';

let w: HallOfFameWorld;
const seasons: Record<'ended' | 'current' | 'upcoming', string> = { ended: '', current: '', upcoming: '' };

/** Mid-month, midday in São Paulo. */
const during = (yearMonth: number) => {
  const { year, month } = splitYearMonth(yearMonth);
  return new Date(Date.UTC(year, month - 1, 15, 15));
};

const REWARDS: SeasonReward[] = [
  { scope: 'classroom', from_position: 1, to_position: 1, pokz: 100, badge: 'Ouro' },
  { scope: 'classroom', from_position: 2, to_position: 2, pokz: 50, badge: 'Prata' },
  { scope: 'school', from_position: 1, to_position: 1, pokz: 30, badge: 'Destaque da escola' },
];

beforeAll(async () => {
  w = await buildHallOfFameWorld();
  const { users } = w;
  // The ended season's two months: student1 20, student2 6.7 (classroom A), student3 3.3 (B), student4 5 (other school).
  await w.pastResult(users.student1, during(addMonths(w.month, -2)), 10);
  await w.pastResult(users.student1, during(addMonths(w.month, -1)), 10);
  await w.pastResult(users.student2, during(addMonths(w.month, -1)), 6.7);
  await w.pastResult(users.student3, during(addMonths(w.month, -2)), 3.3);
  await w.pastResult(users.student4, during(addMonths(w.month, -1)), 5);
  await rebuildHallOfFameTotals(w.ctx.db, w.world.platform.id);
  seasons.ended = (
    await w.addSeason('Temporada de inverno', { from: addMonths(w.month, -2), to: addMonths(w.month, -1) }, REWARDS)
  ).id;
  seasons.current = (
    await w.addSeason('Temporada de primavera', { from: w.month, to: addMonths(w.month, 1) }, REWARDS)
  ).id;
  seasons.upcoming = (
    await w.addSeason('Temporada de verão', { from: addMonths(w.month, 2), to: addMonths(w.month, 3) }, [])
  ).id;
});
afterAll(() => w.ctx.close());

const claim = (who: Parameters<HallOfFameWorld['post']>[0], seasonId: string) =>
  w.post(who, '/rewards/claim', { season_id: seasonId });

describe('GET /seasons/list', () => {
  it("lists the platform's seasons, the latest first, with what a student earned", async () => {
    const answer = (await w.get('student1', '/seasons/list')).json<SeasonsListResponse>();
    expect(answer.seasons.map((season) => [season.name, season.status])).toEqual([
      ['Temporada de verão', 'upcoming'],
      ['Temporada de primavera', 'current'],
      ['Temporada de inverno', 'ended'],
    ]);
    const ended = answer.seasons[2];
    expect(ended).toMatchObject({
      id: seasons.ended,
      rewards: REWARDS,
      my_reward: { classroom_position: 1, school_position: 1, pokz: 130, badges: ['Ouro', 'Destaque da escola'] },
      claimed_at: null,
      claimable: true,
    });
    expect(answer.seasons[1]).toMatchObject({ my_reward: null, claimable: false });
    const student3 = (await w.get('student3', '/seasons/list')).json<SeasonsListResponse>();
    expect(student3.seasons[2]?.my_reward).toEqual({
      classroom_position: 1,
      school_position: 3,
      pokz: 100,
      badges: ['Ouro'],
    });
  });

  it('shows educators the seasons without rewards of their own; refuses guardians; other platforms see theirs', async () => {
    const teacher = (await w.get('teacher', '/seasons/list')).json<SeasonsListResponse>();
    expect(teacher.seasons).toHaveLength(3);
    expect(teacher.seasons.every((season) => season.my_reward === null && !season.claimable)).toBe(true);
    expect((await w.get('guardian', '/seasons/list')).statusCode).toBe(403);
    expect((await w.get('foreignStudent', '/seasons/list')).json<SeasonsListResponse>().seasons).toEqual([]);
  });
});

describe('POST /rewards/claim', () => {
  it('pays an earned reward of an ended season once, with the positions it was earned for', async () => {
    const response = await claim('student1', seasons.ended);
    expect(response.statusCode).toBe(200);
    expect(response.json<RewardClaimResponse>()).toMatchObject({
      season_id: seasons.ended,
      classroom_position: 1,
      school_position: 1,
      pokz: 130,
      badges: ['Ouro', 'Destaque da escola'],
      message: HALL_OF_FAME_MESSAGES.claimed,
    });
    const again = await claim('student1', seasons.ended);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HALL_OF_FAME_MESSAGES.alreadyClaimed);
    const listed = (await w.get('student1', '/seasons/list')).json<SeasonsListResponse>().seasons[2];
    expect(listed).toMatchObject({ claimable: false, my_reward: { pokz: 130 } });
    expect(listed?.claimed_at).toBe(response.json<RewardClaimResponse>().claimed_at);
  });

  it('settles two claims at once: one is paid, the other answered 409', async () => {
    const answers = await Promise.all([claim('student2', seasons.ended), claim('student2', seasons.ended)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await w.ctx.db
      .select()
      .from(hallOfFameRewardClaims)
      .where(eq(hallOfFameRewardClaims.student_id, w.users.student2.id));
    expect(rows).toEqual([expect.objectContaining({ season_id: seasons.ended, pokz: 50, badges: ['Prata'] })]);
  });

  it("refuses a season not ended, a reward not earned, another platform's season and non-students", async () => {
    const current = await claim('student3', seasons.current);
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toBe(HALL_OF_FAME_MESSAGES.seasonNotEnded);
    const newcomer = await buildUser(w.ctx.db, w.world.platform, 'school_student', {
      username: 'aluno-novo',
      schoolId: w.schoolId,
      classroomId: w.world.classroomA.id,
    });
    const token = await signIn(w.ctx.app, w.world.platform.slug, newcomer.username);
    const none = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/rewards/claim',
      headers: { authorization: `Bearer ${token}` },
      payload: { season_id: seasons.ended },
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(HALL_OF_FAME_MESSAGES.noReward);
    const foreign = await claim('foreignStudent', seasons.ended);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(HALL_OF_FAME_MESSAGES.seasonNotFound);
    expect((await claim('teacher', seasons.ended)).statusCode).toBe(403);
    expect((await claim('guardian', seasons.ended)).statusCode).toBe(403);
    const malformed = await claim('student3', 'temporada');
    expect(malformed.statusCode).toBe(400);
    expect((await claim('student4', seasons.ended)).json<RewardClaimResponse>().pokz).toBe(130);
  });
});
