import { GUARDIAN_SCHEDULE_STATUS, SCHEDULE_STATUS, SCHEDULE_URGENT_HOURS } from '@ava/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { users } from '../identity/identity.tables.ts';
import { classroomMembers, classrooms, guardianLinks, schoolMemberships } from '../tenancy/tenancy.tables.ts';
import {
  scheduleClassrooms,
  scheduleFeeds,
  scheduleMessages,
  scheduleRecipients,
  schedules,
} from './schedules.tables.ts';

export type ScheduleRow = typeof schedules.$inferSelect;
export type RecipientRow = typeof scheduleRecipients.$inferSelect;
type ScheduleChanges = Partial<Omit<typeof schedules.$inferInsert, 'id' | 'platform_id' | 'author_id'>>;
type RecipientChanges = Partial<
  Pick<
    RecipientRow,
    | 'read_at'
    | 'answered_at'
    | 'decision'
    | 'answers'
    | 'favorite'
    | 'archived'
    | 'code_hash'
    | 'code_expires_at'
    | 'code_tries'
  >
>;

export interface Ref {
  id: string;
  name: string;
}

/** Items guardians see: published, finished or archived by the school (never drafts). */
const VISIBLE_TO_GUARDIANS = [SCHEDULE_STATUS.active, SCHEDULE_STATUS.finished, SCHEDULE_STATUS.archived];

/**
 * What the item is for one guardian and child (document 3 section 4), in the order the rules apply:
 * archived by the guardian; finished (closed by the school or past its end); answered (a survey or
 * authorization replied to, any other item read); urgent (due within 48 h); otherwise pending.
 */
export function guardianStatusSql(now: Date): SQL<number> {
  const soon = new Date(now.getTime() + SCHEDULE_URGENT_HOURS * 3_600_000);
  const asks = sql`${schedules.type} in ('A', 'S')`;
  return sql<number>`(case
    when ${scheduleRecipients.archived} then ${GUARDIAN_SCHEDULE_STATUS.archived}
    when ${schedules.status} <> ${SCHEDULE_STATUS.active} or ${schedules.end_date} < ${now.toISOString()}::timestamptz
      then ${GUARDIAN_SCHEDULE_STATUS.finished}
    when (${asks} and ${scheduleRecipients.answered_at} is not null)
      or (not ${asks} and ${scheduleRecipients.read_at} is not null) then ${GUARDIAN_SCHEDULE_STATUS.answered}
    when (case when ${asks} then ${schedules.end_date} else ${schedules.start_date} end) <= ${soon.toISOString()}::timestamptz
      then ${GUARDIAN_SCHEDULE_STATUS.urgent}
    else ${GUARDIAN_SCHEDULE_STATUS.pending} end)::int`;
}

export interface EducatorListFilter {
  statuses?: number[];
  types?: string[];
  classroomId?: string;
  search?: string;
  limit: number;
  offset: number;
}

