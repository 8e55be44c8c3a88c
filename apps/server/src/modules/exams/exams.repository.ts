import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { examQuestions, exams } from '../exam-builder/exam-builder.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { questionAlternatives, questions } from '../question-bank/question-bank.tables.ts';
import {
  activityExams,
  attemptQuestions,
  examAnswers,
  examAttempts,
  examNullifications,
  mockExams,
} from './exams.tables.ts';

export type AttemptRow = typeof examAttempts.$inferSelect;
export type ActivityExamRow = typeof activityExams.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type MockExamRow = typeof mockExams.$inferSelect;

/** What an attempt belongs to: an activity's exam or a mock exam. */
export type ExamTarget =
  | { activityId: string; mockExamId?: undefined }
  | { mockExamId: string; activityId?: undefined };

/** An exam's questions in the exam's order, each with its alternatives in their order. */
export interface ExamContent {
  questions: {
    id: string;
    question_txt: string;
    question_img: string | null;
    question_snd: string | null;
    alternatives: {
      id: string;
      alternative_txt: string;
      alternative_img: string | null;
      alternative_snd: string | null;
      correct_alternative: boolean;
    }[];
  }[];
}

export interface SaveItem {
  platformId: string;
  studentId: string;
  target: ExamTarget;
  questionId: string;
  alternativeId: string;
  seq: number;
}

export type SaveVerdict = 'ok' | 'not_started' | 'finished' | 'paused' | 'time_over' | 'question' | 'alternative';

const targetOf = (target: ExamTarget): SQL =>
  target.activityId
    ? eq(examAttempts.activity_id, target.activityId)
    : eq(examAttempts.mock_exam_id, target.mockExamId as string);

/**
 * The score of an attempt (alias `a`), 0 to 10 with two decimals, over the questions of its order
 * that are not nullified for its activity; null when every question is nullified.
 */
const scoreOfAttempt = sql`(
  select case when count(*) = 0 then null
    else round(10.0 * count(*) filter (where v.correct) / count(*), 2) end
  from (${attemptQuestions({ id: sql`a.id`, activityId: sql`a.activity_id`, questionOrder: sql`a.question_order` })}) v
  where v.counted
)`;

