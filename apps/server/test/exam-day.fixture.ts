import { activities, activityStudents } from '../src/modules/activities/activities.tables.ts';
import { examQuestions, exams } from '../src/modules/exam-builder/exam-builder.tables.ts';
import { activityExams } from '../src/modules/exams/exams.tables.ts';
import { users } from '../src/modules/identity/identity.tables.ts';
import { sessions } from '../src/modules/identity/sessions.tables.ts';
import { questionAlternatives, questions } from '../src/modules/question-bank/question-bank.tables.ts';
import { classroomMembers, classrooms, schoolMemberships } from '../src/modules/tenancy/tenancy.tables.ts';
import { hashToken, newToken } from '../src/platform/auth/tokens.ts';
import type { Database } from '../src/platform/db/database.ts';

/**
 * Exam day in bulk, for the exam-day benchmark (bench/src/exam-day) and the durability test:
 * an exam of multiple-choice questions, and classrooms of students sitting it as a published
 * digital-exam activity. Rows are inserted directly, many per statement, and each student gets a
 * session (its bearer token is returned) so nobody has to sign in, which costs an argon2 check each.
 */

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1_000;
const HOUR_MS = 3_600_000;
const SESSION_HOURS = 12;
const ALTERNATIVE_LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** Where the exam is given: a platform, a school with a grade, and the teacher who owns it all. */
export interface ExamDayPlace {
  platformId: string;
  schoolId: string;
  gradeId: number;
  teacherId: string;
}

export interface SeededExam {
  examId: string;
  /** In the exam's order; alternatives in their positions. */
  questions: { id: string; alternatives: string[] }[];
}

export interface ExamSitting {
  activityId: string;
  classroomId: string;
  students: { id: string; username: string; token: string }[];
}

export interface SittingOptions {
  /** Also the prefix of the students' usernames and the classroom's name. */
  name: string;
  students: number;
  /** Any argon2 hash: the students never sign in (their sessions are made here). */
  passwordHash: string;
  /** Minutes each student has once started. */
  durationMinutes: number;
}

/** An active exam of `questionCount` questions of `alternatives` alternatives each, the correct one varying. */
export async function seedExam(
  db: Database,
  place: ExamDayPlace,
  questionCount: number,
  alternatives = 4,
): Promise<SeededExam> {
  const created = await db
    .insert(questions)
    .values(
      Array.from({ length: questionCount }, (_, index) => ({
        platform_id: place.platformId,
        author_id: place.teacherId,
        question_txt: `<p>Questão ${index + 1}: quanto é ${index + 2} x ${index + 3}?</p>`,
        grade_id: place.gradeId,
        subject: 'Matemática',
      })),
    )
    .returning({ id: questions.id });
  const alternativeRows = created.flatMap((question, index) =>
    Array.from({ length: alternatives }, (_, position) => ({
      question_id: question.id,
      position,
      alternative_txt: `Alternativa ${ALTERNATIVE_LETTERS[position] ?? position + 1}`,
      correct_alternative: position === index % alternatives,
    })),
  );
  const alternativeIds: { id: string; question_id: string; position: number }[] = [];
  for (const chunk of chunksOf(alternativeRows)) {
    alternativeIds.push(
      ...(await db.insert(questionAlternatives).values(chunk).returning({
        id: questionAlternatives.id,
        question_id: questionAlternatives.question_id,
        position: questionAlternatives.position,
      })),
    );
  }
  const [exam] = await db
    .insert(exams)
    .values({
      platform_id: place.platformId,
      author_id: place.teacherId,
      external_id: `dia-de-prova-${Date.now()}`,
      description: `Prova de matemática (${questionCount} questões)`,
      grade_ids: [place.gradeId],
      status: 1,
    })
    .returning({ id: exams.id });
  if (!exam) throw new Error('the exam was not created');
  await db
    .insert(examQuestions)
    .values(created.map((question, position) => ({ exam_id: exam.id, question_id: question.id, position })));
  return {
    examId: exam.id,
    questions: created.map((question) => ({
      id: question.id,
      alternatives: alternativeIds
        .filter((row) => row.question_id === question.id)
        .sort((a, b) => a.position - b.position)
        .map((row) => row.id),
    })),
  };
}

/**
 * A classroom of the place's teacher with `students` new students, and a published digital-exam
 * activity of it, open now, applying the exam, assigned to every one of them.
 */
export async function seedExamSitting(
  db: Database,
  place: ExamDayPlace,
  exam: SeededExam,
  options: SittingOptions,
): Promise<ExamSitting> {
  const now = new Date();
  const [classroom] = await db
    .insert(classrooms)
    .values({
      platform_id: place.platformId,
      school_id: place.schoolId,
      grade_id: place.gradeId,
      name: options.name,
      year: now.getFullYear(),
    })
    .returning({ id: classrooms.id });
  if (!classroom) throw new Error('the classroom was not created');
  await db.insert(classroomMembers).values({
    platform_id: place.platformId,
    classroom_id: classroom.id,
    user_id: place.teacherId,
    role: 'teacher',
  });
  const usernames = Array.from(
    { length: options.students },
    (_, index) => `${options.name}.${String(index + 1).padStart(4, '0')}`,
  );
  const students: { id: string; username: string }[] = [];
  for (const chunk of chunksOf(usernames)) {
    const values = chunk.map((username) => ({
      platform_id: place.platformId,
      username,
      name: `Estudante ${username}`,
      role: 'school_student' as const,
      level: 1,
      password_hash: options.passwordHash,
    }));
    students.push(...(await db.insert(users).values(values).returning({ id: users.id, username: users.username })));
  }
  const tokens = students.map(() => newToken());
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * HOUR_MS);
  const member = (student: { id: string }) => ({ platform_id: place.platformId, user_id: student.id });
  for (const chunk of chunksOf(students)) {
    await db
      .insert(schoolMemberships)
      .values(chunk.map((s) => ({ ...member(s), school_id: place.schoolId, accepted_at: now, confirmed_at: now })));
    await db
      .insert(classroomMembers)
      .values(chunk.map((s) => ({ ...member(s), classroom_id: classroom.id, role: 'student' as const })));
  }

  const [activity] = await db
    .insert(activities)
    .values({
      platform_id: place.platformId,
      classroom_id: classroom.id,
      teacher_id: place.teacherId,
      kind: 'digital_exam',
      title: `Prova digital - ${options.name}`,
      start_time: new Date(now.getTime() - HOUR_MS),
      end_time: new Date(now.getTime() + 24 * HOUR_MS),
      published: true,
      creation_step: 4,
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('the activity was not created');
  await db.insert(activityExams).values({
    activity_id: activity.id,
    platform_id: place.platformId,
    exam_id: exam.examId,
    duration: options.durationMinutes,
  });
  const sitting = students.map((student, index) => ({ ...student, token: tokens[index] ?? '' }));
  for (const chunk of chunksOf(sitting)) {
    await db
      .insert(activityStudents)
      .values(chunk.map((s) => ({ platform_id: place.platformId, activity_id: activity.id, student_id: s.id })));
    await db
      .insert(sessions)
      .values(chunk.map((s) => ({ ...member(s), token_hash: hashToken(s.token), expires_at: expiresAt })));
  }
  return {
    activityId: activity.id,
    classroomId: classroom.id,
    students: sitting,
  };
}

function* chunksOf<Row>(rows: Row[]): Generator<Row[]> {
  for (let first = 0; first < rows.length; first += INSERT_CHUNK) yield rows.slice(first, first + INSERT_CHUNK);
}
