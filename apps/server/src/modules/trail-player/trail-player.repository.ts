import { EXTERNAL_ACTIVITY_STATUS, type TrailFile, type TrailQuestion } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { forumComments } from '../forum/forum.tables.ts';
import {
  activityTrails,
  learningTrails,
  trailItems,
  trailJourneys,
  trailProgress,
  trailQuizAnswers,
} from '../trails/trails.tables.ts';

export interface TrailRow {
  id: string;
  external_id: string;
  title: string;
  guidance: string;
  layout: string;
  image_key: string | null;
}

export interface ItemRow {
  id: string;
  title: string;
  type: string;
  content: string;
  position: number;
  files: TrailFile[];
  editor_files: TrailFile[];
  questions: TrailQuestion[];
}

export interface JourneyRow {
  started_at: string;
  finished_at: string | null;
  last_item_id: string | null;
}

export interface ProgressRow {
  item_id: string;
  done: boolean;
  score: number | null;
  annotation: string;
  bookmark: boolean;
  send_date: string;
}

export interface QuizAnswerRow {
  item_id: string;
  question_id: string;
  alternative_id: string;
  correct: boolean;
}

/** Everything the player shows for one student's activity, read in one statement. */
export interface PlayerData {
  trail: TrailRow | null;
  items: ItemRow[];
  journey: JourneyRow | null;
  progress: ProgressRow[];
  quiz_answers: QuizAnswerRow[];
  score: number | null;
  pokz: number;
  /** See `unreadSteps`. */
  unread_steps: string[];
}

