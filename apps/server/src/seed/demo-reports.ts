import { displayDay } from '@ava/contracts';
import { timeLogs } from '../modules/tracker/tracker.tables.ts';
import type { Database } from '../platform/db/database.ts';
import type { DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;
/** Weekdays before the seeding day that the demo classroom spent on the platform. */
const DEMO_REPORT_DAYS = 30;

/**
 * Time on the platform of the demo classroom's students and teacher over the last 30 days
 * (weekdays, never the seeding day itself, whose count belongs to the tracker), so the reports'
 * 'Tempo na plataforma' and daily charts have a history from the first start. The activities and
 * graded deliveries the reports count are the ones the other demo seeds write. Idempotent: a day
 * already logged is left as it is.
 */
export async function seedDemoReports(db: Database, classroom: DemoClassroom, now = new Date()): Promise<void> {
  const people = [classroom.teacherId, ...classroom.studentIds];
  const rows = [];
  for (let daysAgo = 1; daysAgo <= DEMO_REPORT_DAYS; daysAgo += 1) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const weekday = new Date(`${displayDay(at)}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [index, userId] of people.entries()) {
      // Between 10 and 50 minutes, varying by person and day without randomness.
      const minutes = 10 + ((daysAgo * 7 + index * 13) % 41);
      rows.push({
        platform_id: classroom.platformId,
        user_id: userId,
        day: displayDay(at),
        active_seconds: minutes * 60,
        interaction_seconds: minutes * 20,
      });
    }
  }
  if (rows.length > 0) await db.insert(timeLogs).values(rows).onConflictDoNothing();
}
