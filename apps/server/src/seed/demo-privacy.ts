import { and, eq, sql } from 'drizzle-orm';
import { dataAccessLog } from '../modules/privacy/privacy.tables.ts';
import type { Database } from '../platform/db/database.ts';
import type { DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;

/**
 * The guardian's 'Privacidade' shows reads on day one: the teacher opened aluno1's work twice
 * and an exam result once this week, as the access log records such reads.
 */
export async function seedDemoPrivacy(db: Database, classroom: DemoClassroom, now = new Date()): Promise<void> {
  const studentId = classroom.idOf.get('aluno1');
  if (!studentId) return;
  const [logged] = await db
    .select({ one: sql<number>`1` })
    .from(dataAccessLog)
    .where(and(eq(dataAccessLog.platform_id, classroom.platformId), eq(dataAccessLog.student_id, studentId)))
    .limit(1);
  if (logged) return;
  const read = (what: string, route: string, daysAgo: number) => ({
    platform_id: classroom.platformId,
    student_id: studentId,
    reader_id: classroom.teacherId,
    reader_role: 'school_teacher',
    what,
    route,
    ip: '127.0.0.1',
    user_agent: 'Navegador da escola',
    created_at: new Date(now.getTime() - daysAgo * DAY_MS),
  });
  await db
    .insert(dataAccessLog)
    .values([
      read('school_work', '/api/school_work/work_detail', 3),
      read('school_work', '/api/school_work/work_detail', 1),
      read('exam_result', '/api/homework/digital_exam_result', 2),
    ]);
}
