import { ASSISTANT_MESSAGES, ASSISTANT_MESSAGES_PER_MINUTE, ASSISTANT_PRODUCT } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import { buildLibraryItems } from '../library/library.fixture.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { buildQuestion, buildTrail } from './assistant.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let student: string;
let studentId: string;
let classmate: string;
let teacher: string;
let otherTeacher: string;
let guardian: string;
let foreign: string;

const headers = (token: string) => ({ ...bearer(token), 'x-product': ASSISTANT_PRODUCT });
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/assistant${url}`, headers: headers(token), payload });
const newChat = async (token: string) => (await call(token, 'POST', '/assistant/chat', {})).json<{ id: string }>().id;
const ask = (token: string, chatId: string, message: string, slug = platform.slug) =>
  call(token, 'POST', `/assistant/chat/message?platform=${slug}`, { chat_id: chatId, message });

/** The server-sent events of a streamed answer. */
function eventsOf(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
}

async function setFeatures(features: Record<string, boolean>) {
  await ctx.db.update(platforms).set({ features }).where(eq(platforms.id, platform.id));
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db, { features: { aiAssistant: true } });
  const school = await buildSchool(ctx.db, platform);
  const classroom = await buildClassroom(ctx.db, platform, school.id, 17);
  const other = await buildClassroom(ctx.db, platform, school.id, 17);
  const studentRow = await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluna',
    schoolId: school.id,
    classroomId: classroom.id,
  });
  studentId = studentRow.id;
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'colega',
    schoolId: school.id,
    classroomId: classroom.id,
  });
  const teacherRow = await buildUser(ctx.db, platform, 'school_teacher', {
    username: 'professora',
    schoolId: school.id,
    classroomId: classroom.id,
  });
  await buildUser(ctx.db, platform, 'school_teacher', {
    username: 'outra',
    schoolId: school.id,
    classroomId: other.id,
  });
  await buildUser(ctx.db, platform, 'guardian', { username: 'mae' });
  const foreignPlatform = await buildPlatform(ctx.db, { features: { aiAssistant: true } });
  await buildUser(ctx.db, foreignPlatform, 'school_student', { username: 'estrangeira' });
  [student, classmate, teacher, otherTeacher, guardian, foreign] = await Promise.all([
    signIn(ctx.app, platform.slug, 'aluna'),
    signIn(ctx.app, platform.slug, 'colega'),
    signIn(ctx.app, platform.slug, 'professora'),
    signIn(ctx.app, platform.slug, 'outra'),
    signIn(ctx.app, platform.slug, 'mae'),
    signIn(ctx.app, foreignPlatform.slug, 'estrangeira'),
  ]);
  await buildLibraryItems(ctx.db, platform.id, [
    {
      title: 'Fotossíntese',
      description: 'Como as plantas produzem alimento.',
      body_html:
        '<p>A fotossíntese é o processo em que as plantas usam a luz do sol, a água e o gás carbônico para produzir glicose. O oxigênio é liberado no ar.</p>',
    },
  ]);
  await buildTrail(ctx.db, platform.id, teacherRow.id, {
    title: 'Trilha das plantas',
    step: 'A clorofila absorve a luz usada na fotossíntese. As folhas são verdes por causa dela.',
  });
  await buildTrail(ctx.db, platform.id, teacherRow.id, {
    title: 'Rascunho sobre fotossíntese',
    step: 'Texto ainda em rascunho sobre fotossíntese.',
    status: 3,
  });
  await buildQuestion(ctx.db, platform.id, teacherRow.id, 'Qual gás as plantas liberam na fotossíntese?', 'Oxigênio');
});
afterAll(() => ctx.close());

describe('chat lifecycle', () => {
  it('creates, lists, reads, finishes, reopens and deletes a chat of the caller', async () => {
    const created = await call(student, 'POST', '/assistant/chat', { title: 'Ciências' });
    expect(created.statusCode).toBe(201);
    const chat = created.json();
    expect(chat).toMatchObject({ title: 'Ciências', status: 'open', user_id: studentId, can_write: true });

    const list = await call(student, 'GET', '/assistant/chats');
    expect(list.json().chats.map((c: { id: string }) => c.id)).toContain(chat.id);
    expect((await call(student, 'GET', `/assistant/chat?chat_id=${chat.id}`)).json().id).toBe(chat.id);

    const finished = await call(student, 'PATCH', '/assistant/chat/finish', { chat_id: chat.id });
    expect(finished.json().status).toBe('finished');
    expect((await call(student, 'PATCH', '/assistant/chat/finish', { chat_id: chat.id })).statusCode).toBe(409);
    const refused = await ask(student, chat.id, 'O que é fotossíntese?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ASSISTANT_MESSAGES.chatFinished);
    expect((await call(student, 'GET', `/assistant/chat/messages?chat_id=${chat.id}`)).json().messages).toEqual([]);

    expect((await call(student, 'PATCH', '/assistant/chat/reopen', { chat_id: chat.id })).json().status).toBe('open');
    expect((await ask(student, chat.id, 'O que é fotossíntese?')).statusCode).toBe(200);

    expect((await call(student, 'DELETE', '/assistant/chat', { chat_id: chat.id })).json()).toEqual({ id: chat.id });
    expect((await call(student, 'GET', `/assistant/chat?chat_id=${chat.id}`)).statusCode).toBe(404);
  });

  it('answers in Portuguese to bad input and changes nothing', async () => {
    const bad = await call(student, 'PATCH', '/assistant/chat/finish', { chat_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    const chatId = await newChat(student);
    const empty = await ask(student, chatId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(ASSISTANT_MESSAGES.messageRequired);
    const long = await ask(student, chatId, 'a'.repeat(1_001));
    expect(JSON.stringify(long.json())).toContain(ASSISTANT_MESSAGES.messageTooLong);
    expect((await call(student, 'GET', `/assistant/chat/messages?chat_id=${chatId}`)).json().messages).toEqual([]);
  });

  it('refuses a call without the fixed product header', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/assistant/assistant/chats',
      headers: bearer(student),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ASSISTANT_MESSAGES.productHeader);
  });
});

describe('who may call', () => {
  it("keeps a student's chat from another student and from another platform", async () => {
    const chatId = await newChat(student);
    await ask(student, chatId, 'O que é fotossíntese?');
    for (const url of [`/assistant/chat?chat_id=${chatId}`, `/assistant/chat/messages?chat_id=${chatId}`]) {
      expect((await call(classmate, 'GET', url)).statusCode).toBe(404);
      expect((await call(foreign, 'GET', url)).statusCode).toBe(404);
    }
    for (const [method, url] of [
      ['PATCH', '/assistant/chat/finish'],
      ['PATCH', '/assistant/chat/reopen'],
      ['DELETE', '/assistant/chat'],
    ] as const) {
      expect((await call(classmate, method, url, { chat_id: chatId })).statusCode).toBe(404);
    }
    expect((await ask(classmate, chatId, 'Oi')).statusCode).toBe(404);
    expect((await call(classmate, 'GET', `/assistant/chats?user_id=${studentId}`)).statusCode).toBe(403);
    // A session naming another platform than its own.
    expect((await ask(foreign, chatId, 'Oi', platform.slug)).statusCode).toBe(403);
  });

  it('refuses guardians (no view.assistant) and platforms that did not turn the assistant on', async () => {
    expect((await call(guardian, 'GET', '/assistant/chats')).statusCode).toBe(403);
    await setFeatures({});
    const off = await call(student, 'POST', '/assistant/chat', {});
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(ASSISTANT_MESSAGES.featureOff);
    await setFeatures({ aiAssistant: true });
  });

  it("lets a teacher read their students' chats only where the platform allows it, never write in them", async () => {
    const chatId = await newChat(student);
    await ask(student, chatId, 'O que é fotossíntese?');
    const closed = await call(teacher, 'GET', `/assistant/chats?user_id=${studentId}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(ASSISTANT_MESSAGES.studentChatsClosed);
    expect((await call(teacher, 'GET', `/assistant/chat/messages?chat_id=${chatId}`)).statusCode).toBe(404);
    expect((await call(teacher, 'GET', '/assistant/chat/options')).json().students).toEqual([]);

    await setFeatures({ aiAssistant: true, aiTeachersReadChats: true });
    const chats = await call(teacher, 'GET', `/assistant/chats?user_id=${studentId}`);
    expect(chats.statusCode).toBe(200);
    const chat = chats.json().chats.find((c: { id: string }) => c.id === chatId);
    expect(chat.can_write).toBe(false);
    expect((await call(teacher, 'GET', `/assistant/chat/messages?chat_id=${chatId}`)).json().messages).toHaveLength(2);
    const students = (await call(teacher, 'GET', '/assistant/chat/options')).json().students;
    expect(students.map((s: { id: string }) => s.id)).toContain(studentId);
    expect((await call(teacher, 'PATCH', '/assistant/chat/finish', { chat_id: chatId })).statusCode).toBe(403);
    expect((await ask(teacher, chatId, 'Oi')).statusCode).toBe(403);
    // A teacher of another classroom reads nothing of hers.
    const stranger = await call(otherTeacher, 'GET', `/assistant/chats?user_id=${studentId}`);
    expect(stranger.json().message).toBe(ASSISTANT_MESSAGES.notYourStudent);
    expect((await call(otherTeacher, 'GET', `/assistant/chat?chat_id=${chatId}`)).statusCode).toBe(404);
    await setFeatures({ aiAssistant: true });
  });
});

