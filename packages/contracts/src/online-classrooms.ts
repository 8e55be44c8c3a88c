import { z } from 'zod';
import { dateTimeSchema } from './calendar.ts';

/**
 * Online classrooms and time tracking (document 3 section 7, tracker service): a teacher opens
 * a room for a classroom, its students join the meeting and the seconds each spent are counted
 * (document 3 section 3: a time log is a time in seconds).
 */

/** The meeting server when a platform sets none in its theme's `base_urls.meeting`. */
export const DEFAULT_MEETING_URL = 'https://meet.jit.si';

/** While the rooms screen is open after joining, a student reports the time every this many seconds. */
export const ROOM_REPORT_INTERVAL_SECONDS = 10;
/**
 * Most seconds one report may add: a hidden tab's timers may run only once a minute, so a report
 * can cover more than the interval; the wall clock since the previous report caps it too.
 */
export const ROOM_REPORT_MAX_SECONDS = 120;

export const ROOM_TITLE_MAX = 120;
/** The rooms an educator sees at once, newest first. */
export const ROOMS_LIST_LIMIT = 100;

export const ROOM_STATUSES = ['open', 'closed'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = { open: 'Aberta', closed: 'Encerrada' };

export const ROOM_MESSAGES = {
  notFound: 'Sala não encontrada.',
  closed: 'Esta sala já foi encerrada.',
  titleRequired: 'Informe o título da aula.',
  notificationTitle: 'Aula ao vivo',
  notificationBody: 'Há uma aula ao vivo aberta para você. Entre pela área Aulas ao vivo.',
} as const;

const id = z.uuid();
const title = z.string().trim().min(1, ROOM_MESSAGES.titleRequired).max(ROOM_TITLE_MAX);

/** POST /rooms/open_room: a room opens at once; `start` (default now) is when the lesson begins. */
export const openRoomSchema = z.strictObject({ classroom_id: id, title, start: dateTimeSchema.optional() });
export type OpenRoom = z.infer<typeof openRoomSchema>;

/** PATCH /rooms/update_room: the title and start of an open room. */
export const updateRoomSchema = z.strictObject({ room_id: id, title, start: dateTimeSchema });
export type UpdateRoom = z.infer<typeof updateRoomSchema>;

/** PATCH /rooms/close_room */
export const roomIdSchema = z.strictObject({ room_id: id });
/** GET /rooms/check_room and GET /rooms/time_logs */
export const roomIdQuerySchema = z.object({ room_id: id });

/** GET /rooms: an educator may narrow to one classroom or one status; a student sees open rooms only. */
export const roomsQuerySchema = z.object({
  classroom_id: id.optional(),
  status: z.enum(ROOM_STATUSES).optional(),
});
export type RoomsQuery = z.infer<typeof roomsQuerySchema>;

/** PATCH /rooms/compute_time: seconds in the room since the previous report; `leave` ends the span. */
export const roomTimeSchema = z.strictObject({
  room_id: id,
  time: z.number().int().min(0).max(86_400),
  leave: z.boolean().default(false),
});
export type RoomTime = z.infer<typeof roomTimeSchema>;

export const roomSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  status: z.enum(ROOM_STATUSES),
  meeting_url: z.string(),
  classroom: z.object({ id: z.string(), name: z.string() }),
  teacher: z.object({ id: z.string(), name: z.string() }),
  closed_at: z.string().nullable(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.object({ rooms: z.array(roomSchema) });
export type RoomList = z.infer<typeof roomListSchema>;

/** The caller's time in the room after a join or a report. */
export const roomPresenceSchema = z.object({ room: roomSchema, time: z.number().int(), in_room: z.boolean() });
export type RoomPresence = z.infer<typeof roomPresenceSchema>;

/** GET /rooms/time_logs: every student of the room's classroom with their seconds (0 when they never joined). */
export const roomTimeLogSchema = z.object({
  student: z.object({ id: z.string(), name: z.string() }),
  time: z.number().int(),
  joined_at: z.string().nullable(),
  in_room: z.boolean(),
});
export type RoomTimeLog = z.infer<typeof roomTimeLogSchema>;
export const roomTimeLogsSchema = z.object({ room: roomSchema, time_logs: z.array(roomTimeLogSchema) });
export type RoomTimeLogs = z.infer<typeof roomTimeLogsSchema>;
