import { randomBytes } from 'node:crypto';
import { DEFAULT_MEETING_URL } from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { onlineRooms, roomTimeLogs } from '../modules/online-classrooms/online-classrooms.tables.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';
import type { DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;

/** Minutes each demo student spent in yesterday's lesson, in the order of the classroom's students. */
const CLOSED_ROOM_MINUTES = [48, 35, 52, 12];

const OPEN_ROOM = 'Plantão de dúvidas de Matemática';
const CLOSED_ROOM = 'Leitura compartilhada: O Pequeno Príncipe';

const meetingUrl = () => `${DEFAULT_MEETING_URL}/ava-${randomBytes(16).toString('hex')}`;

/**
 * An open room of the demo classroom the students can join now, and yesterday's closed lesson
 * with its time logs; each is added once, by title.
 */
export async function seedDemoOnlineClassrooms(db: Database, place: DemoClassroom): Promise<void> {
  const existing = await db
    .select({ title: onlineRooms.title })
    .from(onlineRooms)
    .where(and(eq(onlineRooms.platform_id, place.platformId), inArray(onlineRooms.title, [OPEN_ROOM, CLOSED_ROOM])));
  const seeded = new Set(existing.map((row) => row.title));
  const now = Date.now();
  const room = {
    platform_id: place.platformId,
    classroom_id: place.classroomId,
    teacher_id: place.teacherId,
  };
  if (!seeded.has(OPEN_ROOM)) {
    await db.insert(onlineRooms).values({ ...room, title: OPEN_ROOM, start: new Date(now), meeting_url: meetingUrl() });
  }
  if (seeded.has(CLOSED_ROOM)) return;
  const start = new Date(now - DAY_MS);
  await transactOn(db)(async (tx) => {
    const [closed] = await tx
      .insert(onlineRooms)
      .values({
        ...room,
        title: CLOSED_ROOM,
        start,
        status: 'closed',
        closed_at: new Date(start.getTime() + 60 * 60_000),
        meeting_url: meetingUrl(),
      })
      .returning({ id: onlineRooms.id });
    if (!closed) throw new Error('demo room not created');
    const logs = place.studentIds.slice(0, CLOSED_ROOM_MINUTES.length).map((userId, index) => ({
      platform_id: place.platformId,
      room_id: closed.id,
      user_id: userId,
      seconds: (CLOSED_ROOM_MINUTES[index] ?? 0) * 60,
      joined_at: new Date(start.getTime() + (index + 1) * 60_000),
    }));
    if (logs.length > 0) await tx.insert(roomTimeLogs).values(logs);
  });
}