export function createExamsRepository(db: Executor) {
  /**
   * Closes the platform's open attempts `where` selects (on exam_attempts), in the caller's
   * transaction: locks them first, so saves in flight (which hold a share lock) have committed
   * before the score is read in a new statement; then writes score and finish. Returns the
   * attempts closed, whose deliveries the caller records.
   */
  async function closeAttempts(
    platformId: string,
    where: SQL,
    close: { at: Date | 'deadline'; reason: string },
    tx: Executor,
  ): Promise<AttemptRow[]> {
    const locked = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.platform_id, platformId), where, isNull(examAttempts.finished_at)))
      .for('update');
    if (locked.length === 0) return [];
    const ids = locked.map((row) => row.id);
    const finishedAt = close.at === 'deadline' ? sql`a.deadline_at` : sql`${close.at.toISOString()}::timestamptz`;
    const closed = await tx.execute(sql`
      update exam_attempts a set finished_at = ${finishedAt}, finish_reason = ${close.reason},
        score = ${scoreOfAttempt}, updated_at = now()
      where a.id in ${ids} returning a.id`);
    return attemptsById(
      rowsOf<{ id: string }>(closed).map((row) => row.id),
      tx,
    );
  }

  async function attemptsById(ids: string[], tx: Executor): Promise<AttemptRow[]> {
    if (ids.length === 0) return [];
    return tx.select().from(examAttempts).where(inArray(examAttempts.id, ids));
  }

  const activityExamOf = (platformId: string, activityId: string) =>
    and(eq(activityExams.platform_id, platformId), eq(activityExams.activity_id, activityId));

  const attemptsOf = (platformId: string, activityId: string) =>
    and(eq(examAttempts.platform_id, platformId), eq(examAttempts.activity_id, activityId));

  return {
    async activityExam(
      platformId: string,
      activityId: string,
    ): Promise<{ link: ActivityExamRow; exam: ExamRow } | null> {
      const [row] = await db
        .select({ link: activityExams, exam: exams })
        .from(activityExams)
        .innerJoin(exams, eq(exams.id, activityExams.exam_id))
        .where(activityExamOf(platformId, activityId));
      return row ?? null;
    },

    async mockExam(platformId: string, examId: string): Promise<{ mock: MockExamRow; exam: ExamRow } | null> {
      const [row] = await db
        .select({ mock: mockExams, exam: exams })
        .from(mockExams)
        .innerJoin(exams, eq(exams.id, mockExams.exam_id))
        .where(and(eq(mockExams.platform_id, platformId), eq(mockExams.exam_id, examId), eq(exams.status, 1)));
      return row ?? null;
    },

    /** The platform's published mock exams (optionally of one discipline) with the student's attempts. */
    async mockExamsFor(platformId: string, studentId: string, discipline: string | undefined) {
      return db
        .select({
          mock: mockExams,
          exam: exams,
          total_questions: sql<number>`(select count(*)::int from exam_questions q where q.exam_id = ${exams.id})`,
          attempt: examAttempts,
        })
        .from(mockExams)
        .innerJoin(exams, eq(exams.id, mockExams.exam_id))
        .leftJoin(
          examAttempts,
          and(
            eq(examAttempts.platform_id, platformId),
            eq(examAttempts.mock_exam_id, mockExams.exam_id),
            eq(examAttempts.student_id, studentId),
          ),
        )
        .where(
          and(
            eq(mockExams.platform_id, platformId),
            eq(exams.status, 1),
            isNull(mockExams.withdrawn_at),
            discipline ? eq(mockExams.discipline, discipline) : undefined,
          ),
        )
        .orderBy(asc(mockExams.discipline), asc(exams.description));
    },

    /** Offers a published exam as a mock exam, or changes the offer (a withdrawn one is offered again). */
    async offerMockExam(
      platformId: string,
      offer: { exam_id: string; discipline: string; duration: number },
      now: Date,
    ): Promise<void> {
      await db
        .insert(mockExams)
        .values({ ...offer, platform_id: platformId })
        .onConflictDoUpdate({
          target: mockExams.exam_id,
          set: { discipline: offer.discipline, duration: offer.duration, withdrawn_at: null, updated_at: now },
        });
    },

    /** Withdraws an offer; false when the exam is not on offer. Attempts stay. */
    async withdrawMockExam(platformId: string, examId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(mockExams)
        .set({ withdrawn_at: now, updated_at: now })
        .where(
          and(eq(mockExams.platform_id, platformId), eq(mockExams.exam_id, examId), isNull(mockExams.withdrawn_at)),
        )
        .returning({ exam_id: mockExams.exam_id });
      return rows.length > 0;
    },

    /** The platform's mock exams on offer, with how many students started each. */
    async offeredMockExams(platformId: string) {
      return db
        .select({
          mock: mockExams,
          exam: exams,
          attempts: sql<number>`(select count(*)::int from exam_attempts a where a.mock_exam_id = ${mockExams.exam_id})`,
        })
        .from(mockExams)
        .innerJoin(exams, eq(exams.id, mockExams.exam_id))
        .where(and(eq(mockExams.platform_id, platformId), isNull(mockExams.withdrawn_at)))
        .orderBy(asc(mockExams.discipline), asc(exams.description));
    },

    /** A published exam of the platform (printed or not). */
    async platformPublishedExam(platformId: string, examId: string): Promise<ExamRow | null> {
      const [row] = await db
        .select()
        .from(exams)
        .where(and(eq(exams.platform_id, platformId), eq(exams.id, examId), eq(exams.status, 1)));
      return row ?? null;
    },

    async publishedExam(platformId: string, examId: string): Promise<ExamRow | null> {
      const [row] = await db
        .select()
        .from(exams)
        .where(
          and(eq(exams.platform_id, platformId), eq(exams.id, examId), eq(exams.status, 1), eq(exams.printed, false)),
        );
      return row ?? null;
    },

    async isAssigned(platformId: string, activityId: string, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: activityStudents.student_id })
        .from(activityStudents)
        .where(
          and(
            eq(activityStudents.platform_id, platformId),
            eq(activityStudents.activity_id, activityId),
            eq(activityStudents.student_id, studentId),
          ),
        );
      return Boolean(row);
    },

    async attachExam(
      platformId: string,
      values: Pick<typeof activityExams.$inferInsert, 'activity_id' | 'exam_id' | 'duration'>,
    ): Promise<void> {
      await db
        .insert(activityExams)
        .values({ ...values, platform_id: platformId })
        .onConflictDoUpdate({
          target: activityExams.activity_id,
          set: { exam_id: values.exam_id, duration: values.duration, updated_at: sql`now()` },
          setWhere: eq(activityExams.platform_id, platformId),
        });
    },

    async detachExam(platformId: string, activityId: string): Promise<void> {
      await db.delete(activityExams).where(activityExamOf(platformId, activityId));
    },

    async hasAttempts(platformId: string, activityId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(attemptsOf(platformId, activityId))
        .limit(1);
      return Boolean(row);
    },

    async content(platformId: string, examId: string): Promise<ExamContent> {
      const rows = await db
        .select({
          id: questions.id,
          question_txt: questions.question_txt,
          question_img: questions.question_img,
          question_snd: questions.question_snd,
        })
        .from(examQuestions)
        .innerJoin(exams, and(eq(exams.id, examQuestions.exam_id), eq(exams.platform_id, platformId)))
        .innerJoin(questions, eq(questions.id, examQuestions.question_id))
        .where(eq(examQuestions.exam_id, examId))
        .orderBy(asc(examQuestions.position));
      const alternatives = rows.length
        ? await db
            .select({
              question_id: questionAlternatives.question_id,
              id: questionAlternatives.id,
              alternative_txt: questionAlternatives.alternative_txt,
              alternative_img: questionAlternatives.alternative_img,
              alternative_snd: questionAlternatives.alternative_snd,
              correct_alternative: questionAlternatives.correct_alternative,
            })
            .from(questionAlternatives)
            .where(
              inArray(
                questionAlternatives.question_id,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(questionAlternatives.question_id), asc(questionAlternatives.position))
        : [];
      return {
        questions: rows.map((row) => ({
          ...row,
          alternatives: alternatives
            .filter((alternative) => alternative.question_id === row.id)
            .map(({ question_id: _, ...alternative }) => alternative),
        })),
      };
    },

    async attempt(platformId: string, target: ExamTarget, studentId: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.platform_id, platformId), targetOf(target), eq(examAttempts.student_id, studentId)));
      return row ?? null;
    },

    /** Inserts the attempt unless one exists (concurrent starts meet on the unique key); returns the one that stands. */
    async startAttempt(
      platformId: string,
      values: Omit<typeof examAttempts.$inferInsert, 'platform_id'> & { student_id: string },
    ): Promise<AttemptRow> {
      const [created] = await db
        .insert(examAttempts)
        .values({ ...values, platform_id: platformId })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const target: ExamTarget = values.activity_id
        ? { activityId: values.activity_id }
        : { mockExamId: values.mock_exam_id as string };
      const [existing] = await db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.platform_id, platformId),
            targetOf(target),
            eq(examAttempts.student_id, values.student_id),
          ),
        );
      if (!existing) throw new Error('exam attempt neither created nor found');
      return existing;
    },

    async answers(platformId: string, attemptId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ question_id: examAnswers.question_id, alternative_id: examAnswers.alternative_id })
        .from(examAnswers)
        .innerJoin(
          examAttempts,
          and(eq(examAttempts.id, examAnswers.attempt_id), eq(examAttempts.platform_id, platformId)),
        )
        .where(eq(examAnswers.attempt_id, attemptId));
      return new Map(rows.map((row) => [row.question_id, row.alternative_id]));
    },

    async nullifications(platformId: string, activityId: string | null): Promise<Map<string, string>> {
      if (!activityId) return new Map();
      const rows = await db
        .select({ question_id: examNullifications.question_id, reason: examNullifications.reason })
        .from(examNullifications)
        .innerJoin(activityExams, eq(activityExams.activity_id, examNullifications.activity_id))
        .where(activityExamOf(platformId, activityId));
      return new Map(rows.map((row) => [row.question_id, row.reason]));
    },

    /**
     * Saves a batch of answers in one statement (group commit). Each item is checked against its
     * attempt and activity, both locked for share so a finish or a pause waits for this commit
     * and a save after them sees them: not started, finished, paused, time over (by `at`, the
     * server clock), question or alternative not of the attempt. Only 'ok' items are written, one
     * row per question, and a lower seq never overwrites a higher one.
     */
    async saveAnswers(items: SaveItem[], at: Date): Promise<{ verdict: SaveVerdict; time_left: number }[]> {
      const input = JSON.stringify(
        items.map((item, idx) => ({
          idx,
          platform_id: item.platformId,
          student_id: item.studentId,
          activity_id: item.target.activityId ?? null,
          mock_exam_id: item.target.mockExamId ?? null,
          question_id: item.questionId,
          alternative_id: item.alternativeId,
          seq: item.seq,
        })),
      );
      const now = sql`${at.toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as i(idx int, platform_id uuid, student_id uuid,
            activity_id uuid, mock_exam_id uuid, question_id uuid, alternative_id uuid, seq int)
        ),
        exam as (
          select e.activity_id, e.paused_at from activity_exams e
          where e.activity_id in (select activity_id from input) for share
        ),
        activity_attempt as (
          -- The activity rows are locked before the attempts (the subquery runs first), the order
          -- resume takes them in, so the two never deadlock.
          select a.id, a.activity_id, a.mock_exam_id, a.student_id, a.deadline_at, a.finished_at,
            a.question_order, a.alternative_order
          from input i join exam_attempts a on a.activity_id = i.activity_id and a.student_id = i.student_id
            and a.platform_id = i.platform_id
          where (select count(*) from exam) >= 0
          for share of a
        ),
        mock_attempt as (
          select a.id, a.activity_id, a.mock_exam_id, a.student_id, a.deadline_at, a.finished_at,
            a.question_order, a.alternative_order
          from input i join exam_attempts a on a.mock_exam_id = i.mock_exam_id and a.student_id = i.student_id
            and a.platform_id = i.platform_id
          for share of a
        ),
        attempt as (
          select distinct on (id) * from (select * from activity_attempt union all select * from mock_attempt) t
        ),
        checked as (
          select i.idx, i.question_id, i.alternative_id, i.seq, a.id as attempt_id,
            greatest(0, floor(extract(epoch from a.deadline_at - ${now})))::int as time_left,
            case
              when a.id is null then 'not_started'
              when a.finished_at is not null then 'finished'
              when e.paused_at is not null then 'paused'
              when a.deadline_at <= ${now} then 'time_over'
              when not a.question_order @> jsonb_build_array(i.question_id::text) then 'question'
              when not coalesce(a.alternative_order -> i.question_id::text @> jsonb_build_array(i.alternative_id::text), false)
                then 'alternative'
              else 'ok'
            end as verdict
          from input i
          left join attempt a on a.student_id = i.student_id
            and (a.activity_id = i.activity_id or a.mock_exam_id = i.mock_exam_id)
          left join exam e on e.activity_id = i.activity_id
        ),
        saved as (
          insert into exam_answers (attempt_id, question_id, alternative_id, client_seq, answered_at)
          select distinct on (attempt_id, question_id) attempt_id, question_id, alternative_id, seq, ${now}
          from checked where verdict = 'ok'
          order by attempt_id, question_id, seq desc, idx desc
          on conflict (attempt_id, question_id) do update
            set alternative_id = excluded.alternative_id, client_seq = excluded.client_seq,
              answered_at = excluded.answered_at
            where exam_answers.client_seq <= excluded.client_seq
          returning 1
        )
        select idx, verdict, time_left from checked`);
      const byIdx = new Map(
        rowsOf<{ idx: number; verdict: SaveVerdict; time_left: number | null }>(result).map((row) => [
          Number(row.idx),
          row,
        ]),
      );
      return items.map((_, idx) => {
        const row = byIdx.get(idx);
        return { verdict: row?.verdict ?? 'not_started', time_left: Number(row?.time_left ?? 0) };
      });
    },

    /** Finishes one attempt now; null when it was already finished (or is not the platform's). */
    async finishAttempt(
      platformId: string,
      attemptId: string,
      at: Date,
      reason: string,
      tx: Executor,
    ): Promise<AttemptRow | null> {
      const [closed] = await closeAttempts(platformId, eq(examAttempts.id, attemptId), { at, reason }, tx);
      return closed ?? null;
    },

    /**
     * Closes, at their deadline, the open attempts whose time ran out by `now` (or by their
     * activity's pause): of a target, of a student, or a student's mock attempts.
     */
    async closeExpired(
      platformId: string,
      scope: { target?: ExamTarget; studentId?: string; mocksOnly?: boolean },
      now: Date,
      tx: Executor,
    ): Promise<AttemptRow[]> {
      const pausedAt = sql`(select e.paused_at from activity_exams e where e.activity_id = ${examAttempts.activity_id})`;
      const where = and(
        scope.target ? targetOf(scope.target) : undefined,
        scope.studentId ? eq(examAttempts.student_id, scope.studentId) : undefined,
        scope.mocksOnly ? isNotNull(examAttempts.mock_exam_id) : undefined,
        sql`${examAttempts.deadline_at} <= coalesce(${pausedAt}, ${now.toISOString()}::timestamptz)`,
      ) as SQL;
      return closeAttempts(platformId, where, { at: 'deadline', reason: 'time_over' }, tx);
    },

    /** The teacher closes every open attempt of the activity now. */
    closeAll: (platformId: string, activityId: string, at: Date, tx: Executor): Promise<AttemptRow[]> =>
      closeAttempts(platformId, eq(examAttempts.activity_id, activityId), { at, reason: 'teacher' }, tx),

    /**
     * Records nullifications of the platform's activity exam and recomputes the scores of its
     * finished attempts; returns them, rescored (none when the activity has no exam of the platform).
     */
    async nullify(
      platformId: string,
      activityId: string,
      items: { question_id: string; reason: string }[],
      tx: Executor,
    ): Promise<AttemptRow[]> {
      const [link] = await tx
        .select({ activity_id: activityExams.activity_id })
        .from(activityExams)
        .where(activityExamOf(platformId, activityId));
      if (!link) return [];
      await tx
        .insert(examNullifications)
        .values(items.map((item) => ({ activity_id: activityId, ...item })))
        .onConflictDoUpdate({
          target: [examNullifications.activity_id, examNullifications.question_id],
          set: { reason: sql`excluded.reason`, updated_at: sql`now()` },
        });
      const rescored = await tx.execute(sql`
        update exam_attempts a set score = ${scoreOfAttempt}, updated_at = now()
        where a.platform_id = ${platformId} and a.activity_id = ${activityId} and a.finished_at is not null
        returning a.id`);
      return attemptsById(
        rowsOf<{ id: string }>(rescored).map((row) => row.id),
        tx,
      );
    },

    async pause(platformId: string, activityId: string, at: Date): Promise<ActivityExamRow | null> {
      const [row] = await db
        .update(activityExams)
        .set({ paused_at: at, updated_at: sql`now()` })
        .where(and(activityExamOf(platformId, activityId), isNull(activityExams.paused_at)))
        .returning();
      return row ?? null;
    },

    /** The activity's exam link, locked until the transaction ends (resume decides on its pause). */
    async lockActivityExam(platformId: string, activityId: string, tx: Executor): Promise<ActivityExamRow | null> {
      const [link] = await tx.select().from(activityExams).where(activityExamOf(platformId, activityId)).for('update');
      return link ?? null;
    },

    /** Pushes every open attempt's deadline (not already over at the pause) by the pause's length. */
    async pushOpenDeadlines(
      platformId: string,
      activityId: string,
      pause: { from: Date; to: Date },
      tx: Executor = db,
    ): Promise<void> {
      const length = sql`(${pause.to.toISOString()}::timestamptz - ${pause.from.toISOString()}::timestamptz)`;
      await tx
        .update(examAttempts)
        .set({ deadline_at: sql`${examAttempts.deadline_at} + ${length}`, updated_at: sql`now()` })
        .where(
          and(
            attemptsOf(platformId, activityId),
            isNull(examAttempts.finished_at),
            sql`${examAttempts.deadline_at} > ${pause.from.toISOString()}::timestamptz`,
          ),
        );
    },

    async clearPause(platformId: string, activityId: string, tx: Executor = db): Promise<ActivityExamRow | null> {
      const [row] = await tx
        .update(activityExams)
        .set({ paused_at: null, updated_at: sql`now()` })
        .where(activityExamOf(platformId, activityId))
        .returning();
      return row ?? null;
    },

    /** Deletes the students' attempts of the activity; their answers cascade. */
    async deleteAttempts(platformId: string, activityId: string, studentIds: string[], tx: Executor = db) {
      await tx
        .delete(examAttempts)
        .where(and(attemptsOf(platformId, activityId), inArray(examAttempts.student_id, studentIds)));
    },

    async setAttemptScore(platformId: string, activityId: string, studentId: string, score: number, tx: Executor = db) {
      await tx
        .update(examAttempts)
        .set({ score, updated_at: sql`now()` })
        .where(and(attemptsOf(platformId, activityId), eq(examAttempts.student_id, studentId)));
    },

    /** The activity's assigned students with their attempt and how many questions they answered. */
    async summary(platformId: string, activityId: string) {
      return db
        .select({
          student_id: activityStudents.student_id,
          name: users.name,
          attempt: examAttempts,
          answered: sql<number>`(select count(*)::int from exam_answers x where x.attempt_id = ${examAttempts.id})`,
        })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .leftJoin(
          examAttempts,
          and(
            eq(examAttempts.activity_id, activityStudents.activity_id),
            eq(examAttempts.student_id, activityStudents.student_id),
          ),
        )
        .where(and(eq(activityStudents.platform_id, platformId), eq(activityStudents.activity_id, activityId)))
        .orderBy(asc(users.name));
    },
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;
