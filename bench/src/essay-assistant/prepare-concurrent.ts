import { and, eq } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { activities, activityStudents } from '../../../apps/server/src/modules/activities/activities.tables.ts';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { sessions } from '../../../apps/server/src/modules/identity/sessions.tables.ts';
import { classroomMembers, schoolMemberships } from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { hashToken, newToken } from '../../../apps/server/src/platform/auth/tokens.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { findDemo } from '../workload/seed-world.ts';
import { CONCURRENT_CORRECTIONS, type PreparedCorrections } from './concurrent-world.ts';
import { LABELLED_ESSAYS, parseLabelled } from './labelled-essays.ts';

/**
 * Run before the server starts: the demo seed; the demo essay Bruno sent ('Redação: minhas férias')
 * made 30 lines long; twenty more teachers of its classroom, each with a session; sessions of Bruno.
 * Prints one line of JSON, a PreparedCorrections.
 */
const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const [essay] = await db
    .select({ id: activities.id, classroomId: activities.classroom_id, studentId: activityStudents.student_id })
    .from(activities)
    .innerJoin(activityStudents, eq(activityStudents.activity_id, activities.id))
    .where(and(eq(activities.title, 'Redação: minhas férias'), eq(activityStudents.status, 3)))
    .limit(1);
  if (!essay) throw new Error("the demo essay 'Redação: minhas férias' has no sent text");
  // The essay made 30 lines long, of the labelled essays' lines (as the one-thread bench corrects).
  const lines = LABELLED_ESSAYS.flatMap((source) => parseLabelled(source).text.split('\n'));
  const long = Array.from({ length: 30 }, (_, index) => `<p>${lines[index % lines.length]}</p>`).join('');
  await db
    .update(activityStudents)
    .set({ response_text: long })
    .where(and(eq(activityStudents.activity_id, essay.id), eq(activityStudents.student_id, essay.studentId)));
  const passwordHash = await hashPassword('senha123');
  const teachers = await db
    .insert(users)
    .values(
      Array.from({ length: CONCURRENT_CORRECTIONS.teachers }, (_, index) => ({
        platform_id: demo.platformId,
        username: `corretor.${index + 1}`,
        name: `Professor corretor ${index + 1}`,
        role: 'school_teacher' as const,
        password_hash: passwordHash,
      })),
    )
    .returning({ id: users.id });
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 8 * 3_600_000);
  await db.insert(schoolMemberships).values(
    teachers.map((teacher) => ({
      platform_id: demo.platformId,
      user_id: teacher.id,
      school_id: demo.schoolId,
      accepted_at: now,
      confirmed_at: now,
    })),
  );
  await db.insert(classroomMembers).values(
    teachers.map((teacher) => ({
      platform_id: demo.platformId,
      classroom_id: essay.classroomId,
      user_id: teacher.id,
      role: 'teacher' as const,
    })),
  );
  const signIn = async (userIds: string[]) => {
    const tokens = userIds.map(() => newToken());
    await db.insert(sessions).values(
      userIds.map((userId, index) => ({
        platform_id: demo.platformId,
        user_id: userId,
        token_hash: hashToken(tokens[index] ?? ''),
        expires_at: expiresAt,
      })),
    );
    return tokens;
  };
  const prepared: PreparedCorrections = {
    essayId: essay.id,
    studentId: essay.studentId,
    teacherTokens: await signIn(teachers.map((teacher) => teacher.id)),
    studentTokens: await signIn(Array.from({ length: CONCURRENT_CORRECTIONS.readers }, () => essay.studentId)),
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
