import { randomBytes } from 'node:crypto';
import { activities, activityStudents } from '../src/modules/activities/activities.tables.ts';
import type { Database } from '../src/platform/db/database.ts';
import type { PlatformRow } from './factories.ts';

export type ActivityRow = typeof activities.$inferSelect;

export interface ActivityOptions extends Partial<Omit<typeof activities.$inferInsert, 'platform_id'>> {
  classroom_id: string;
  teacher_id: string;
  /** Students assigned to it, with optional values of their row. */
  students?: (string | ({ student_id: string } & Partial<typeof activityStudents.$inferInsert>))[];
}

/** A published activity (a forum unless told) assigned to the given students. */
export async function buildActivity(db: Database, platform: PlatformRow, options: ActivityOptions) {
  const { students = [], ...values } = options;
  const [activity] = await db
    .insert(activities)
    .values({
      kind: 'forum',
      title: `Atividade ${randomBytes(3).toString('hex')}`,
      published: true,
      creation_step: 4,
      ...values,
      platform_id: platform.id,
    })
    .returning();
  if (!activity) throw new Error('activity not created');
  if (students.length > 0) {
    await db.insert(activityStudents).values(
      students.map((student) => ({
        ...(typeof student === 'string' ? { student_id: student } : student),
        platform_id: platform.id,
        activity_id: activity.id,
      })),
    );
  }
  return activity;
}
