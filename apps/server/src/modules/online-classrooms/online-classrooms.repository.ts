import { ROOM_REPORT_MAX_SECONDS, ROOMS_LIST_LIMIT, type RoomStatus } from '@ava/contracts';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classroomMembers, classrooms } from '../tenancy/tenancy.tables.ts';
import { onlineRooms, roomTimeLogs } from './online-classrooms.tables.ts';

/** Extra seconds allowed over the wall clock between two reports (network and timer jitter). */
const SLACK_SECONDS = 2;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** Whole seconds from `from` to `now`, never negative. */
const secondsSince = (from: SQL | typeof roomTimeLogs.last_seen_at, now: Date) =>
  sql`greatest(0, ceil(extract(epoch from (${at(now)} - ${from}))))::int`;

const roomColumns = {
  room: onlineRooms,
  classroom_name: classrooms.name,
  teacher_name: users.name,
};

export type RoomRow = typeof onlineRooms.$inferSelect & { classroom_name: string; teacher_name: string };

export interface RoomFilter {
  platformId: string;
  classroomIds: SQL | ReturnType<typeof educatorClassroomIds>;
  classroomId?: string;
  status?: RoomStatus;
}

export function createOnlineClassroomsRepository(db: Executor) {
  function selectRooms(tx: Executor, where: SQL | undefined) {
    return tx
      .select(roomColumns)
      .from(onlineRooms)
      .innerJoin(classrooms, eq(classrooms.id, onlineRooms.classroom_id))
      .innerJoin(users, eq(users.id, onlineRooms.teacher_id))
      .where(where);
  }
  const flatten = (row: { room: typeof onlineRooms.$inferSelect; classroom_name: string; teacher_name: string }) => ({
    ...row.room,
    classroom_name: row.classroom_name,
    teacher_name: row.teacher_name,
  });

  return {
    /** The classrooms an educator sees (teacher: those they teach; coordinator: their schools'). */
    educatorClassroomIds: (educator: Educator) => educatorClassroomIds(db, educator),

    /** The classrooms a student belongs to. */
    studentClassroomIds: (userId: string) =>
      db
        .select({ id: classroomMembers.classroom_id })
        .from(classroomMembers)
        .where(and(eq(classroomMembers.user_id, userId), eq(classroomMembers.role, 'student'))),

    async classroomIn(platformId: string, classroomId: string, within: ReturnType<typeof educatorClassroomIds>) {
      const [row] = await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(
          and(eq(classrooms.platform_id, platformId), eq(classrooms.id, classroomId), inArray(classrooms.id, within)),
        )
        .limit(1);
      return row ?? null;
    },

    async findRoom(platformId: string, roomId: string, tx: Executor = db): Promise<RoomRow | null> {
      const [row] = await selectRooms(tx, and(eq(onlineRooms.platform_id, platformId), eq(onlineRooms.id, roomId)));
      return row ? flatten(row) : null;
    },

    async listRooms(filter: RoomFilter): Promise<RoomRow[]> {
      const rows = await selectRooms(
        db,
        and(
          eq(onlineRooms.platform_id, filter.platformId),
          inArray(onlineRooms.classroom_id, filter.classroomIds),
          filter.classroomId ? eq(onlineRooms.classroom_id, filter.classroomId) : undefined,
          filter.status ? eq(onlineRooms.status, filter.status) : undefined,
        ),
      )
        .orderBy(desc(onlineRooms.start), desc(onlineRooms.created_at))
        .limit(ROOMS_LIST_LIMIT);
      return rows.map(flatten);
    },

    async insertRoom(values: typeof onlineRooms.$inferInsert, tx: Executor = db): Promise<string> {
      const [row] = await tx.insert(onlineRooms).values(values).returning({ id: onlineRooms.id });
      if (!row) throw new Error('room not created');
      return row.id;
    },

    async updateRoom(platformId: string, roomId: string, values: Partial<typeof onlineRooms.$inferInsert>) {
      await db
        .update(onlineRooms)
        .set(values)
        .where(and(eq(onlineRooms.platform_id, platformId), eq(onlineRooms.id, roomId)));
    },

    /**
     * Closes an open room and ends every open span, crediting each the seconds since its last
     * report (at most one report's worth). False when the room was already closed.
     */
    async closeRoom(platformId: string, roomId: string, now: Date, tx: Executor = db): Promise<boolean> {
      const closed = await tx
        .update(onlineRooms)
        .set({ status: 'closed', closed_at: now })
        .where(and(eq(onlineRooms.platform_id, platformId), eq(onlineRooms.id, roomId), eq(onlineRooms.status, 'open')))
        .returning({ id: onlineRooms.id });
      if (closed.length === 0) return false;
      await tx
        .update(roomTimeLogs)
        .set({
          seconds: sql`${roomTimeLogs.seconds} + least(${ROOM_REPORT_MAX_SECONDS}, ${secondsSince(roomTimeLogs.last_seen_at, now)})`,
          last_seen_at: null,
        })
        .where(and(eq(roomTimeLogs.room_id, roomId), isNotNull(roomTimeLogs.last_seen_at)));
      return true;
    },

    /**
     * A student enters the room. A span still running (a report within the last report's worth
     * of seconds, from another tab) goes on; otherwise a new span starts now.
     */
    async join(platformId: string, roomId: string, userId: string, now: Date) {
      const stale = sql`${at(now)} - make_interval(secs => ${ROOM_REPORT_MAX_SECONDS})`;
      const [row] = await db
        .insert(roomTimeLogs)
        .values({ platform_id: platformId, room_id: roomId, user_id: userId, joined_at: now, last_seen_at: now })
        .onConflictDoUpdate({
          target: [roomTimeLogs.room_id, roomTimeLogs.user_id],
          set: {
            last_seen_at: sql`case when ${roomTimeLogs.last_seen_at} > ${stale} then ${roomTimeLogs.last_seen_at} else ${at(now)} end`,
          },
          setWhere: eq(roomTimeLogs.platform_id, platformId),
        })
        .returning({ seconds: roomTimeLogs.seconds });
      return row?.seconds ?? 0;
    },

    /**
     * Adds at most the seconds that passed since the span's last report, in one statement so tabs
     * reporting at once cannot count the same second twice; a span that ended adds nothing.
     * Returns the student's total, or null when they never joined.
     */
    async credit(input: {
      platformId: string;
      roomId: string;
      userId: string;
      seconds: number;
      now: Date;
      leave: boolean;
    }): Promise<{ seconds: number; in_room: boolean } | null> {
      const { last_seen_at: last } = roomTimeLogs;
      const added = sql`case when ${last} is null then 0 else least(${input.seconds}, ${ROOM_REPORT_MAX_SECONDS}, ${secondsSince(last, input.now)} + ${SLACK_SECONDS}) end`;
      const [row] = await db
        .update(roomTimeLogs)
        .set({
          seconds: sql`${roomTimeLogs.seconds} + ${added}`,
          last_seen_at: input.leave ? null : sql`case when ${last} is null then null else ${at(input.now)} end`,
        })
        .where(
          and(
            eq(roomTimeLogs.platform_id, input.platformId),
            eq(roomTimeLogs.room_id, input.roomId),
            eq(roomTimeLogs.user_id, input.userId),
          ),
        )
        .returning({ seconds: roomTimeLogs.seconds, last_seen_at: roomTimeLogs.last_seen_at });
      return row ? { seconds: row.seconds, in_room: row.last_seen_at !== null } : null;
    },

    /** Every student of the classroom with their time in the room (students who never joined: none). */
    timeLogs(roomId: string, classroomId: string) {
      return db
        .select({
          id: users.id,
          name: users.name,
          seconds: roomTimeLogs.seconds,
          joined_at: roomTimeLogs.joined_at,
          last_seen_at: roomTimeLogs.last_seen_at,
        })
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .leftJoin(roomTimeLogs, and(eq(roomTimeLogs.room_id, roomId), eq(roomTimeLogs.user_id, users.id)))
        .where(and(eq(classroomMembers.classroom_id, classroomId), eq(classroomMembers.role, 'student')))
        .orderBy(asc(users.name), asc(users.id));
    },

    async studentsOf(classroomId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ id: classroomMembers.user_id })
        .from(classroomMembers)
        .where(and(eq(classroomMembers.classroom_id, classroomId), eq(classroomMembers.role, 'student')));
      return rows.map((row) => row.id);
    },
  };
}

export type OnlineClassroomsRepository = ReturnType<typeof createOnlineClassroomsRepository>;
