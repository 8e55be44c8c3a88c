import { DELIVERY_STATUS, EXTERNAL_ACTIVITY_STATUS } from '@ava/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { type AssignmentValues, assignmentsOf } from './activities.repository.ts';
import { activities, activityStudents } from './activities.tables.ts';

type ActivityStudentRow = typeof activityStudents.$inferSelect;

/** A student's delivery to record as sent; `score` also records its grade (an exam's), `pokz` what it earned (an exam's, or a tarefa's plays, which the ledger paid play by play). */
export interface SentDelivery {
  activityId: string;
  studentId: string;
  deliveredAt: Date;
  score?: number;
  pokz?: number;
}

/** What a delivery pays, with what the ledger's statement names it by. */
export interface DeliveryPokz {
  activity_id: string;
  student_id: string;
  pokz: number;
  title: string;
  kind: string;
}

export interface DeliveryKey {
  activityId: string;
  studentId: string;
}

/** A written answer (essay, school work): a draft, or final with its status and delivery date. */
export interface AnswerWrite {
  responseText: string;
  draft: boolean;
  status?: number;
  deliveredAt?: Date;
}

/**
 * The only writer of `activity_students`, a student's delivery of an activity, whatever its kind:
 * every module that records a delivery, a grade or a redo calls these. Each function takes the
 * platform id and, last, the transaction it runs in.
 */