export interface StudentKey {
  platformId: string;
  activityId: string;
  studentId: string;
}

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * In the service's transaction (quiz answers): makes sure the student's record of the step exists (only while the
 * journey is open and the step is the trail's) and locks it, answering its done before the write;
 * null when refused. Creating it first means two first saves of a step lock the same row, so
 * exactly one of them sees it turn done (the map-energy event is raised once).
 */
async function lockStep(key: StudentKey, itemId: string, tx: Executor): Promise<boolean | null> {
  const { platformId, activityId, studentId } = key;
  await tx.execute(sql`
    insert into ${trailProgress} (platform_id, activity_id, student_id, item_id)
    select ${platformId}, ${activityId}, ${studentId}, i.id from ${trailItems} i
    join ${activityTrails} a on a.trail_id = i.trail_id and a.activity_id = ${activityId} and a.platform_id = ${platformId}
    join ${trailJourneys} j on j.activity_id = a.activity_id and j.student_id = ${studentId} and j.finished_at is null
    where i.id = ${itemId}
    on conflict do nothing`);
  const result = await tx.execute(sql`
    select p.done from ${trailProgress} p
    join ${trailJourneys} j on j.activity_id = p.activity_id and j.student_id = p.student_id and j.finished_at is null
    where p.activity_id = ${activityId} and p.student_id = ${studentId} and p.item_id = ${itemId} and p.platform_id = ${platformId}
    for update of p`);
  return rowsOf<{ done: boolean }>(result)[0]?.done ?? null;
}

export function createTrailPlayerRepository(db: Executor) {
  /**
   * The step forums with a comment of someone else newer than the student's last visit of the step
   * (its record's updated_at: opening a step saves it; a step never opened, any comment). With the
   * activity's hideComments only the steps where the student commented: the others' comments are
   * hidden from them until then. No read marks are kept.
   */
  const unreadSteps = ({ platformId, activityId, studentId }: StudentKey) => sql`coalesce((
    select json_agg(distinct c.trail_id)
    from ${forumComments} c
    left join ${trailProgress} p
      on p.activity_id = c.activity_id and p.student_id = ${studentId} and p.item_id::text = c.trail_id
    where c.activity_id = ${activityId} and c.platform_id = ${platformId} and c.trail_id <> ''
      and c.author_id <> ${studentId} and (p.updated_at is null or c.created_at > p.updated_at)
      and (
        not exists (select 1 from ${activities} a where a.id = ${activityId} and a.config -> 'hideComments' = 'true'::jsonb)
        or exists (
          select 1 from ${forumComments} mine
          where mine.activity_id = c.activity_id and mine.trail_id = c.trail_id and mine.author_id = ${studentId}
        )
      )
  ), '[]'::json)`;

  return {
    /**
     * The trail of the activity, its steps in order, and the student's journey, step records, quiz
     * answers, delivery and unread step forums: one statement whatever the number of steps.
     */
    async player(key: StudentKey): Promise<PlayerData> {
      const { platformId, activityId, studentId } = key;
      const result = await db.execute(sql`
        with trail as (
          select t.id, t.external_id, t.title, t.guidance, t.layout, t.image_key
          from ${activityTrails} a join ${learningTrails} t on t.id = a.trail_id
          where a.activity_id = ${activityId} and a.platform_id = ${platformId} and t.platform_id = ${platformId}
        )
        select
          (select row_to_json(trail) from trail) as trail,
          coalesce((
            select json_agg(json_build_object(
              'id', i.id, 'title', i.title, 'type', i.type, 'content', i.content, 'position', i.position,
              'files', i.files, 'editor_files', i.editor_files, 'questions', i.questions
            ) order by i.position, i.id)
            from ${trailItems} i where i.trail_id = (select id from trail)
          ), '[]'::json) as items,
          (
            select json_build_object('started_at', ${iso(sql`j.started_at`)}, 'finished_at', ${iso(sql`j.finished_at`)},
              'last_item_id', j.last_item_id)
            from ${trailJourneys} j
            where j.activity_id = ${activityId} and j.student_id = ${studentId} and j.platform_id = ${platformId}
          ) as journey,
          coalesce((
            select json_agg(json_build_object('item_id', p.item_id, 'done', p.done, 'score', p.score,
              'annotation', p.annotation, 'bookmark', p.bookmark, 'send_date', ${iso(sql`p.created_at`)}))
            from ${trailProgress} p
            where p.activity_id = ${activityId} and p.student_id = ${studentId} and p.platform_id = ${platformId}
          ), '[]'::json) as progress,
          coalesce((
            select json_agg(json_build_object('item_id', q.item_id, 'question_id', q.question_id,
              'alternative_id', q.alternative_id, 'correct', q.correct))
            from ${trailQuizAnswers} q
            where q.activity_id = ${activityId} and q.student_id = ${studentId} and q.platform_id = ${platformId}
          ), '[]'::json) as quiz_answers,
          (select s.score from ${activityStudents} s where s.activity_id = ${activityId} and s.student_id = ${studentId}) as score,
          coalesce((select s.pokz from ${activityStudents} s where s.activity_id = ${activityId} and s.student_id = ${studentId}), 0) as pokz,
          ${unreadSteps(key)} as unread_steps`);
      const row = rowsOf<PlayerData>(result)[0];
      if (!row) throw new Error('player query answered no row');
      return { ...row, score: row.score === null ? null : Number(row.score) };
    },

    /** Sets the start flag: creates the journey, or answers the one that stands. */
    async start(key: StudentKey, lastItemId: string | null): Promise<JourneyRow> {
      const result = await db.execute(sql`
        insert into ${trailJourneys} (platform_id, activity_id, student_id, last_item_id)
        values (${key.platformId}, ${key.activityId}, ${key.studentId}, ${lastItemId})
        on conflict (activity_id, student_id) do update set updated_at = ${trailJourneys.updated_at}
        returning ${iso(sql`started_at`)} as started_at, ${iso(sql`finished_at`)} as finished_at, last_item_id`);
      return rowsOf<JourneyRow>(result)[0] as JourneyRow;
    },

    /**
     * One step's record in one statement, without a transaction: written only when the student may
     * write (`seat`: assigned to the published trail activity, neither concluded, archived nor past
     * its end for them at `now`, the journey open, the step the trail's), then the journey's last
     * step moved there. The first save inserts the record with its values (`was_done` false); a
     * later one locks it first (`before`, FOR UPDATE reads the latest committed version), so two
     * saves at once agree on which one made it done. Null: refused, or a first save of the same
     * step committed after this statement began (its record is invisible here: the caller tries again).
     */
    async saveProgress(
      key: StudentKey,
      save: {
        itemId: string;
        done: boolean;
        score: number | null;
        annotation: string | null;
        bookmark: boolean | null;
      },
      now: Date,
    ): Promise<(ProgressRow & { was_done: boolean }) | null> {
      const { platformId, activityId, studentId } = key;
      const result = await db.execute(sql`
        with seat as (
          select i.id as item_id from ${activities} a
          join ${activityStudents} s on s.activity_id = a.id and s.student_id = ${studentId}
          join ${activityTrails} t on t.activity_id = a.id
          join ${trailItems} i on i.trail_id = t.trail_id and i.id = ${save.itemId}
          join ${trailJourneys} j on j.activity_id = a.id and j.student_id = ${studentId} and j.finished_at is null
          where a.id = ${activityId} and a.platform_id = ${platformId} and a.kind = 'trail' and a.published
            and a.concluded_at is null and a.archived_at is null
            and (a.end_time is null or a.end_time > ${now.toISOString()}::timestamptz
              or s.status = ${EXTERNAL_ACTIVITY_STATUS.redo})
        ),
        inserted as (
          insert into ${trailProgress} (platform_id, activity_id, student_id, item_id, done, score, annotation, bookmark)
          select ${platformId}, ${activityId}, ${studentId}, item_id, ${save.done}::boolean, ${save.score}::numeric,
            coalesce(${save.annotation}::text, ''), coalesce(${save.bookmark}::boolean, false)
          from seat
          on conflict do nothing
          returning item_id, done, score, annotation, bookmark, created_at, false as was_done
        ),
        before as (
          select p.done from ${trailProgress} p
          where p.activity_id = ${activityId} and p.student_id = ${studentId} and p.item_id = (select item_id from seat)
          for update
        ),
        updated as (
          update ${trailProgress} p set
            done = p.done or ${save.done}::boolean,
            score = coalesce(${save.score}::numeric, p.score),
            annotation = coalesce(${save.annotation}::text, p.annotation),
            bookmark = coalesce(${save.bookmark}::boolean, p.bookmark),
            updated_at = now()
          from before
          where p.activity_id = ${activityId} and p.student_id = ${studentId} and p.item_id = (select item_id from seat)
            and not exists (select 1 from inserted)
          returning p.item_id, p.done, p.score, p.annotation, p.bookmark, p.created_at, before.done as was_done
        ),
        saved as (select * from inserted union all select * from updated),
        moved as (
          update ${trailJourneys} j set last_item_id = ${save.itemId}, updated_at = now()
          where j.activity_id = ${activityId} and j.student_id = ${studentId} and exists (select 1 from saved)
        )
        select item_id, done, score, annotation, bookmark, ${iso(sql`created_at`)} as send_date, was_done from saved`);
      const row = rowsOf<ProgressRow & { was_done: boolean }>(result)[0];
      return row ? { ...row, score: row.score === null ? null : Number(row.score) } : null;
    },

    /** The step of the activity's trail, when it is one of its steps. */
    async item(platformId: string, activityId: string, itemId: string): Promise<ItemRow | null> {
      const result = await db.execute(sql`
        select i.id, i.title, i.type, i.content, i.position, i.files, i.editor_files, i.questions
        from ${trailItems} i join ${activityTrails} a on a.trail_id = i.trail_id
        where i.id = ${itemId} and a.activity_id = ${activityId} and a.platform_id = ${platformId}`);
      return rowsOf<ItemRow>(result)[0] ?? null;
    },

    async journey(key: StudentKey): Promise<JourneyRow | null> {
      const result = await db.execute(sql`
        select ${iso(sql`started_at`)} as started_at, ${iso(sql`finished_at`)} as finished_at, last_item_id
        from ${trailJourneys}
        where activity_id = ${key.activityId} and student_id = ${key.studentId} and platform_id = ${key.platformId}`);
      return rowsOf<JourneyRow>(result)[0] ?? null;
    },

    /**
     * Records a quiz answer while the journey is open (a new answer replaces the earlier one), marks
     * the step done once every question has an answer and moves the journey there. Null: refused.
     */
    async saveQuizAnswer(
      key: StudentKey,
      answer: { itemId: string; questionId: string; alternativeId: string; correct: boolean; questions: number },
      tx: Executor,
    ): Promise<{ was_done: boolean; done: boolean } | null> {
      const { platformId, activityId, studentId } = key;
      const wasDone = await lockStep(key, answer.itemId, tx);
      if (wasDone === null) return null;
      const result = await tx.execute(sql`
          with answered as (
            insert into ${trailQuizAnswers} as q (platform_id, activity_id, student_id, item_id, question_id, alternative_id, correct)
            values (${platformId}, ${activityId}, ${studentId}, ${answer.itemId}, ${answer.questionId}, ${answer.alternativeId}, ${answer.correct})
            on conflict (activity_id, student_id, item_id, question_id) do update set
              alternative_id = excluded.alternative_id, correct = excluded.correct, updated_at = now()
            returning q.question_id
          ),
          counted as (
            select count(*)::int as total from (
              select question_id from ${trailQuizAnswers}
              where activity_id = ${activityId} and student_id = ${studentId} and item_id = ${answer.itemId}
              union select question_id from answered
            ) q
          ),
          moved as (
            update ${trailJourneys} j set last_item_id = ${answer.itemId}, updated_at = now()
            where j.activity_id = ${activityId} and j.student_id = ${studentId}
          )
          update ${trailProgress} p set done = p.done or (select total from counted) >= ${answer.questions}, updated_at = now()
          where p.activity_id = ${activityId} and p.student_id = ${studentId} and p.item_id = ${answer.itemId}
          returning p.done`);
      const row = rowsOf<{ done: boolean }>(result)[0] as { done: boolean };
      return { was_done: wasDone, done: row.done };
    },

    /** Closes the journey once: the finish instant, or null when it was already closed (or never started). */
    async close(key: StudentKey, at: Date, tx: Executor): Promise<Date | null> {
      const result = await tx.execute(sql`
        update ${trailJourneys} set finished_at = ${at.toISOString()}, updated_at = now()
        where activity_id = ${key.activityId} and student_id = ${key.studentId} and platform_id = ${key.platformId}
          and finished_at is null
        returning finished_at`);
      return rowsOf<{ finished_at: Date }>(result).length > 0 ? at : null;
    },

    /** The forum comment's activity and step forum, to decide who may remove it. */
    async comment(
      platformId: string,
      commentId: number,
    ): Promise<{ activity_id: string; trail_id: string; author_id: string } | null> {
      const result = await db.execute(sql`
        select activity_id, trail_id, author_id from ${forumComments} where id = ${commentId} and platform_id = ${platformId}`);
      return rowsOf<{ activity_id: string; trail_id: string; author_id: string }>(result)[0] ?? null;
    },
  };
}

export type TrailPlayerRepository = ReturnType<typeof createTrailPlayerRepository>;
