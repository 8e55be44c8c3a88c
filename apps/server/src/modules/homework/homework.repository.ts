import { SCORING_RULES } from '@ava/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { visibleTo } from '../challenges/challenges.module.ts';
import { gameContents, gameResults } from '../challenges/challenges.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { activityGames, homeworkGameResults } from './homework.tables.ts';

/** What the answers show of a challenge of the tarefa. */
const contentColumns = {
  id: gameContents.id,
  title: gameContents.title,
  objective: gameContents.objective,
  interaction: gameContents.interaction,
  engine: gameContents.engine,
  layout: gameContents.layout,
  subject: gameContents.subject,
  grade_ids: gameContents.grade_ids,
  bncc: gameContents.bncc,
  data: gameContents.data,
};

/** A counted play with what its scored play recorded. */
const playColumns = {
  content_id: homeworkGameResults.content_id,
  score: homeworkGameResults.score,
  pokz: homeworkGameResults.pokz,
  right_rounds: gameResults.right_rounds,
  total_rounds: gameResults.total_rounds,
  elapsed_seconds: gameResults.elapsed_seconds,
  played_at: gameResults.created_at,
};

const studentColumns = { id: users.id, name: users.name, username: users.username, avatar_url: users.avatar_url };
const deliveryColumns = {
  status: activityStudents.status,
  score: activityStudents.score,
  pokz: activityStudents.pokz,
  delivered_at: activityStudents.delivered_at,
};

const ofActivity = (platformId: string, activityId: string) =>
  and(eq(activityGames.platform_id, platformId), eq(activityGames.activity_id, activityId));
const countedOf = (platformId: string, activityId: string) =>
  and(eq(homeworkGameResults.platform_id, platformId), eq(homeworkGameResults.activity_id, activityId));
const assignedTo = (platformId: string, activityId: string) =>
  and(eq(activityStudents.platform_id, platformId), eq(activityStudents.activity_id, activityId));

