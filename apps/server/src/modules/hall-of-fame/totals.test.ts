import type { HallPosition, StudentStandingsResponse } from '@ava/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHallOfFameWorld, type HallOfFameWorld } from './hall-of-fame.fixture.ts';
import { rebuildHallOfFameTotals } from './hall-of-fame.module.ts';
import { presentStanding } from './hall-of-fame.presenter.ts';
import { hallOfFameTotals } from './hall-of-fame.tables.ts';
import { liveMonths, liveRanking } from './live-aggregate.fixture.ts';
import { RANKING_TTL_MS } from './rankings.ts';

let w: HallOfFameWorld;

beforeAll(async () => {
  w = await buildHallOfFameWorld();
});
afterAll(() => w.ctx.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const keptMonths = async () =>
  (
    await w.ctx.db
      .select()
      .from(hallOfFameTotals)
      .where(eq(hallOfFameTotals.platform_id, w.world.platform.id))
      .orderBy(asc(hallOfFameTotals.student_id), asc(hallOfFameTotals.year_month))
  ).map((row) => ({
    student_id: row.student_id,
    year_month: row.year_month,
    // Sums added up in another order may differ in their last bits.
    score_sum: Math.round(row.score_sum * 1e6) / 1e6,
    games_played: row.games_played,
  }));

describe('the monthly totals', () => {
  it('equal the live aggregate of game_results after random plays, some of them at once', async () => {
    const next = random(7);
    const students = ['student1', 'student2', 'student3', 'student4'] as const;
    for (let round = 0; round < 6; round += 1) {
      // Four plays at once, of random students (the same one twice, sometimes), each with 0 to 3 rounds right.
      await Promise.all(
        Array.from({ length: 4 }, () => w.scored(students[next(students.length)] ?? 'student1', next(4))),
      );
    }
    const live = await liveMonths(w.ctx.db, w.world.platform.id);
    const kept = await keptMonths();
    expect(kept).toEqual(live.map((row) => ({ ...row, score_sum: Math.round(row.score_sum * 1e6) / 1e6 })));
    expect(kept.reduce((sum, row) => sum + row.games_played, 0)).toBe(24);

    const answer = (await w.get('student1', '/hall_fame/student_standings')).json<StudentStandingsResponse>();
    const reference = await liveRanking(w.ctx.db, w.world.platform.id, w.schoolId, { from: w.month, to: w.month });
    expect(answer.standings).toEqual(reference.map((row) => presentStanding(row, w.users.student1.id, (url) => url)));
  });

  it('reach the rankings within RANKING_TTL_MS of a new result', async () => {
    const before = (await w.get('student3', '/hall_fame/student_position')).json<HallPosition>();
    await w.scored('student3', 3);
    expect((await w.get('student3', '/hall_fame/student_position')).json()).toEqual(before);
    w.ctx.clock.advance(RANKING_TTL_MS);
    const after = (await w.get('student3', '/hall_fame/student_position')).json<HallPosition>();
    expect(after.games_played).toBe(before.games_played + 1);
    expect(after.score).toBeCloseTo(before.score + 10, 6);
  });

  it('are rebuilt from game_results to the same rows', async () => {
    const before = await keptMonths();
    await rebuildHallOfFameTotals(w.ctx.db, w.world.platform.id);
    expect(await keptMonths()).toEqual(before);
  });
});
