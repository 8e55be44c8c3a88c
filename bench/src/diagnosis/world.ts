import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { examQuestions, exams } from '../../../apps/server/src/modules/exam-builder/exam-builder.tables.ts';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { sessions } from '../../../apps/server/src/modules/identity/sessions.tables.ts';
import {
  questionAlternatives,
  questions,
} from '../../../apps/server/src/modules/question-bank/question-bank.tables.ts';
import { grades, schoolMemberships, schools } from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashToken, newToken } from '../../../apps/server/src/platform/auth/tokens.ts';
import type { Database } from '../../../apps/server/src/platform/db/database.ts';
import { seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { buildPlatform } from '../../../apps/server/test/tenant.fixture.ts';

const CLASSROOMS = 40;
const STUDENTS_PER_CLASSROOM = 25;
const EXAMS_PER_CLASSROOM = 20;
const SKILLS = [
  'EF06LP01',
  'EF06LP02',
  'EF06MA01',
  'EF06MA02',
  'EF06MA03',
  'EF06CI01',
  'EF06CI02',
  'EF06GE01',
  'EF06HI01',
  'EF06ER01',
];
/** Share of right answers (each answer picked by a hash of its attempt and question: the same on every run). */
const RIGHT = 0.65;

/** A signed-in user's bearer token (a session made here, nobody signs in). */
async function tokenOf(db: Database, platformId: string, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    platform_id: platformId,
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 12 * 3_600_000),
  });
  return token;
}

/**
 * The school of the bench: ten teachers of four classrooms each, a coordinator, one exam of ten
 * questions (one BNCC skill each, every area), applied 20 times in each classroom over the year,
 * every student's attempt finished with about 65% right answers, loaded with INSERT ... SELECT.
 */
export async function seedDiagnosisSchool(db: Database) {
  const tag = randomUUID().slice(0, 8);
  const platform = await buildPlatform(db, { slug: `bench-diagnostico-${tag}`, name: 'Escola do diagnóstico' });
  const p = platform.id;
  const [school] = await db.insert(schools).values({ platform_id: p, name: 'Escola do diagnóstico' }).returning();
  if (!school) throw new Error('school not created');
  await db.insert(grades).values({ id: 6, name: '6º ano' }).onConflictDoNothing();
  const person = (role: 'school_teacher' | 'school_coordinator', index: number) => ({
    platform_id: p,
    username: `${role}.${tag}.${index}`,
    name: `${role === 'school_teacher' ? 'Professora' : 'Coordenadora'} ${index + 1}`,
    role,
    password_hash: 'x',
  });
  const staff = await db
    .insert(users)
    .values([
      ...Array.from({ length: CLASSROOMS / 4 }, (_, i) => person('school_teacher', i)),
      person('school_coordinator', 0),
    ])
    .returning({ id: users.id, role: users.role });
  await db
    .insert(schoolMemberships)
    .values(staff.map((user) => ({ platform_id: p, user_id: user.id, school_id: school.id })));
  const teachers = staff.filter((user) => user.role === 'school_teacher');
  const coordinator = staff.find((user) => user.role === 'school_coordinator');
  if (!coordinator || !teachers[0]) throw new Error('staff not created');
  let classroomId = '';
  for (let index = 0; index < CLASSROOMS; index += 1) {
    const teacher = teachers[Math.floor(index / 4)];
    if (!teacher) throw new Error('no teacher');
    const room = await seedBulkClassroom(
      db,
      { platformId: p, schoolId: school.id, gradeId: 6, teacherId: teacher.id },
      { name: `diag.${tag}.${index + 1}`, students: STUDENTS_PER_CLASSROOM, passwordHash: 'x' },
    );
    classroomId ||= room.classroomId;
  }
  const [exam] = await db
    .insert(exams)
    .values({
      platform_id: p,
      author_id: coordinator.id,
      external_id: tag,
      description: 'Avaliação diagnóstica',
      status: 1,
    })
    .returning({ id: exams.id });
  if (!exam) throw new Error('exam not created');
  for (const [position, code] of SKILLS.entries()) {
    const [question] = await db
      .insert(questions)
      .values({
        platform_id: p,
        author_id: coordinator.id,
        question_txt: `<p>${code}</p>`,
        bncc: { [code]: `Habilidade ${code}` },
      })
      .returning({ id: questions.id });
    if (!question) throw new Error('question not created');
    await db
      .insert(questionAlternatives)
      .values(
        [0, 1, 2, 3].map((index) => ({ question_id: question.id, position: index, correct_alternative: index === 0 })),
      );
    await db.insert(examQuestions).values({ exam_id: exam.id, question_id: question.id, position });
  }
  await db.execute(sql`
    insert into activities (platform_id, classroom_id, teacher_id, kind, title, published, creation_step, created_at, updated_at)
    select ${p}, c.id, m.user_id, 'digital_exam', 'Avaliação ' || n, true, 4,
      now() - (n * 15) * interval '1 day', now() - (n * 15) * interval '1 day'
    from classrooms c join classroom_members m on m.classroom_id = c.id and m.role = 'teacher',
      generate_series(1, ${EXAMS_PER_CLASSROOM}) n
    where c.school_id = ${school.id}`);
  await db.execute(sql`
    insert into activity_exams (activity_id, platform_id, exam_id, duration)
    select a.id, ${p}, ${exam.id}, 45 from activities a where a.platform_id = ${p}`);
  await db.execute(sql`
    insert into exam_attempts (platform_id, activity_id, student_id, started_at, deadline_at, finished_at, question_order, alternative_order)
    select ${p}, a.id, m.user_id, a.created_at, a.created_at + interval '45 minutes', a.created_at + interval '30 minutes',
      (select jsonb_agg(q.question_id::text order by q.position) from exam_questions q where q.exam_id = ${exam.id}), '{}'::jsonb
    from activities a join classroom_members m on m.classroom_id = a.classroom_id and m.role = 'student'
    where a.platform_id = ${p}`);
  await db.execute(sql`
    insert into exam_answers (attempt_id, question_id, alternative_id, answered_at)
    select t.id, q.question_id, alt.id, t.started_at
    from exam_attempts t cross join exam_questions q
      join question_alternatives alt on alt.question_id = q.question_id
        and alt.position = case when abs(hashtext(t.id::text || q.question_id::text)) % 100 < ${RIGHT * 100} then 0 else 1 end
    where t.platform_id = ${p} and q.exam_id = ${exam.id}`);
  return {
    coordinatorToken: await tokenOf(db, p, coordinator.id),
    teacherToken: await tokenOf(db, p, teachers[0].id),
    classroomId,
  };
}