describe('POST /assistant/chat/message (embedded engine)', () => {
  it('streams an answer made of the platform content, citing where it comes from, and stores both messages', async () => {
    const chatId = await newChat(student);
    const response = await ask(student, chatId, 'Como funciona a fotossíntese?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(response.body);
    expect(events[0]?.event).toBe('question');
    const chunks = events.filter((e) => e.event === 'chunk');
    expect(chunks.length).toBeGreaterThan(5);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const answer = done?.data as { content: string; sources: { kind: string; title: string }[] };
    expect(chunks.map((c) => c.data.text).join('')).toBe(answer.content);
    expect(answer.content).toContain('glicose');
    expect(answer.sources.map((s) => [s.kind, s.title])).toEqual([
      ['library', 'Fotossíntese'],
      ['trail', 'Trilha das plantas'],
    ]);
    const stored = (await call(student, 'GET', `/assistant/chat/messages?chat_id=${chatId}`)).json().messages;
    expect(stored.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1].sources).toEqual(answer.sources);
    // The first question names the chat.
    expect((await call(student, 'GET', `/assistant/chat?chat_id=${chatId}`)).json().title).toBe(
      'Como funciona a fotossíntese?',
    );
  });

  it("cites bank questions with their answers to educators only (students' exams use them)", async () => {
    const chatId = await newChat(teacher);
    const events = eventsOf((await ask(teacher, chatId, 'Qual gás as plantas liberam na fotossíntese?')).body);
    const sources = events.at(-1)?.data.sources as { kind: string }[];
    expect(sources.map((s) => s.kind)).toContain('question');
    const studentChat = await newChat(student);
    const studentEvents = eventsOf(
      (await ask(student, studentChat, 'Qual gás as plantas liberam na fotossíntese?')).body,
    );
    const studentSources = studentEvents.at(-1)?.data.sources as { kind: string }[];
    expect(studentSources.map((s) => s.kind)).not.toContain('question');
  });

  it("says honestly when the platform's content does not have it", async () => {
    const chatId = await newChat(student);
    const done = eventsOf((await ask(student, chatId, 'Quem ganhou a copa de 1970?')).body).at(-1);
    expect(done?.data).toMatchObject({ content: ASSISTANT_MESSAGES.notFoundInContent, sources: [] });
  });

  it('refuses unsafe subjects and insults kindly, and answers self-harm with help', async () => {
    // A new minute: the questions above count toward the student's limit.
    ctx.clock.advance(60_000);
    const chatId = await newChat(student);
    const cases = [
      ['Como comprar drogas perto da escola?', ASSISTANT_MESSAGES.unsafeQuestion],
      ['Você é um idiota', ASSISTANT_MESSAGES.insult],
      ['Eu quero morrer', ASSISTANT_MESSAGES.selfHarm],
    ];
    for (const [question, reply] of cases) {
      const done = eventsOf((await ask(student, chatId, question as string)).body).at(-1);
      expect(done?.data).toMatchObject({ content: reply, refused: true, sources: [] });
    }
  });

  it('limits the questions one person sends a minute', async () => {
    const limited = await buildUser(ctx.db, platform, 'school_student', { username: 'apressada' });
    const token = await signIn(ctx.app, platform.slug, limited.username);
    const chatId = await newChat(token);
    for (let i = 0; i < ASSISTANT_MESSAGES_PER_MINUTE; i += 1) {
      expect((await ask(token, chatId, 'O que é fotossíntese?')).statusCode).toBe(200);
    }
    expect((await ask(token, chatId, 'O que é fotossíntese?')).statusCode).toBe(429);
    ctx.clock.advance(60_000);
    expect((await ask(token, chatId, 'O que é fotossíntese?')).statusCode).toBe(200);
  });
});

describe('GET /assistant/chat/options', () => {
  it('tells the engine, the limits and questions made from the content', async () => {
    const options = (await call(student, 'GET', '/assistant/chat/options')).json();
    expect(options).toMatchObject({ engine: 'embedded', max_length: 1_000, per_minute: ASSISTANT_MESSAGES_PER_MINUTE });
    expect(options.suggestions).toContain('Explique: Fotossíntese');
  });
});
