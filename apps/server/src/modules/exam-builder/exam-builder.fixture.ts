import type { ExamDetail } from '@ava/contracts';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { type MultipartPart, multipart } from '../../../test/multipart.ts';
import { activityExams } from '../exams/exams.tables.ts';

export type Who = keyof ActivityWorld['tokens'];

/** A question as the wizard's form sends it; `correct` is the index of the correct alternative. */
export const question = (text: string, correct = 0, alternatives = ['Sim', 'Não', 'Talvez']) => ({
  question_txt: `<p>${text}</p>`,
  alternatives: alternatives.map((alternative_txt, index) => ({
    alternative_txt,
    correct_alternative: index === correct,
  })),
});

/** The exam-builder service's world: the activity world's people and calls under /api/exam-builder. */
export async function buildExamBuilderWorld() {
  const ctx: TestContext = await createTestContext();
  const world = await buildActivityWorld(ctx);
  const base = '/api/exam-builder';

  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${base}${url}`, headers: bearer(world.tokens[who]), payload });

  const send = (who: Who, method: 'POST' | 'PATCH', url: string, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...bearer(world.tokens[who]), ...body.headers },
      payload: body.payload,
    });
  };

  async function createExam(who: Who, description = 'Avaliação de frações', extra: MultipartPart[] = []) {
    const response = await send(who, 'POST', '/exam_wizard/intro', [
      { name: 'description', value: description },
      { name: 'guidance', value: '<p>Leia com atenção.</p>' },
      ...extra,
    ]);
    if (response.statusCode !== 201) throw new Error(`exam not created: ${response.body}`);
    return response.json<ExamDetail>();
  }

  async function addQuestion(who: Who, externalId: string, body: object, files: MultipartPart[] = []) {
    return send(who, 'PATCH', '/exam_wizard/questions', [
      { name: 'external_id', value: externalId },
      { name: 'question', value: JSON.stringify(body) },
      ...files,
    ]);
  }

  /** A question written in `who`'s question bank (through the questions service); its id. */
  async function bankQuestion(who: Who, text: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions/questions/create',
      headers: bearer(world.tokens[who]),
      payload: question(text),
    });
    if (response.statusCode !== 201) throw new Error(`bank question not created: ${response.body}`);
    return response.json<{ question: { id: string } }>().question.id;
  }

  /** PATCH /exam_wizard/questions with `question_id` alone: a bank question put at the end of the exam. */
  const importQuestion = (who: Who, externalId: string, questionId: string) =>
    send(who, 'PATCH', '/exam_wizard/questions', [
      { name: 'external_id', value: externalId },
      { name: 'question_id', value: questionId },
    ]);

  /** An exam of `who` with the given questions, published. */
  async function publishedExam(who: Who, description: string, texts: string[]) {
    const exam = await createExam(who, description);
    for (const text of texts) await addQuestion(who, exam.external_id, question(text));
    const published = await call(who, 'PATCH', `/exam_wizard/status?external_id=${exam.external_id}&status=1`);
    if (published.statusCode !== 200) throw new Error(`exam not published: ${published.body}`);
    return published.json<ExamDetail>();
  }

  /** A published digital-exam activity of classroom A (student1, student2) applying the exam. */
  async function applyExam(examId: string, students = [world.users.student1.id]) {
    const activity = await buildActivity(ctx.db, world.platform, {
      kind: 'digital_exam',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      students,
    });
    await ctx.db
      .insert(activityExams)
      .values({ activity_id: activity.id, platform_id: world.platform.id, exam_id: examId, duration: 30 });
    return activity;
  }

  return { ctx, world, call, send, createExam, addQuestion, bankQuestion, importQuestion, publishedExam, applyExam };
}

export type ExamBuilderWorld = Awaited<ReturnType<typeof buildExamBuilderWorld>>;
