import { randomBytes } from 'node:crypto';
import { type SeasonReward, yearMonthAt } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { bearer, createTestContext, signIn } from '../../../test/harness.ts';
import { buildClassroom, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { answersWith, buildChallengesWorld } from '../challenges/challenges.fixture.ts';
import { gameResults } from '../challenges/challenges.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { decideConsent } from '../privacy/consent.fixture.ts';
import type { MonthRange } from './hall-of-fame.repository.ts';
import { hallOfFameSeasons } from './hall-of-fame.tables.ts';

/**
 * The challenges world (school with classrooms A: teacher, student1, student2 and B: teacherB,
 * student3; a coordinator, a guardian of student1, an administrator, a teacher of another
 * platform) plus a second school of the same platform (teacherC, student4) and a student of
 * another platform; a published challenge to score. Every student has the hall_of_fame consent. The clock is set to now, the database's
 * time, so the current month is the month results are recorded in.
 */
export async function buildHallOfFameWorld() {
  const ctx = await createTestContext();
  ctx.clock.advance(Date.now() - ctx.clock.now().getTime());
  const w = await buildChallengesWorld(ctx);
  const { db, app, clock } = ctx;
  const { platform } = w.world;
  const otherSchool = await buildSchool(db, platform, 'Escola Vizinha');
  const classroomC = await buildClassroom(db, platform, otherSchool.id, 20);
  const teacherC = await buildUser(db, platform, 'school_teacher', {
    username: 'professor-c',
    schoolId: otherSchool.id,
    classroomId: classroomC.id,
  });
  const student4 = await buildUser(db, platform, 'school_student', {
    username: 'aluno4',
    schoolId: otherSchool.id,
    classroomId: classroomC.id,
  });
  const [foreign] = await db.select().from(platforms).where(sql`${platforms.id} <> ${platform.id}`).limit(1);
  if (!foreign) throw new Error('the challenges world has no foreign platform');
  const foreignSchool = await buildSchool(db, foreign);
  await buildUser(db, foreign, 'school_student', { username: 'aluno-estrangeiro', schoolId: foreignSchool.id });
  const tokens = {
    ...w.tokens,
    teacherC: await signIn(app, platform.slug, teacherC.username),
    student4: await signIn(app, platform.slug, student4.username),
    foreignStudent: await signIn(app, foreign.slug, 'aluno-estrangeiro'),
  };
  type Who = keyof typeof tokens;
  // Rankings show only students with the hall_of_fame consent (LGPD): given for every student here.
  for (const student of [w.world.users.student1, w.world.users.student2, w.world.users.student3, student4]) {
    await decideConsent(db, platform.id, student.id, 'hall_of_fame');
  }
  const contentId = await w.published('teacher', 'Frações');
  const schoolId = (
    await db
      .execute(sql`select school_id from classrooms where id = ${w.world.classroomA.id}`)
      .then((r) => rowsOf<{ school_id: string }>(r))
  )[0]?.school_id as string;

  /** A scored play of `who` with `right` of the three rounds right (3.33 points each). */
  async function scored(who: Who, right: number) {
    const play = await w.ok<{ token: string }>(
      app.inject({
        method: 'POST',
        url: '/api/games/games/play',
        headers: bearer(tokens[who]),
        payload: { oed_content_id: contentId },
      }),
    );
    return w.ok<{ score: number }>(
      app.inject({
        method: 'POST',
        url: '/api/game_results/calculate_score',
        headers: bearer(tokens[who]),
        payload: {
          scoring_rule: 'L',
          results: { token: play.token, oed_content_id: contentId, answers: answersWith(right), elapsed_seconds: 30 },
        },
      }),
    );
  }

  const get = (who: Who, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[who]) });
  const post = (who: Who, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens[who]), payload });

  async function setTheme(configs: Record<string, unknown>) {
    await db.update(platforms).set({ theme: { configs } }).where(sql`${platforms.id} = ${platform.id}`);
  }

  /**
   * A result recorded at `at`, written straight into game_results as a bulk load would be (the
   * totals then need rebuildHallOfFameTotals): calculate_score records only at the present time.
   */
  async function pastResult(student: { id: string }, at: Date, score: number) {
    await db.insert(gameResults).values({
      platform_id: platform.id,
      user_id: student.id,
      content_id: contentId,
      play_token_hash: randomBytes(16).toString('hex'),
      scoring_rule: 'L',
      score,
      pokz: Math.round(score * 10),
      right_rounds: 0,
      total_rounds: 3,
      answer: {
        oed_content_id: contentId,
        score,
        pokz: Math.round(score * 10),
        right_rounds: 0,
        total_rounds: 3,
        fromTeacher: false,
        level: { color: '#000000', image_url: null, level: 0, level_up: false },
      },
      created_at: at,
    });
  }

  async function addSeason(name: string, months: MonthRange, rewards: SeasonReward[]) {
    const [season] = await db
      .insert(hallOfFameSeasons)
      .values({ platform_id: platform.id, name, start_month: months.from, end_month: months.to, rewards })
      .returning();
    if (!season) throw new Error('season not created');
    return season;
  }

  return {
    ...w,
    tokens,
    users: { ...w.world.users, teacherC, student4 },
    schoolId,
    otherSchool,
    classroomC,
    contentId,
    month: yearMonthAt(clock.now()),
    scored,
    pastResult,
    get,
    post,
    setTheme,
    addSeason,
  };
}

export type HallOfFameWorld = Awaited<ReturnType<typeof buildHallOfFameWorld>>;

/** A month range as the query string of the hall of fame's paths. */
export const periodQuery = ({ from, to }: MonthRange) =>
  `start_month=${from % 100}&start_year=${Math.floor(from / 100)}&end_month=${to % 100}&end_year=${Math.floor(to / 100)}`;
