import { randomBytes } from 'node:crypto';
import {
  type GameRound,
  gameContentDataFor,
  gameSettingsSchema,
  gameVariation,
  levelColor,
  type RoundAnswer,
  SCORING_RULES,
  scoreGame,
} from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { gameContents, gameResults } from '../modules/challenges/challenges.tables.ts';
import { activityGames, homeworkGameResults } from '../modules/homework/homework.tables.ts';
import { homeworkScore } from '../modules/homework/homework-rules.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { hashToken } from '../platform/auth/tokens.ts';
import { systemClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { DEMO_HOMEWORK, type DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;

/** The round answered right (every interaction reads `values` or `pairs` of the right answer), or left blank. */
function answerOf(round: GameRound, right: boolean): RoundAnswer {
  if (!right) return { order: round.order, values: [], pairs: [], hints_used: 0 };
  const pairs = round.items.map((item, index): [string, string] => [item, round.correct[index] ?? '']);
  return { order: round.order, values: round.correct, pairs, hints_used: 0 };
}

/**
 * The demo's tarefa: the library challenges it names, for the demo classroom, open for two
 * weeks. The students it lists as having handed it in have a scored play of each challenge
 * (game_results under rule K, computed by scoreGame from their answers), counted for the
 * tarefa and paid through the ledger as calculate_score pays, and their delivery sent with the
 * tarefa's score; the others have it to play. Added once, in one transaction, after the library
 * challenges.
 */
export async function seedDemoHomework(db: Database, place: DemoClassroom): Promise<void> {
  const [existing] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.classroom_id, place.classroomId), eq(activities.title, DEMO_HOMEWORK.title)));
  if (existing) return;
  const found = await db
    .select()
    .from(gameContents)
    .where(
      and(eq(gameContents.platform_id, place.platformId), inArray(gameContents.seed_key, DEMO_HOMEWORK.challenges)),
    );
  const contents = DEMO_HOMEWORK.challenges.flatMap((key) => found.filter((content) => content.seed_key === key));
  if (contents.length !== DEMO_HOMEWORK.challenges.length) return;
  const now = Date.now();
  const ledger = createLedgerOn(db, systemClock);
  await db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(activities)
      .values({
        platform_id: place.platformId,
        classroom_id: place.classroomId,
        teacher_id: place.teacherId,
        kind: 'homework',
        title: DEMO_HOMEWORK.title,
        details: DEMO_HOMEWORK.details,
        workload: DEMO_HOMEWORK.workload,
        start_time: new Date(now - 2 * DAY_MS),
        end_time: new Date(now + DEMO_HOMEWORK.endsInDays * DAY_MS),
        published: true,
        creation_step: 4,
      })
      .returning({ id: activities.id });
    if (!activity) throw new Error('demo homework missing after seed');
    const owned = { platform_id: place.platformId, activity_id: activity.id };
    await tx
      .insert(activityGames)
      .values(contents.map((content, index) => ({ ...owned, content_id: content.id, position: index + 1 })));
    await tx
      .insert(activityStudents)
      .values(place.studentIds.map((studentId) => ({ ...owned, student_id: studentId })));

    for (const [username, answers] of Object.entries(DEMO_HOMEWORK.handedIn)) {
      const studentId = place.idOf.get(username);
      if (!studentId) continue;
      const [student] = await tx.select({ level: users.level }).from(users).where(eq(users.id, studentId));
      const level = student?.level ?? 1;
      const scores: { score: number; pokz: number }[] = [];
      for (const [index, content] of contents.entries()) {
        const data = gameContentDataFor(content.interaction).parse(content.data);
        const rights = answers[index] ?? [];
        const scored = scoreGame(
          {
            interaction: content.interaction,
            data,
            rules: gameSettingsSchema.parse(content.settings ?? {}),
            lives: gameVariation(content.variation ?? '').lives,
          },
          data.challenges.map((round, order) => answerOf(round, rights[order] === true)),
        );
        const playedAt = new Date(now - DAY_MS - (contents.length - index) * 600_000);
        const tokenHash = hashToken(randomBytes(32).toString('base64url'));
        const [result] = await tx
          .insert(gameResults)
          .values({
            platform_id: place.platformId,
            user_id: studentId,
            content_id: content.id,
            play_token_hash: tokenHash,
            scoring_rule: SCORING_RULES.homework,
            scoring_id: activity.id,
            score: scored.score,
            pokz: scored.pokz,
            right_rounds: scored.right_rounds,
            total_rounds: scored.total_rounds,
            elapsed_seconds: 60 + 30 * data.challenges.length,
            rounds: scored.rounds,
            answer: {
              oed_content_id: content.id,
              score: scored.score,
              pokz: scored.pokz,
              right_rounds: scored.right_rounds,
              total_rounds: scored.total_rounds,
              fromTeacher: false,
              level: { level, color: levelColor(level), image_url: null, level_up: false },
            },
            created_at: playedAt,
          })
          .returning({ id: gameResults.id });
        if (!result) throw new Error('demo homework play missing after seed');
        await ledger.grant(tx, {
          platformId: place.platformId,
          userId: studentId,
          amount: scored.pokz,
          event: content.title,
          eventType: 'challenge',
          idempotencyKey: `game_result:${tokenHash}`,
        });
        await tx.insert(homeworkGameResults).values({
          ...owned,
          student_id: studentId,
          content_id: content.id,
          game_result_id: result.id,
          score: scored.score,
          pokz: scored.pokz,
          created_at: playedAt,
        });
        scores.push(scored);
      }
      await tx
        .update(activityStudents)
        .set({
          status: 3,
          draft: false,
          delivered_at: new Date(now - DAY_MS),
          score: homeworkScore(
            scores.map((play) => play.score),
            contents.length,
          ),
          pokz: scores.reduce((total, play) => total + play.pokz, 0),
        })
        .where(and(eq(activityStudents.activity_id, activity.id), eq(activityStudents.student_id, studentId)));
    }
  });
}