/** Tarefas' challenges and the plays counted for them; every function takes the activity's platform. */
export function createHomeworkRepository(db: Executor) {
  return {
    /** The tarefa's challenges in the teacher's order. */
    async games(platformId: string, activityId: string, tx: Executor = db) {
      return tx
        .select(contentColumns)
        .from(activityGames)
        .innerJoin(gameContents, eq(gameContents.id, activityGames.content_id))
        .where(ofActivity(platformId, activityId))
        .orderBy(asc(activityGames.position));
    },

    /** The tarefa's challenge ids in order, locked until the transaction ends (counting a play waits). */
    async lockGames(platformId: string, activityId: string, tx: Executor): Promise<string[]> {
      const rows = await tx
        .select({ id: activityGames.content_id })
        .from(activityGames)
        .where(ofActivity(platformId, activityId))
        .orderBy(asc(activityGames.position))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Whether the challenge is in the tarefa; the row is share-locked so it is not removed before the commit. */
    async holdsGame(platformId: string, activityId: string, contentId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: activityGames.content_id })
        .from(activityGames)
        .where(and(ofActivity(platformId, activityId), eq(activityGames.content_id, contentId)))
        .for('share');
      return row !== undefined;
    },

    async hasCountedPlays(platformId: string, activityId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: homeworkGameResults.game_result_id })
        .from(homeworkGameResults)
        .where(countedOf(platformId, activityId))
        .limit(1);
      return row !== undefined;
    },

    /** Of the ids, the published challenges the platform may play: its own and the shared library's. */
    async playableContents(platformId: string, ids: readonly string[], tx: Executor = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: gameContents.id })
        .from(gameContents)
        .where(and(inArray(gameContents.id, [...ids]), eq(gameContents.status, 'active'), visibleTo(platformId)));
      return rows.map((row) => row.id);
    },

    /** Makes the tarefa's challenges exactly these, in this order. */
    async setGames(platformId: string, activityId: string, contentIds: readonly string[], tx: Executor): Promise<void> {
      await tx
        .delete(activityGames)
        .where(and(ofActivity(platformId, activityId), notInArray(activityGames.content_id, [...contentIds])));
      if (contentIds.length === 0) return;
      await tx
        .insert(activityGames)
        .values(
          contentIds.map((content_id, index) => ({
            platform_id: platformId,
            activity_id: activityId,
            content_id,
            position: index + 1,
          })),
        )
        .onConflictDoUpdate({
          target: [activityGames.activity_id, activityGames.content_id],
          set: { position: sql`excluded.position`, updated_at: sql`now()` },
        });
    },

    /** The student's scored play of that token recorded for the tarefa's challenge (rule K, scoring id the activity). */
    async scoredPlay(
      platformId: string,
      play: { tokenHash: string; studentId: string; activityId: string; contentId: string },
      tx: Executor = db,
    ) {
      const [row] = await tx
        .select({ id: gameResults.id, score: gameResults.score, pokz: gameResults.pokz })
        .from(gameResults)
        .where(
          and(
            eq(gameResults.platform_id, platformId),
            eq(gameResults.play_token_hash, play.tokenHash),
            eq(gameResults.user_id, play.studentId),
            eq(gameResults.scoring_rule, SCORING_RULES.homework),
            eq(gameResults.scoring_id, play.activityId),
            eq(gameResults.content_id, play.contentId),
          ),
        );
      return row ?? null;
    },

    /** Counts the play unless the student already has one of that challenge counted. */
    async countPlay(
      platformId: string,
      values: {
        activityId: string;
        studentId: string;
        contentId: string;
        play: { id: string; score: number; pokz: number };
      },
      tx: Executor,
    ): Promise<void> {
      await tx
        .insert(homeworkGameResults)
        .values({
          platform_id: platformId,
          activity_id: values.activityId,
          student_id: values.studentId,
          content_id: values.contentId,
          game_result_id: values.play.id,
          score: values.play.score,
          pokz: values.play.pokz,
        })
        .onConflictDoNothing();
    },

    /** The plays counted for the students' tarefa, oldest first. */
    async countedPlays(platformId: string, activityId: string, studentIds?: readonly string[], tx: Executor = db) {
      return tx
        .select({ ...playColumns, student_id: homeworkGameResults.student_id })
        .from(homeworkGameResults)
        .innerJoin(gameResults, eq(gameResults.id, homeworkGameResults.game_result_id))
        .where(
          and(
            countedOf(platformId, activityId),
            studentIds ? inArray(homeworkGameResults.student_id, [...studentIds]) : undefined,
          ),
        )
        .orderBy(asc(homeworkGameResults.created_at));
    },

    /** The assigned students (or one of them) with their deliveries, by name. */
    async students(platformId: string, activityId: string, studentId?: string) {
      return db
        .select({ student: studentColumns, delivery: deliveryColumns })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .where(
          and(assignedTo(platformId, activityId), studentId ? eq(activityStudents.student_id, studentId) : undefined),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    async teacherName(teacherId: string): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, teacherId));
      return row?.name ?? '';
    },

    /** Per round of the challenge: those of its counted plays that answered it, right, and the mean share right. */
    async roundStats(platformId: string, activityId: string, contentId: string) {
      const result = await db.execute(sql`
        select (r.value->>'order')::int as "order", count(*)::int as answered,
          count(*) filter (where (r.value->>'right')::boolean)::int as "right",
          avg((r.value->>'fraction')::float8)::float8 as average
        from ${homeworkGameResults} h
        join ${gameResults} g on g.id = h.game_result_id
        cross join lateral jsonb_array_elements(g.rounds) as r(value)
        where h.platform_id = ${platformId} and h.activity_id = ${activityId} and h.content_id = ${contentId}
        group by 1`);
      return rowsOf<{ order: number; answered: number; right: number; average: number | null }>(result);
    },
  };
}

export type HomeworkRepository = ReturnType<typeof createHomeworkRepository>;
export type HomeworkContentRow = Awaited<ReturnType<HomeworkRepository['games']>>[number];
export type CountedPlayRow = Awaited<ReturnType<HomeworkRepository['countedPlays']>>[number];
export type HomeworkStudentRow = Awaited<ReturnType<HomeworkRepository['students']>>[number];
