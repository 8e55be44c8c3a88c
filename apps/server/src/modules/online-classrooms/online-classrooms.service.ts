import { randomBytes } from 'node:crypto';
import {
  can,
  DEFAULT_MEETING_URL,
  type OpenRoom,
  ROOM_MESSAGES,
  type Room,
  type RoomList,
  type RoomPresence,
  type RoomsQuery,
  type RoomTime,
  type RoomTimeLogs,
  type UpdateRoom,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { type PlatformDirectory, presentTheme } from '../platforms/platforms.module.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import { presentRoom, presentTimeLog } from './online-classrooms.presenter.ts';
import type { OnlineClassroomsRepository, RoomRow } from './online-classrooms.repository.ts';

export interface OnlineClassroomsServiceDeps {
  roomsRepo: OnlineClassroomsRepository;
  platforms: Pick<PlatformDirectory, 'findById'>;
  transact: Transact;
  clock: Clock;
  notifier: Notifier;
}

/** The platform's meeting server (theme `base_urls.meeting`) and a room name nobody can guess. */
function meetingUrl(server: string): string {
  return `${server.replace(/\/+$/, '')}/ava-${randomBytes(16).toString('hex')}`;
}

/**
 * Online classrooms: educators open, edit and close rooms of the classrooms they see; students
 * of the classroom join and report their time, credited no faster than the wall clock.
 */
export function createOnlineClassroomsService(deps: OnlineClassroomsServiceDeps) {
  const { roomsRepo, platforms, transact, clock, notifier } = deps;

  const isEducator = (auth: AuthContext) => can(auth.role, 'create.onlineClassrooms');

  /** The room when the caller's classrooms hold it; anything else is as unknown as a missing room. */
  async function visibleRoom(auth: AuthContext, roomId: string): Promise<RoomRow> {
    const room = await roomsRepo.findRoom(auth.platformId, roomId);
    const within = isEducator(auth)
      ? roomsRepo.educatorClassroomIds(educatorOf(auth))
      : roomsRepo.studentClassroomIds(auth.userId);
    if (!room || !(await roomsRepo.classroomIn(auth.platformId, room.classroom_id, within))) {
      throw notFound(ROOM_MESSAGES.notFound);
    }
    return room;
  }

  async function openRoomOf(auth: AuthContext, roomId: string): Promise<RoomRow> {
    const room = await visibleRoom(auth, roomId);
    if (room.status !== 'open') throw conflict(ROOM_MESSAGES.closed);
    return room;
  }

  async function roomById(auth: AuthContext, roomId: string): Promise<Room> {
    const room = await roomsRepo.findRoom(auth.platformId, roomId);
    if (!room) throw notFound(ROOM_MESSAGES.notFound);
    return presentRoom(room);
  }

  return {
    /** POST /rooms/open_room: the classroom's students are notified. */
    async openRoom(auth: AuthContext, input: OpenRoom): Promise<Room> {
      const classroom = await roomsRepo.classroomIn(
        auth.platformId,
        input.classroom_id,
        roomsRepo.educatorClassroomIds(educatorOf(auth)),
      );
      if (!classroom) throw notFound(ROOM_MESSAGES.notFound);
      const platform = await platforms.findById(auth.platformId);
      const server = (platform && presentTheme(platform).base_urls.meeting) || DEFAULT_MEETING_URL;
      const now = clock.now();
      const roomId = await transact(async (tx) => {
        const id = await roomsRepo.insertRoom(
          {
            platform_id: auth.platformId,
            classroom_id: classroom.id,
            teacher_id: auth.userId,
            title: input.title,
            start: input.start ? new Date(input.start) : now,
            meeting_url: meetingUrl(server),
          },
          tx,
        );
        await notifier.notify(tx, {
          platformId: auth.platformId,
          userIds: await roomsRepo.studentsOf(classroom.id, tx),
          kind: 'notification',
          title: `${ROOM_MESSAGES.notificationTitle}: ${input.title}`,
          body: ROOM_MESSAGES.notificationBody,
          link: `/${auth.platformSlug}/painel/aulas-ao-vivo`,
        });
        return id;
      });
      return roomById(auth, roomId);
    },

    /** PATCH /rooms/update_room */
    async updateRoom(auth: AuthContext, input: UpdateRoom): Promise<Room> {
      const room = await openRoomOf(auth, input.room_id);
      await roomsRepo.updateRoom(auth.platformId, room.id, { title: input.title, start: new Date(input.start) });
      return roomById(auth, room.id);
    },

    /** PATCH /rooms/close_room: every student still in the room leaves it. */
    async closeRoom(auth: AuthContext, roomId: string): Promise<Room> {
      const room = await visibleRoom(auth, roomId);
      const closed = await transact((tx) => roomsRepo.closeRoom(auth.platformId, room.id, clock.now(), tx));
      if (!closed) throw conflict(ROOM_MESSAGES.closed);
      return roomById(auth, room.id);
    },

    /** GET /rooms: an educator's rooms of the classrooms they see; a student's open rooms. */
    async listRooms(auth: AuthContext, query: RoomsQuery): Promise<RoomList> {
      const rows = isEducator(auth)
        ? await roomsRepo.listRooms({
            platformId: auth.platformId,
            classroomIds: roomsRepo.educatorClassroomIds(educatorOf(auth)),
            classroomId: query.classroom_id,
            status: query.status,
          })
        : await roomsRepo.listRooms({
            platformId: auth.platformId,
            classroomIds: roomsRepo.studentClassroomIds(auth.userId),
            classroomId: query.classroom_id,
            status: 'open',
          });
      return { rooms: rows.map(presentRoom) };
    },

    /** GET /rooms/check_room: a student joins an open room of their classroom; the span starts. */
    async checkRoom(auth: AuthContext, roomId: string): Promise<RoomPresence> {
      const room = await openRoomOf(auth, roomId);
      const time = await roomsRepo.join(auth.platformId, room.id, auth.userId, clock.now());
      return { room: presentRoom(room), time, in_room: true };
    },

    /** PATCH /rooms/compute_time: seconds since the previous report, capped by the wall clock. */
    async computeTime(auth: AuthContext, input: RoomTime): Promise<RoomPresence> {
      const room = await visibleRoom(auth, input.room_id);
      const credited = await roomsRepo.credit({
        platformId: auth.platformId,
        roomId: room.id,
        userId: auth.userId,
        seconds: input.time,
        now: clock.now(),
        leave: input.leave,
      });
      if (!credited) throw notFound(ROOM_MESSAGES.notFound);
      return { room: presentRoom(room), time: credited.seconds, in_room: credited.in_room };
    },

    /** GET /rooms/time_logs: each student's seconds in the room. */
    async timeLogs(auth: AuthContext, roomId: string): Promise<RoomTimeLogs> {
      const room = await visibleRoom(auth, roomId);
      const rows = await roomsRepo.timeLogs(room.id, room.classroom_id);
      return { room: presentRoom(room), time_logs: rows.map(presentTimeLog) };
    },
  };
}

export type OnlineClassroomsService = ReturnType<typeof createOnlineClassroomsService>;
