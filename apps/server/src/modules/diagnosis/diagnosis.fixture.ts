import { buildActivity } from '../../../test/activity.fixture.ts';
import type { PlatformRow } from '../../../test/tenant.fixture.ts';
import type { Database } from '../../platform/db/database.ts';
import { examQuestions, exams } from '../exam-builder/exam-builder.tables.ts';
import { activityExams, examAnswers, examAttempts } from '../exams/exams.tables.ts';
import { questionAlternatives, questions } from '../question-bank/question-bank.tables.ts';

export interface DiagnosisExam {
  id: string;
  questions: { id: string; right: string; wrong: string }[];
}

/** A published exam whose questions carry the given BNCC codes (and the exam its own). */
export async function buildBnccExam(
  db: Database,
  platform: PlatformRow,
  authorId: string,
  skills: Record<string, string>[],
  examSkills: Record<string, string> = {},
): Promise<DiagnosisExam> {
  const owner = { platform_id: platform.id, author_id: authorId };
  const [exam] = await db
    .insert(exams)
    .values({ ...owner, external_id: crypto.randomUUID(), description: 'Avaliação', bncc: examSkills, status: 1 })
    .returning({ id: exams.id });
  if (!exam) throw new Error('exam not created');
  const built: DiagnosisExam = { id: exam.id, questions: [] };
  for (const [position, bncc] of skills.entries()) {
    const [question] = await db
      .insert(questions)
      .values({ ...owner, question_txt: `<p>Questão ${position + 1}</p>`, bncc })
      .returning({ id: questions.id });
    if (!question) throw new Error('question not created');
    const [right, wrong] = await db
      .insert(questionAlternatives)
      .values([
        { question_id: question.id, position: 0, alternative_txt: 'Certa', correct_alternative: true },
        { question_id: question.id, position: 1, alternative_txt: 'Errada' },
      ])
      .returning({ id: questionAlternatives.id });
    if (!right || !wrong) throw new Error('alternatives not created');
    await db.insert(examQuestions).values({ exam_id: exam.id, question_id: question.id, position });
    built.questions.push({ id: question.id, right: right.id, wrong: wrong.id });
  }
  return built;
}

/**
 * A digital-exam activity of a classroom applying the exam, and each student's finished attempt:
 * per question 'r' right, 'w' wrong, '-' unanswered ('rrw-').
 */
export async function buildSatExam(
  db: Database,
  platform: PlatformRow,
  place: { classroomId: string; teacherId: string },
  exam: DiagnosisExam,
  sittings: Record<string, string>,
  finishedAt: Date | null = new Date('2026-03-01T15:00:00Z'),
) {
  const activity = await buildActivity(db, platform, {
    kind: 'digital_exam',
    classroom_id: place.classroomId,
    teacher_id: place.teacherId,
    students: Object.keys(sittings),
  });
  await db
    .insert(activityExams)
    .values({ activity_id: activity.id, platform_id: platform.id, exam_id: exam.id, duration: 30 });
  for (const [studentId, marks] of Object.entries(sittings)) {
    const [attempt] = await db
      .insert(examAttempts)
      .values({
        platform_id: platform.id,
        activity_id: activity.id,
        student_id: studentId,
        started_at: new Date('2026-03-01T14:00:00Z'),
        deadline_at: finishedAt ? new Date('2026-03-01T14:30:00Z') : new Date('2026-03-09T14:30:00Z'),
        finished_at: finishedAt,
        question_order: exam.questions.map((question) => question.id),
        alternative_order: {},
      })
      .returning({ id: examAttempts.id });
    if (!attempt) throw new Error('attempt not created');
    const answers = exam.questions.flatMap((question, index) =>
      marks[index] === 'r' || marks[index] === 'w'
        ? [
            {
              attempt_id: attempt.id,
              question_id: question.id,
              alternative_id: marks[index] === 'r' ? question.right : question.wrong,
              answered_at: new Date('2026-03-01T14:10:00Z'),
            },
          ]
        : [],
    );
    if (answers.length > 0) await db.insert(examAnswers).values(answers);
  }
  return activity;
}