export interface GuardianListFilter {
  statuses?: number[];
  types?: string[];
  studentId?: string;
  favorite?: boolean;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export function createSchedulesRepository(db: Executor) {
  const guardianItemColumns = (now: Date) => ({
    schedule: schedules,
    recipient: scheduleRecipients,
    guardian_status: guardianStatusSql(now),
    student_name: users.name,
    classroom_name: classrooms.name,
    author_name: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${schedules.author_id})`,
  });

  return {
    /** Classrooms of the schools the educator belongs to, and those they teach. */
    async classroomsOfEducator(platformId: string, educatorId: string): Promise<Ref[]> {
      const mySchools = db
        .select({ id: schoolMemberships.school_id })
        .from(schoolMemberships)
        .where(and(eq(schoolMemberships.platform_id, platformId), eq(schoolMemberships.user_id, educatorId)));
      const taught = db
        .select({ id: classroomMembers.classroom_id })
        .from(classroomMembers)
        .where(and(eq(classroomMembers.user_id, educatorId), eq(classroomMembers.role, 'teacher')));
      return db
        .select({ id: classrooms.id, name: classrooms.name })
        .from(classrooms)
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            or(inArray(classrooms.school_id, mySchools), inArray(classrooms.id, taught)),
          ),
        )
        .orderBy(asc(classrooms.name));
    },

    async insert(
      values: typeof schedules.$inferInsert,
      classroomIds: string[],
      tx: Executor = db,
    ): Promise<ScheduleRow> {
      const [row] = await tx.insert(schedules).values(values).returning();
      if (!row) throw new Error('schedule not inserted');
      await tx
        .insert(scheduleClassrooms)
        .values(classroomIds.map((classroom_id) => ({ schedule_id: row.id, classroom_id })));
      return row;
    },

    async find(platformId: string, scheduleId: string, tx: Executor = db): Promise<ScheduleRow | null> {
      const [row] = await tx
        .select()
        .from(schedules)
        .where(and(eq(schedules.platform_id, platformId), eq(schedules.id, scheduleId)))
        .limit(1);
      return row ?? null;
    },

    async update(platformId: string, scheduleId: string, changes: ScheduleChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(schedules)
        .set(changes)
        .where(and(eq(schedules.platform_id, platformId), eq(schedules.id, scheduleId)));
    },

    async setClassrooms(scheduleId: string, classroomIds: string[], tx: Executor = db): Promise<void> {
      await tx.delete(scheduleClassrooms).where(eq(scheduleClassrooms.schedule_id, scheduleId));
      await tx
        .insert(scheduleClassrooms)
        .values(classroomIds.map((classroom_id) => ({ schedule_id: scheduleId, classroom_id })));
    },

    async delete(platformId: string, scheduleId: string): Promise<void> {
      await db.delete(schedules).where(and(eq(schedules.platform_id, platformId), eq(schedules.id, scheduleId)));
    },

    async classroomsOf(scheduleIds: string[]): Promise<Map<string, Ref[]>> {
      const map = new Map<string, Ref[]>();
      if (scheduleIds.length === 0) return map;
      const rows = await db
        .select({ schedule_id: scheduleClassrooms.schedule_id, id: classrooms.id, name: classrooms.name })
        .from(scheduleClassrooms)
        .innerJoin(classrooms, eq(classrooms.id, scheduleClassrooms.classroom_id))
        .where(inArray(scheduleClassrooms.schedule_id, scheduleIds))
        .orderBy(asc(classrooms.name));
      for (const row of rows)
        map.set(row.schedule_id, [...(map.get(row.schedule_id) ?? []), { id: row.id, name: row.name }]);
      return map;
    },

    async messagesOf(scheduleId: string) {
      return db
        .select({ id: scheduleMessages.id, message: scheduleMessages.message, created_at: scheduleMessages.created_at })
        .from(scheduleMessages)
        .where(eq(scheduleMessages.schedule_id, scheduleId))
        .orderBy(asc(scheduleMessages.created_at), asc(scheduleMessages.id));
    },

    async addMessage(scheduleId: string, message: string, tx: Executor = db): Promise<void> {
      await tx.insert(scheduleMessages).values({ schedule_id: scheduleId, message });
    },

    /** The author's items with reading and answering counts, newest first. */
    async listOfAuthor(platformId: string, authorId: string, filter: EducatorListFilter) {
      const pattern = filter.search ? containsPattern(filter.search) : null;
      const where = and(
        eq(schedules.platform_id, platformId),
        eq(schedules.author_id, authorId),
        filter.statuses?.length ? inArray(schedules.status, filter.statuses) : undefined,
        filter.types?.length ? inArray(schedules.type, filter.types as ScheduleRow['type'][]) : undefined,
        pattern ? ilike(schedules.title, pattern) : undefined,
        filter.classroomId
          ? inArray(
              schedules.id,
              db
                .select({ id: scheduleClassrooms.schedule_id })
                .from(scheduleClassrooms)
                .where(eq(scheduleClassrooms.classroom_id, filter.classroomId)),
            )
          : undefined,
      );
      const tally = db
        .select({
          schedule_id: scheduleRecipients.schedule_id,
          recipients: count().as('recipients'),
          read: sql<number>`count(${scheduleRecipients.read_at})`.as('read'),
          answered: sql<number>`count(${scheduleRecipients.answered_at})`.as('answered'),
        })
        .from(scheduleRecipients)
        .groupBy(scheduleRecipients.schedule_id)
        .as('tally');
      const [rows, [total]] = await Promise.all([
        db
          .select({ schedule: schedules, recipients: tally.recipients, read: tally.read, answered: tally.answered })
          .from(schedules)
          .leftJoin(tally, eq(tally.schedule_id, schedules.id))
          .where(where)
          .orderBy(desc(schedules.updated_at), desc(schedules.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(schedules).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          schedule: row.schedule,
          recipients: Number(row.recipients ?? 0),
          read: Number(row.read ?? 0),
          answered: Number(row.answered ?? 0),
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /** Every guardian of every student of the audience, once per guardian and child. */
    /** Adds the audience's guardians and children not reached yet; answers the guardians added. */
    async addRecipients(platformId: string, scheduleId: string, tx: Executor = db): Promise<string[]> {
      // A child in two classrooms of the audience is reached once, through the first classroom.
      const added = await tx.execute(sql`
        insert into ${scheduleRecipients}
          (platform_id, schedule_id, guardian_id, student_id, classroom_id)
        select ${platformId}::uuid, ${scheduleId}::uuid, gl.guardian_id, gl.student_id,
          (array_agg(cm.classroom_id order by cm.classroom_id))[1]
        from ${scheduleClassrooms} sc
        join ${classroomMembers} cm on cm.classroom_id = sc.classroom_id and cm.role = 'student'
        join ${guardianLinks} gl on gl.student_id = cm.user_id and gl.platform_id = ${platformId}::uuid
        where sc.schedule_id = ${scheduleId}::uuid
        group by gl.guardian_id, gl.student_id
        on conflict do nothing
        returning guardian_id`);
      return [...new Set(rowsOf<{ guardian_id: string }>(added).map((row) => row.guardian_id))];
    },

    async hasAnswers(scheduleId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(scheduleRecipients)
        .where(and(eq(scheduleRecipients.schedule_id, scheduleId), isNotNull(scheduleRecipients.answered_at)));
      return Number(row?.n ?? 0) > 0;
    },

    /** Who the item went to, with what each guardian did about each child. */
    async recipientsOf(scheduleId: string) {
      const guardian = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${scheduleRecipients.guardian_id})`;
      return db
        .select({
          recipient: scheduleRecipients,
          guardian_name: guardian,
          student_name: users.name,
          classroom_name: classrooms.name,
        })
        .from(scheduleRecipients)
        .innerJoin(users, eq(users.id, scheduleRecipients.student_id))
        .innerJoin(classrooms, eq(classrooms.id, scheduleRecipients.classroom_id))
        .where(eq(scheduleRecipients.schedule_id, scheduleId))
        .orderBy(asc(classrooms.name), asc(users.name), asc(guardian));
    },

    /** The guardian's items (one per child), soonest first. */
    async listOfGuardian(platformId: string, guardianId: string, now: Date, filter: GuardianListFilter) {
      const status = guardianStatusSql(now);
      const where = and(
        eq(scheduleRecipients.platform_id, platformId),
        eq(scheduleRecipients.guardian_id, guardianId),
        inArray(schedules.status, VISIBLE_TO_GUARDIANS),
        filter.statuses?.length ? inArray(status, filter.statuses) : undefined,
        filter.types?.length ? inArray(schedules.type, filter.types as ScheduleRow['type'][]) : undefined,
        filter.studentId ? eq(scheduleRecipients.student_id, filter.studentId) : undefined,
        filter.favorite === undefined ? undefined : eq(scheduleRecipients.favorite, filter.favorite),
        filter.to ? sql`${schedules.start_date} < ${filter.to.toISOString()}::timestamptz` : undefined,
        filter.from
          ? sql`coalesce(${schedules.end_date}, ${schedules.start_date}) >= ${filter.from.toISOString()}::timestamptz`
          : undefined,
      );
      const base = () =>
        db
          .select(guardianItemColumns(now))
          .from(scheduleRecipients)
          .innerJoin(schedules, eq(schedules.id, scheduleRecipients.schedule_id))
          .innerJoin(users, eq(users.id, scheduleRecipients.student_id))
          .innerJoin(classrooms, eq(classrooms.id, scheduleRecipients.classroom_id));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(asc(status), asc(schedules.start_date), asc(schedules.id), asc(users.name))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ n: count() })
          .from(scheduleRecipients)
          .innerJoin(schedules, eq(schedules.id, scheduleRecipients.schedule_id))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** One item for one of the guardian's children, or null when it was not sent to them. */
    async guardianItem(platformId: string, guardianId: string, scheduleId: string, studentId: string, now: Date) {
      const [row] = await db
        .select(guardianItemColumns(now))
        .from(scheduleRecipients)
        .innerJoin(schedules, eq(schedules.id, scheduleRecipients.schedule_id))
        .innerJoin(users, eq(users.id, scheduleRecipients.student_id))
        .innerJoin(classrooms, eq(classrooms.id, scheduleRecipients.classroom_id))
        .where(
          and(
            eq(scheduleRecipients.platform_id, platformId),
            eq(scheduleRecipients.guardian_id, guardianId),
            eq(scheduleRecipients.schedule_id, scheduleId),
            eq(scheduleRecipients.student_id, studentId),
            inArray(schedules.status, VISIBLE_TO_GUARDIANS),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async updateRecipient(
      key: { scheduleId: string; guardianId: string; studentId: string },
      changes: RecipientChanges,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(scheduleRecipients)
        .set(changes)
        .where(
          and(
            eq(scheduleRecipients.schedule_id, key.scheduleId),
            eq(scheduleRecipients.guardian_id, key.guardianId),
            eq(scheduleRecipients.student_id, key.studentId),
          ),
        );
    },

    /** Locks one recipient row for a decision about its code or its answer. */
    async lockRecipient(key: { scheduleId: string; guardianId: string; studentId: string }, tx: Executor) {
      const [row] = await tx
        .select()
        .from(scheduleRecipients)
        .where(
          and(
            eq(scheduleRecipients.schedule_id, key.scheduleId),
            eq(scheduleRecipients.guardian_id, key.guardianId),
            eq(scheduleRecipients.student_id, key.studentId),
          ),
        )
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async userOf(platformId: string, userId: string): Promise<{ name: string; email: string | null } | null> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .limit(1);
      return row ?? null;
    },

    async feedTokenOf(platformId: string, guardianId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: scheduleFeeds.token })
        .from(scheduleFeeds)
        .where(and(eq(scheduleFeeds.platform_id, platformId), eq(scheduleFeeds.guardian_id, guardianId)))
        .limit(1);
      return row?.token ?? null;
    },

    async saveFeedToken(platformId: string, guardianId: string, token: string): Promise<void> {
      await db
        .insert(scheduleFeeds)
        .values({ platform_id: platformId, guardian_id: guardianId, token })
        .onConflictDoUpdate({ target: scheduleFeeds.guardian_id, set: { token, updated_at: new Date() } });
    },

    async feedOwner(token: string): Promise<{ platform_id: string; guardian_id: string } | null> {
      const [row] = await db
        .select({ platform_id: scheduleFeeds.platform_id, guardian_id: scheduleFeeds.guardian_id })
        .from(scheduleFeeds)
        .where(eq(scheduleFeeds.token, token))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
