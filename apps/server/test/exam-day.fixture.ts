import { activities, activityStudents } from '../src/modules/activities/activities.tables.ts';
import { examQuestions, exams } from '../src/modules/exam-builder/exam-builder.tables.ts';
import { activityExams } from '../src/modules/exams/exams.tables.ts';
import { questionAlternatives, questions } from '../src/modules/question-bank/question-bank.tables.ts';
import type { Database } from '../src/platform/db/database.ts';
import {
  type BulkClassroom,
  type BulkClassroomOptions,
  type BulkPlace,
  chunksOf,
  seedBulkClassroom,
} from './bulk-students.fixture.ts';

/**
 * Exam day in bulk, for the exam-day benchmark (bench/src/exam-day) and the durability test:
 * an exam of multiple-choice questions, and classrooms of students sitting it as a published
 * digital-exam activity, its students signed in (seedBulkClassroom).
 */

const HOUR_MS = 3_600_000;
const ALTERNATIVE_LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** Where the exam is given: a platform, a school with a grade, and the teacher who owns it all. */
export type ExamDayPlace = BulkPlace;

export interface SeededExam {
  examId: string;
  /** In the exam's order; alternatives in their positions. */
  questions: { id: string; alternatives: string[] }[];
}

export interface ExamSitting extends BulkClassroom {
  activityId: string;
}

export interface SittingOptions extends BulkClassroomOptions {
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
  const { classroomId, students } = await seedBulkClassroom(db, place, options);
  const [activity] = await db
    .insert(activities)
    .values({
      platform_id: place.platformId,
      classroom_id: classroomId,
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
  for (const chunk of chunksOf(students)) {
    await db
      .insert(activityStudents)
      .values(chunk.map((s) => ({ platform_id: place.platformId, activity_id: activity.id, student_id: s.id })));
  }
  return { activityId: activity.id, classroomId, students };
}