export function createDeliveryRepository(db: Executor) {
  return {
    async assign(platformId: string, activityId: string, studentIds: string[], tx: Executor = db): Promise<void> {
      if (studentIds.length === 0) return;
      await tx
        .insert(activityStudents)
        .values(studentIds.map((student_id) => ({ platform_id: platformId, activity_id: activityId, student_id })))
        .onConflictDoNothing();
    },

    /** Removes the students' deliveries (all of the activity's when none is given). */
    async unassign(platformId: string, activityId: string, studentIds?: string[], tx: Executor = db): Promise<void> {
      await tx.delete(activityStudents).where(assignmentsOf(platformId, activityId, studentIds));
    },

    /** Changes the deliveries of the given students; returns the ids that were assigned. */
    async update(
      platformId: string,
      activityId: string,
      studentIds: string[],
      values: AssignmentValues,
      tx: Executor = db,
    ): Promise<string[]> {
      const rows = await tx
        .update(activityStudents)
        .set(values)
        .where(assignmentsOf(platformId, activityId, studentIds))
        .returning({ id: activityStudents.student_id });
      return rows.map((row) => row.id);
    },

    /**
     * Records the student's opening of the activity; true when it was the first. The previous
     * value is read under a row lock by the update itself, so of parallel openings one only
     * finds none.
     */
    async recordOpening(platformId: string, activityId: string, studentId: string, at: Date): Promise<boolean> {
      const previous = db
        .select({ student_id: activityStudents.student_id, last_access_at: activityStudents.last_access_at })
        .from(activityStudents)
        .where(assignmentsOf(platformId, activityId, [studentId]))
        .for('update')
        .as('previous');
      const [row] = await db
        .update(activityStudents)
        .set({ last_access_at: at })
        .from(previous)
        .where(
          and(assignmentsOf(platformId, activityId, [studentId]), eq(activityStudents.student_id, previous.student_id)),
        )
        .returning({ first: sql<boolean>`${previous.last_access_at} is null` });
      return row?.first ?? false;
    },

    /** The students' delivery statuses, their rows locked until the transaction ends. */
    async lockStatuses(platformId: string, activityId: string, studentIds: string[], tx: Executor): Promise<number[]> {
      const rows = await tx
        .select({ status: activityStudents.status })
        .from(activityStudents)
        .where(assignmentsOf(platformId, activityId, studentIds))
        .for('update');
      return rows.map((row) => row.status);
    },

    /** Marks the students' deliveries sent, keeping the delivery date of those already sent. */
    async markSent(
      platformId: string,
      activityId: string,
      studentIds: string[],
      at: Date,
      tx: Executor = db,
    ): Promise<string[]> {
      return this.recordSent(
        platformId,
        studentIds.map((studentId) => ({ activityId, studentId, deliveredAt: at })),
        tx,
      );
    },

    /**
     * Records many deliveries as sent in one statement (a forum batch, the exams an action closed):
     * a delivery keeps its first date, and one already sent with no new score is left alone.
     * Returns the students whose delivery changed.
     */
    async recordSent(platformId: string, deliveries: SentDelivery[], tx: Executor = db): Promise<string[]> {
      if (deliveries.length === 0) return [];
      const input = JSON.stringify(
        deliveries.map((delivery) => ({
          activity_id: delivery.activityId,
          student_id: delivery.studentId,
          delivered_at: delivery.deliveredAt.toISOString(),
          score: delivery.score ?? null,
          pokz: delivery.pokz ?? null,
        })),
      );
      const result = await tx.execute(sql`
        update ${activityStudents} s
        set status = ${DELIVERY_STATUS.sent}, draft = false, delivered_at = coalesce(s.delivered_at, d.delivered_at),
            score = coalesce(d.score, s.score), pokz = coalesce(d.pokz, s.pokz), updated_at = now()
        from jsonb_to_recordset(${input}::jsonb) as d(activity_id uuid, student_id uuid, delivered_at timestamptz, score numeric, pokz int)
        where s.platform_id = ${platformId} and s.activity_id = d.activity_id and s.student_id = d.student_id
          and (s.status <> ${DELIVERY_STATUS.sent} or d.score is not null)
        returning s.student_id::text as id`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /** The pokz the deliveries pay, with their activity's title and kind. */
    async pokzOf(platformId: string, keys: DeliveryKey[], tx: Executor = db): Promise<DeliveryPokz[]> {
      if (keys.length === 0) return [];
      const input = JSON.stringify(keys.map((key) => ({ activity_id: key.activityId, student_id: key.studentId })));
      const result = await tx.execute(sql`
        select s.activity_id::text as activity_id, s.student_id::text as student_id, s.pokz, a.title, a.kind
        from jsonb_to_recordset(${input}::jsonb) as k(activity_id uuid, student_id uuid)
        join ${activityStudents} s on s.activity_id = k.activity_id and s.student_id = k.student_id
        join ${activities} a on a.id = s.activity_id
        where s.platform_id = ${platformId}
        order by s.student_id, s.activity_id`);
      return rowsOf<DeliveryPokz>(result);
    },

    /**
     * Makes sent deliveries active again (a forum answer removed): not delivered, and their
     * grade no longer stands; the pokz already given stay, as after a redo.
     */
    async reopen(platformId: string, keys: DeliveryKey[], tx: Executor = db): Promise<void> {
      if (keys.length === 0) return;
      const input = JSON.stringify(keys.map((key) => ({ activity_id: key.activityId, student_id: key.studentId })));
      await tx.execute(sql`
        update ${activityStudents} s
        set status = ${EXTERNAL_ACTIVITY_STATUS.activated}, delivered_at = null, score = null, evaluated_at = null,
            reached_goal = false, updated_at = now()
        from jsonb_to_recordset(${input}::jsonb) as k(activity_id uuid, student_id uuid)
        where s.platform_id = ${platformId} and s.activity_id = k.activity_id and s.student_id = k.student_id
          and s.status = ${DELIVERY_STATUS.sent}`);
    },

    /**
     * Saves a written answer unless it was already sent: a final answer is never overwritten,
     * even by two requests racing. A final answer waits for a new grade, since it changed after
     * any earlier one; sent during a redo, it also answers the teacher's comment that asked for
     * it, which is then no longer shown as feedback on the new answer nor offered again with its
     * grade. Null when nothing was saved.
     */
    async saveAnswer(
      platformId: string,
      activityId: string,
      studentId: string,
      answer: AnswerWrite,
      tx: Executor = db,
    ): Promise<ActivityStudentRow | null> {
      const [row] = await tx
        .update(activityStudents)
        .set({
          response_text: answer.responseText,
          draft: answer.draft,
          ...(answer.status === undefined ? {} : { status: answer.status }),
          ...(answer.deliveredAt === undefined ? {} : { delivered_at: answer.deliveredAt }),
          ...(answer.draft
            ? {}
            : {
                evaluated_at: null,
                score: null,
                reached_goal: false,
                teacher_comment: sql`case when ${activityStudents.status} = ${EXTERNAL_ACTIVITY_STATUS.redo} then null else ${activityStudents.teacher_comment} end`,
              }),
        })
        .where(
          and(assignmentsOf(platformId, activityId, [studentId]), ne(activityStudents.status, DELIVERY_STATUS.sent)),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
