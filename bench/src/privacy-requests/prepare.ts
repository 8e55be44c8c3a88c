import { randomBytes } from 'node:crypto';
import type { GameScoreResult } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { activities, activityStudents } from '../../../apps/server/src/modules/activities/activities.tables.ts';
import { gameContents, gameResults } from '../../../apps/server/src/modules/challenges/challenges.tables.ts';
import { forumComments } from '../../../apps/server/src/modules/forum/forum.tables.ts';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { sessions } from '../../../apps/server/src/modules/identity/sessions.tables.ts';
import { storedFiles } from '../../../apps/server/src/modules/storage/storage.tables.ts';
import { guardianLinks } from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { hashToken, newToken } from '../../../apps/server/src/platform/auth/tokens.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { openFileStore } from '../../../apps/server/src/platform/storage/open-file-store.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { type PreparedRequests, REQUESTS_BENCH } from './world.ts';

/**
 * Run in its own process before the server starts: the demo seed, then a classroom of the demo
 * teacher whose first student has a year of activity (activities delivered with texts and grades,
 * essays, forum posts, game scores, uploaded files), a guardian of that student, and the classmates'
 * sessions. Prints one line of JSON, a PreparedRequests.
 */
const DAY_MS = 86_400_000;
const PASSWORD = 'senha123';
const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the data requests are measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const passwordHash = await hashPassword(PASSWORD);
  const { classroomId, students } = await seedBulkClassroom(
    db,
    { platformId: demo.platformId, schoolId: demo.schoolId, gradeId: demo.gradeId, teacherId: demo.teacherId },
    { name: 'ano-inteiro', students: REQUESTS_BENCH.classmates + 1, passwordHash },
  );
  const [student, ...classmates] = students;
  if (!student) throw new Error('no student');
  await db.update(users).set({ name: 'Beatriz Ano Inteiro' }).where(sql`${users.id} = ${student.id}`);
  const now = Date.now();
  const platform_id = demo.platformId;

  // A year of activities: each assigned to the whole classroom, delivered and graded for the student.
  const essays = Math.round(REQUESTS_BENCH.activities * REQUESTS_BENCH.essayShare);
  const created = await db
    .insert(activities)
    .values(
      Array.from({ length: REQUESTS_BENCH.activities }, (_, index) => {
        const start = now - (365 - Math.floor((index * 365) / REQUESTS_BENCH.activities)) * DAY_MS;
        return {
          platform_id,
          classroom_id: classroomId,
          teacher_id: demo.teacherId,
          kind: index < essays ? ('essay' as const) : ('work' as const),
          title: `${index < essays ? 'Redação' : 'Trabalho'} ${index + 1}: o bairro e a cidade`,
          published: true,
          creation_step: 4,
          start_time: new Date(start),
          end_time: new Date(start + 7 * DAY_MS),
        };
      }),
    )
    .returning({ id: activities.id, start: activities.start_time });
  const text = (index: number) =>
    `<p>Resposta ${index + 1}. ${'Escrevi sobre o meu bairro, as ruas, a praça e as pessoas que vivem perto da escola. '.repeat(8)}</p>`;
  await db.insert(activityStudents).values(
    created.flatMap((activity, index) => [
      {
        platform_id,
        activity_id: activity.id,
        student_id: student.id,
        status: 3,
        draft: false,
        response_text: text(index),
        delivered_at: new Date((activity.start?.getTime() ?? now) + DAY_MS),
        score: 6 + (index % 5),
        pokz: 10,
        teacher_comment: 'Bom trabalho, continue assim.',
        evaluated_at: new Date((activity.start?.getTime() ?? now) + 3 * DAY_MS),
      },
      ...classmates.map((classmate) => ({ platform_id, activity_id: activity.id, student_id: classmate.id })),
    ]),
  );

  // Forum posts, on a forum activity of the classroom.
  const [forum] = await db
    .insert(activities)
    .values({
      platform_id,
      classroom_id: classroomId,
      teacher_id: demo.teacherId,
      kind: 'forum',
      title: 'Fórum: a água no bairro',
      published: true,
      creation_step: 4,
      start_time: new Date(now - 300 * DAY_MS),
      end_time: new Date(now + 30 * DAY_MS),
    })
    .returning({ id: activities.id });
  if (!forum) throw new Error('the forum was not created');
  await db.insert(forumComments).values(
    Array.from({ length: REQUESTS_BENCH.forumPosts }, (_, index) => ({
      platform_id,
      activity_id: forum.id,
      author_id: student.id,
      body: `<p>Comentário ${index + 1}: no meu bairro a água chega de manhã e falta à tarde.</p>`,
      created_at: new Date(now - (300 - index) * DAY_MS),
    })),
  );

  // Game scores, on the demo's library challenges.
  const contents = await db.select({ id: gameContents.id }).from(gameContents).limit(20);
  if (contents.length === 0) throw new Error('the demo has no game contents');
  await db.insert(gameResults).values(
    Array.from({ length: REQUESTS_BENCH.gameResults }, (_, index) => {
      const contentId = contents[index % contents.length]?.id ?? '';
      return {
        platform_id,
        user_id: student.id,
        content_id: contentId,
        play_token_hash: randomBytes(16).toString('hex'),
        scoring_rule: 'L' as const,
        score: 70 + (index % 30),
        pokz: 5,
        right_rounds: 7,
        total_rounds: 10,
        elapsed_seconds: 95,
        answer: {
          oed_content_id: contentId,
          score: 70 + (index % 30),
          pokz: 5,
          right_rounds: 7,
          total_rounds: 10,
          fromTeacher: false,
          level: { color: '#1e88e5', image_url: null, level: 1, level_up: false },
        } satisfies GameScoreResult,
        created_at: new Date(now - (365 - index) * DAY_MS),
      };
    }),
  );

  // Files the student uploaded, in the app's own file store.
  const store = openFileStore(config);
  for (let index = 0; index < REQUESTS_BENCH.files; index += 1) {
    const key = `${platform_id}/users/${student.id}/trabalho-${index + 1}.pdf`;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(REQUESTS_BENCH.fileBytes)]);
    await store.put(key, bytes, 'application/pdf');
    await db.insert(storedFiles).values({
      platform_id,
      owner_id: student.id,
      key,
      namespace: 'users',
      file_name: `trabalho-${index + 1}.pdf`,
      content_type: 'application/pdf',
      category: 'document',
      size: bytes.length,
    });
  }

  const [guardian] = await db
    .insert(users)
    .values({
      platform_id,
      username: 'responsavel.ano-inteiro',
      name: 'Responsável da Beatriz',
      role: 'guardian',
      password_hash: passwordHash,
    })
    .returning({ id: users.id });
  if (!guardian) throw new Error('the guardian was not created');
  await db.insert(guardianLinks).values({ platform_id, guardian_id: guardian.id, student_id: student.id });
  const sessionOf = async (userId: string) => {
    const token = newToken();
    await db.insert(sessions).values({
      platform_id,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now + 8 * 3_600_000),
    });
    return token;
  };
  await db.execute(sql`analyze`);
  const prepared: PreparedRequests = {
    studentId: student.id,
    studentFirstName: 'Beatriz',
    guardianToken: await sessionOf(guardian.id),
    guardianPassword: PASSWORD,
    readerTokens: classmates.map((classmate) => classmate.token),
    seeded: {
      activities: REQUESTS_BENCH.activities,
      essays,
      forumPosts: REQUESTS_BENCH.forumPosts,
      gameResults: REQUESTS_BENCH.gameResults,
      files: REQUESTS_BENCH.files,
    },
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
