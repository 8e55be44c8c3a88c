import { parseConfig } from '../../../apps/server/src/config.ts';
import { activities, activityStudents } from '../../../apps/server/src/modules/activities/activities.tables.ts';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { sessions } from '../../../apps/server/src/modules/identity/sessions.tables.ts';
import { guardianLinks } from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { hashToken, newToken } from '../../../apps/server/src/platform/auth/tokens.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { AUDIT_BENCH, type PreparedAudit } from './world.ts';

/**
 * Run in its own process before the server starts: the demo seed, a classroom of the demo teacher
 * whose students all delivered an essay, a guardian of the first student, and sessions of the
 * teacher and of the guardian, one per connection. Prints one line of JSON, a PreparedAudit.
 */
const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the access audit is measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const passwordHash = await hashPassword('senha123');
  const { classroomId, students } = await seedBulkClassroom(
    db,
    { platformId: demo.platformId, schoolId: demo.schoolId, gradeId: demo.gradeId, teacherId: demo.teacherId },
    { name: 'auditoria', students: AUDIT_BENCH.students, passwordHash },
  );
  const now = Date.now();
  const [essay] = await db
    .insert(activities)
    .values({
      platform_id: demo.platformId,
      classroom_id: classroomId,
      teacher_id: demo.teacherId,
      kind: 'essay',
      title: 'Redação: o uso consciente da água',
      published: true,
      creation_step: 4,
      start_time: new Date(now - 86_400_000),
      end_time: new Date(now + 7 * 86_400_000),
    })
    .returning({ id: activities.id });
  if (!essay) throw new Error('the essay was not created');
  const text = '<p>A água é um recurso precioso e precisa ser usada com consciência por todos nós.</p>'.repeat(12);
  await db.insert(activityStudents).values(
    students.map((student) => ({
      platform_id: demo.platformId,
      activity_id: essay.id,
      student_id: student.id,
      status: 3,
      response_text: text,
      delivered_at: new Date(now),
    })),
  );
  const [guardian] = await db
    .insert(users)
    .values({
      platform_id: demo.platformId,
      username: 'responsavel.auditoria',
      name: 'Responsável da auditoria',
      role: 'guardian',
      password_hash: passwordHash,
    })
    .returning({ id: users.id });
  if (!guardian) throw new Error('the guardian was not created');
  const student = students[0];
  if (!student) throw new Error('no student');
  await db
    .insert(guardianLinks)
    .values({ platform_id: demo.platformId, guardian_id: guardian.id, student_id: student.id });
  const sessionsOf = async (userId: string) => {
    const tokens = Array.from({ length: AUDIT_BENCH.connections }, () => newToken());
    const expiresAt = new Date(now + 8 * 3_600_000);
    await db.insert(sessions).values(
      tokens.map((token) => ({
        platform_id: demo.platformId,
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: expiresAt,
      })),
    );
    return tokens;
  };
  const prepared: PreparedAudit = {
    essayId: essay.id,
    studentId: student.id,
    teacherTokens: await sessionsOf(demo.teacherId),
    guardianTokens: await sessionsOf(guardian.id),
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
