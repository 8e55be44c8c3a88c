import type { ActivityConfig } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { examQuestions, exams } from '../exam-builder/exam-builder.tables.ts';
import { questionAlternatives, questions } from '../question-bank/question-bank.tables.ts';
import { examAnswers, examAttempts, mockExams } from './exams.tables.ts';

export interface BuiltExam {
  id: string;
  /** Question ids in the exam's order, each with its alternatives' ids; `correct` is the right one. */
  questions: { id: string; alternatives: string[]; correct: string }[];
}

/**
 * The activity world (test/activity.fixture.ts) with a published three-question exam of four
 * alternatives each, and helpers to make digital-exam activities and call the routes.
 */
export async function buildExamWorld() {
  const ctx: TestContext = await createTestContext();
  const world: ActivityWorld = await buildActivityWorld(ctx);
  const { db } = ctx;
  const { platform, users, tokens } = world;

  async function newExam(options: { status?: number; questions?: number; platformId?: string } = {}) {
    const platformId = options.platformId ?? platform.id;
    const [exam] = await db
      .insert(exams)
      .values({
        platform_id: platformId,
        author_id: users.teacher.id,
        external_id: `P-${Math.random().toString(36).slice(2, 10)}`,
        description: 'Prova de Matemática',
        status: options.status ?? 1,
      })
      .returning();
    if (!exam) throw new Error('exam not created');
    const built: BuiltExam = { id: exam.id, questions: [] };
    for (let position = 0; position < (options.questions ?? 3); position++) {
      const [question] = await db
        .insert(questions)
        .values({
          platform_id: platformId,
          author_id: users.teacher.id,
          question_txt: `<p>Quanto é ${position} + 1?</p>`,
          question_img: position === 0 ? `${platformId}/questions/figura.png` : null,
          subject: 'Matemática',
        })
        .returning();
      if (!question) throw new Error('question not created');
      const alternatives = await db
        .insert(questionAlternatives)
        .values(
          [0, 1, 2, 3].map((index) => ({
            question_id: question.id,
            position: index,
            alternative_txt: String(position + index),
            correct_alternative: index === 1,
          })),
        )
        .returning();
      await db.insert(examQuestions).values({ exam_id: exam.id, question_id: question.id, position });
      const ordered = alternatives.sort((a, b) => a.position - b.position);
      built.questions.push({
        id: question.id,
        alternatives: ordered.map((alternative) => alternative.id),
        correct: ordered[1]?.id as string,
      });
    }
    return built;
  }

  /** A published digital-exam activity of classroom A for student1 and student2, with the exam attached through the route. */
  async function newExamActivity(exam: BuiltExam, options: { duration?: number; config?: ActivityConfig } = {}) {
    const activity = await buildActivity(db, platform, {
      kind: 'digital_exam',
      classroom_id: world.classroomA.id,
      teacher_id: users.teacher.id,
      students: [users.student1.id, users.student2.id],
      config: options.config ?? {},
    });
    const attached = await call('teacher', 'PATCH', '/api/homeworks/update_exams', {
      activity: activity.id,
      add_exams: [{ exam_id: exam.id, duration: options.duration ?? 30 }],
    });
    if (attached.statusCode !== 200) throw new Error(`exam not attached: ${attached.body}`);
    return activity;
  }

  async function newMockExam(exam: BuiltExam, discipline = 'Matemática', duration = 20) {
    await db.insert(mockExams).values({ exam_id: exam.id, platform_id: platform.id, discipline, duration });
  }

  function call(
    who: keyof typeof tokens,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return ctx.app.inject({ method, url, headers: bearer(tokens[who]), payload });
  }

  /** Everything a refusal must leave untouched, to compare before and after. */
  async function snapshot(activityId: string) {
    const attempts = await db.select().from(examAttempts).where(eq(examAttempts.activity_id, activityId));
    const answers = await db
      .select({
        attempt: examAnswers.attempt_id,
        question: examAnswers.question_id,
        alternative: examAnswers.alternative_id,
        seq: examAnswers.client_seq,
      })
      .from(examAnswers)
      .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attempt_id))
      .where(eq(examAttempts.activity_id, activityId));
    const rows = await db.select().from(activityStudents).where(eq(activityStudents.activity_id, activityId));
    return { attempts, answers, rows };
  }

  return { ctx, world, db, users, tokens, newExam, newExamActivity, newMockExam, call, snapshot };
}

export type ExamWorld = Awaited<ReturnType<typeof buildExamWorld>>;
