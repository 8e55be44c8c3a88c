import { addMonths, displayDay, type SeasonReward, splitYearMonth, yearMonthAt } from '@ava/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { gameContents, gameResults } from '../modules/challenges/challenges.tables.ts';
import { rebuildHallOfFameTotals } from '../modules/hall-of-fame/hall-of-fame.module.ts';
import { hallOfFameSeasons } from '../modules/hall-of-fame/hall-of-fame.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { systemClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';

/**
 * The demo's hall of fame: scored plays of the demo students over the last three months, so the
 * rankings show from the first start, and two seasons: the last two months (ended, its rewards
 * claimable: aluno1 came first of '3º ano - Turma A' and of the school) and this month and the
 * next (running). Months are counted from the first seed; a later seed adds nothing.
 */
export interface HallOfFameDemo {
  platform: string;
  /** Each student's scores, by how many months ago they were played (2, 1 and 0: this month). */
  scores: Record<string, [number[], number[], number[]]>;
  rewards: SeasonReward[];
}

export const DEMO_HALL_OF_FAME: HallOfFameDemo = {
  platform: 'demo',
  scores: {
    aluno1: [
      [10, 9],
      [10, 8.5],
      [9, 7],
    ],
    aluno2: [[8, 7], [9], [10, 10, 8]],
    aluno3: [[9], [7.5, 10], [6]],
    aluno4: [[6, 8], [5], [9.5]],
    aluno5: [[7], [9, 6], [8]],
  },
  rewards: [
    { scope: 'classroom', from_position: 1, to_position: 1, pokz: 100, badge: 'Medalha de ouro' },
    { scope: 'classroom', from_position: 2, to_position: 2, pokz: 60, badge: 'Medalha de prata' },
    { scope: 'classroom', from_position: 3, to_position: 3, pokz: 30, badge: 'Medalha de bronze' },
    { scope: 'school', from_position: 1, to_position: 1, pokz: 50, badge: 'Destaque da escola' },
  ],
};

const MINUTE_MS = 60_000;

/** The n-th play of a month: mid-month in São Paulo for past months, minutes ago for this one. */
function playedAt(monthsAgo: number, play: number, now: Date): Date {
  if (monthsAgo === 0) {
    const today = displayDay(now);
    const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00-03:00`);
    return new Date(Math.max(monthStart.getTime(), now.getTime() - (play + 1) * MINUTE_MS));
  }
  const { year, month } = splitYearMonth(addMonths(yearMonthAt(now), -monthsAgo));
  return new Date(Date.UTC(year, month - 1, 10 + play, 15));
}

export async function seedHallOfFame(db: Database, demo: HallOfFameDemo, now = new Date()): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, demo.platform));
  if (!platform) return;
  const contents = await db
    .select({ id: gameContents.id, title: gameContents.title })
    .from(gameContents)
    .where(and(eq(gameContents.platform_id, platform.id), isNotNull(gameContents.seed_key)))
    .orderBy(asc(gameContents.seed_key));
  const students = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.platform_id, platform.id), inArray(users.username, Object.keys(demo.scores))));
  if (contents.length === 0 || students.length === 0) return;

  const plays = students.flatMap(({ id, username }) =>
    (demo.scores[username] ?? []).flatMap((scores, index) =>
      scores.map((score, play) => {
        const monthsAgo = 2 - index;
        const at = playedAt(monthsAgo, play, now);
        const content = contents[(index + play) % contents.length]?.id ?? '';
        const pokz = Math.round(score * 10);
        return {
          platform_id: platform.id,
          user_id: id,
          content_id: content,
          // The seed's plays are found again by these keys, so a second seed adds none.
          play_token_hash: `seed:hall-of-fame:${username}:${monthsAgo}:${play}`,
          scoring_rule: 'L' as const,
          score,
          pokz,
          right_rounds: 0,
          total_rounds: 0,
          answer: {
            oed_content_id: content,
            score,
            pokz,
            right_rounds: 0,
            total_rounds: 0,
            fromTeacher: false,
            level: { color: '', image_url: null, level: 0, level_up: false },
          },
          created_at: at,
          updated_at: at,
        };
      }),
    ),
  );
  const added = await db.insert(gameResults).values(plays).onConflictDoNothing().returning({
    user_id: gameResults.user_id,
    content_id: gameResults.content_id,
    pokz: gameResults.pokz,
    play_token_hash: gameResults.play_token_hash,
  });
  // Results written straight into game_results reach the totals only through a rebuild, and
  // the ledger through a grant each, as calculate_score pays them.
  if (added.length > 0) await rebuildHallOfFameTotals(db, platform.id);
  const titles = new Map(contents.map((content) => [content.id, content.title]));
  const ledger = createLedgerOn(db, systemClock);
  await transactOn(db)(async (tx) => {
    for (const play of added) {
      await ledger.grant(tx, {
        platformId: platform.id,
        userId: play.user_id,
        amount: play.pokz,
        event: titles.get(play.content_id) ?? '',
        eventType: 'challenge',
        idempotencyKey: `game_result:${play.play_token_hash}`,
      });
    }
  });

  const month = yearMonthAt(now);
  await db
    .insert(hallOfFameSeasons)
    .values([
      {
        platform_id: platform.id,
        name: 'Temporada dos exploradores',
        start_month: addMonths(month, -2),
        end_month: addMonths(month, -1),
        rewards: demo.rewards,
      },
      {
        platform_id: platform.id,
        name: 'Temporada dos inventores',
        start_month: month,
        end_month: addMonths(month, 1),
        rewards: demo.rewards,
      },
    ])
    .onConflictDoNothing();
}
