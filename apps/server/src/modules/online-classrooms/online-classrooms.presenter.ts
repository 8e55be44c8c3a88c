import type { Room, RoomTimeLog } from '@ava/contracts';
import type { OnlineClassroomsRepository, RoomRow } from './online-classrooms.repository.ts';

export function presentRoom(row: RoomRow): Room {
  return {
    id: row.id,
    title: row.title,
    start: row.start.toISOString(),
    status: row.status,
    meeting_url: row.meeting_url,
    classroom: { id: row.classroom_id, name: row.classroom_name },
    teacher: { id: row.teacher_id, name: row.teacher_name },
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

type TimeLogRow = Awaited<ReturnType<OnlineClassroomsRepository['timeLogs']>>[number];

export function presentTimeLog(row: TimeLogRow): RoomTimeLog {
  return {
    student: { id: row.id, name: row.name },
    time: row.seconds ?? 0,
    joined_at: row.joined_at?.toISOString() ?? null,
    in_room: row.last_seen_at !== null,
  };
}
