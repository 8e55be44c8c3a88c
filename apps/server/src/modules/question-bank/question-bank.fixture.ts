import type { QuestionInput, QuestionView, StoredFile } from '@ava/contracts';
import { count, eq } from 'drizzle-orm';
import { buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { questionAlternatives, questions, quizzes } from './question-bank.tables.ts';

export type Who = 'teacher' | 'teacherB' | 'coordinator' | 'student1' | 'guardian' | 'foreignTeacher';

/** A valid question; `overrides` replace its fields. */
export const aQuestion = (overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  question_txt: '<p>Quanto é 2 + 2?</p>',
  alternatives: [
    { alternative_txt: '3', correct_alternative: false },
    { alternative_txt: '4', correct_alternative: true },
    { alternative_txt: '5', correct_alternative: false },
  ],
  bncc: { EF01MA06: 'Construir fatos básicos da adição' },
  keywords: ['adição', 'soma'],
  grade_id: 20,
  subject: 'Matemática',
  classifications: ['fácil'],
  ...overrides,
});

/**
 * The activity world (teacher and teacherB of one school, a coordinator, students, a guardian,
 * a teacher of another platform) with calls to the questions service.
 */
export async function buildQuestionBankWorld(ctx?: TestContext) {
  const context = ctx ?? (await createTestContext());
  const world = await buildActivityWorld(context);
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    context.app.inject({
      method,
      url: `/api/questions${path}`,
      headers: bearer(world.tokens[who]),
      payload: payload as object,
    });
  const post = (who: Who, path: string, payload: unknown = {}) => call(who, 'POST', path, payload);
  const patch = (who: Who, path: string, payload: unknown) => call(who, 'PATCH', path, payload);
  const get = (who: Who, path: string) => call(who, 'GET', path);

  async function create(who: Who, input: QuestionInput = aQuestion()): Promise<QuestionView> {
    const response = await post(who, '/questions/create', input);
    if (response.statusCode !== 201) throw new Error(`question not created: ${response.body}`);
    return response.json<{ question: QuestionView }>().question;
  }

  async function upload(who: Who, fileName: string, content: Buffer): Promise<StoredFile> {
    const body = multipart([{ name: 'file', filename: fileName, content }]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/storage/storage/upload',
      payload: body.payload,
      headers: { ...bearer(world.tokens[who]), ...body.headers },
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return response.json<StoredFile>();
  }

  /** Rows in the bank's tables, to show that a refused call changed nothing. */
  async function tableCounts() {
    const [q] = await context.db.select({ n: count() }).from(questions);
    const [a] = await context.db.select({ n: count() }).from(questionAlternatives);
    const [z] = await context.db.select({ n: count() }).from(quizzes);
    return { questions: q?.n, alternatives: a?.n, quizzes: z?.n };
  }

  const storedQuestion = async (id: string) =>
    (await context.db.select().from(questions).where(eq(questions.id, id)))[0];

  return { ctx: context, ...world, post, patch, get, create, upload, tableCounts, storedQuestion };
}

export type QuestionBankWorld = Awaited<ReturnType<typeof buildQuestionBankWorld>>;
