import { MESSAGES_PAGE_SIZE, MESSAGING_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { PNG, TEXT } from '../../platform/storage/test-samples.ts';
import { buildMessagingWorld, type MessagingWorld, messagingClient } from './messaging.fixture.ts';

let ctx: TestContext;
let world: MessagingWorld;
const as = (person: keyof MessagingWorld['tokens']) => messagingClient(ctx, world.tokens[person]);

const upload = (token: string, contact: string, content = PNG, filename = 'foto.png') => {
  const form = multipart([
    { name: 'contact', value: contact },
    { name: 'image', filename, content, type: 'image/png' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/messages/upload_image',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildMessagingWorld(ctx);
});
afterAll(() => ctx.close());

describe('a conversation between a guardian and a teacher', () => {
  it('is written, listed, read and answered', async () => {
    const guardian = as('guardian1');
    const teacher = as('teacherA');
    const sent = await guardian.send(world.users.teacherA, 'Bom dia, professora!', { about: world.users.student1.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json();
    expect(message).toMatchObject({ mine: true, body: 'Bom dia, professora!', read_at: null, image: null });
    expect(message.about).toEqual({ id: world.users.student1.id, name: 'Pessoa Teste' });

    expect((await teacher.get('pending')).json()).toEqual({ unread: 1 });
    await ctx.app.jobs.idle();
    const notices = await ctx.app.inject({ url: '/api/notifications', headers: bearer(world.tokens.teacherA) });
    expect(notices.json().notifications[0]).toMatchObject({
      title: `Nova mensagem de ${world.users.guardian1.name}`,
      body: 'Bom dia, professora!',
      link: expect.stringMatching(/^\/[\w-]+\/professor\/mensagens$/),
    });
    const recent = (await teacher.get('recent')).json().messages;
    expect(recent.map((m: { id: string }) => m.id)).toEqual([message.id]);
    const [mailer] = (await teacher.get('mailers_list')).json().mailers;
    expect(mailer).toMatchObject({
      id: message.conversation_id,
      contact: { id: world.users.guardian1.id, role: 'guardian' },
      unread: 1,
      last_message: { body: 'Bom dia, professora!', mine: false, image: false },
    });

    const detail = await teacher.get(`detail?conversation=${message.conversation_id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      conversation: { id: message.conversation_id, can_write: true, contact: { id: world.users.guardian1.id } },
      has_more: false,
      highlight: null,
    });
    expect(detail.json().messages).toHaveLength(1);
    expect((await teacher.get('pending')).json()).toEqual({ unread: 0 });

    ctx.clock.advance(60_000);
    expect((await teacher.send(world.users.guardian1, 'Bom dia! Ana foi muito bem hoje.')).statusCode).toBe(200);
    const read = (await guardian.get(`detail?contact=${world.users.teacherA.id}`)).json();
    expect(read.conversation.about_options).toEqual([{ id: world.users.student1.id, name: 'Pessoa Teste' }]);
    const contacts = (await guardian.get('find_contact')).json().contacts;
    expect(contacts.find((c: { id: string }) => c.id === world.users.teacherA.id).children).toEqual(
      read.conversation.about_options,
    );
    expect(read.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Bom dia, professora!', true],
      ['Bom dia! Ana foi muito bem hoje.', false],
    ]);
    expect(read.messages[0].read_at).not.toBeNull();
  });

  it('refuses what a user can type wrong with 400 and a Portuguese message', async () => {
    const guardian = as('guardian1');
    const empty = await guardian.send(world.users.teacherA, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].message).toBe(MESSAGING_MESSAGES.bodyRequired);
    const long = await guardian.send(world.users.teacherA, 'a'.repeat(4_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].message).toBe(MESSAGING_MESSAGES.bodyTooLong);
    const wrongId = await guardian.post('create', { contact: 'x', body: 'oi' });
    expect(wrongId.statusCode).toBe(400);
    const notMyChild = await guardian.send(world.users.teacherA, 'oi', { about: world.users.student2.id });
    expect(notMyChild.statusCode).toBe(400);
    expect(notMyChild.json().message).toBe(MESSAGING_MESSAGES.aboutNotDependent);
    const aboutByTeacher = await as('teacherA').send(world.users.guardian1, 'oi', { about: world.users.student1.id });
    expect(aboutByTeacher.statusCode).toBe(400);
    expect((await guardian.get('detail')).statusCode).toBe(400);
  });

  it('is shown only to its two people', async () => {
    const [mailer] = (await as('guardian1').get('mailers_list')).json().mailers;
    for (const outsider of ['teacherB', 'coordinator', 'student1', 'foreignTeacher'] as const) {
      expect((await as(outsider).get(`detail?conversation=${mailer.id}`)).statusCode).toBe(404);
    }
  });

  it('pages the older messages', async () => {
    const student = as('student2');
    for (let i = 0; i < MESSAGES_PAGE_SIZE + 2; i++) {
      ctx.clock.advance(1_000);
      expect((await student.send(world.users.teacherA, `Mensagem ${i}`)).statusCode).toBe(200);
    }
    const first = (await student.get(`detail?contact=${world.users.teacherA.id}`)).json();
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(first.messages.at(-1).body).toBe(`Mensagem ${MESSAGES_PAGE_SIZE + 1}`);
    const older = (
      await student.get(`detail?contact=${world.users.teacherA.id}&before=${first.messages[0].id}`)
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['Mensagem 0', 'Mensagem 1']);
    expect(older.has_more).toBe(false);
  });
});

describe('POST /messages/upload_image', () => {
  it("stores an image in the conversation's folder, which only its two people read", async () => {
    const response = await upload(world.tokens.student1, world.users.teacherA.id);
    expect(response.statusCode, response.body).toBe(200);
    const { key, conversation_id } = response.json();
    expect(key).toContain(`/messages/${conversation_id}/`);
    const sent = await as('student1').send(world.users.teacherA, '', { image: key });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().image.key).toBe(key);

    const file = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/storage/storage/get?key=${encodeURIComponent(key)}`,
        headers: bearer(token),
      });
    expect((await file(world.tokens.teacherA)).statusCode).toBe(200);
    expect((await file(world.tokens.student1)).statusCode).toBe(200);
    expect((await file(world.tokens.student2)).statusCode).toBe(404);
    expect((await file(world.tokens.teacherB)).statusCode).toBe(404);
  });

  it('refuses an image for someone the caller may not write to, and what is not an image', async () => {
    expect((await upload(world.tokens.student1, world.users.student2.id)).statusCode).toBe(403);
    expect((await upload(world.tokens.student1, world.users.teacherA.id, TEXT, 'lista.txt')).statusCode).toBe(400);
    expect((await upload(world.tokens.student1, 'nada')).statusCode).toBe(400);
  });

  it('refuses a message showing an image of another conversation', async () => {
    const { key } = (await upload(world.tokens.teacherA, world.users.student1.id)).json();
    const response = await as('teacherA').send(world.users.guardian1, '', { image: key });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGING_MESSAGES.imageNotInConversation);
  });
});

describe('reports', () => {
  it('go from the recipient to the coordinators of the school, with the conversation around them', async () => {
    const sent = (await as('teacherB').send(world.users.guardian3, 'Mensagem imprópria')).json();
    expect((await as('teacherB').post('denounce', { message: sent.id, reason: 'Ofensiva' })).statusCode).toBe(400);
    expect((await as('guardian1').post('denounce', { message: sent.id, reason: 'Ofensiva' })).statusCode).toBe(404);
    expect((await as('guardian3').post('denounce', { message: sent.id, reason: ' ' })).statusCode).toBe(400);
    const reported = await as('guardian3').post('denounce', { message: sent.id, reason: 'Ofensiva' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().message).toBe(MESSAGING_MESSAGES.reported);
    // A second report of the same message is the same report.
    expect((await as('guardian3').post('denounce', { message: sent.id, reason: 'De novo' })).statusCode).toBe(200);
    const again = (await as('guardian3').get(`detail?contact=${world.users.teacherB.id}`)).json();
    expect(again.messages.at(-1).reported).toBe(true);

    const list = await as('coordinator').get('denounce');
    expect(list.statusCode).toBe(200);
    const [report] = list.json().reports;
    expect(list.json().reports).toHaveLength(1);
    expect(report).toMatchObject({
      reason: 'Ofensiva',
      reporter: { id: world.users.guardian3.id },
      message: { id: sent.id, sender: { id: world.users.teacherB.id }, recipient: { id: world.users.guardian3.id } },
    });
    const around = await as('coordinator').get(`detail?report=${report.id}`);
    expect(around.statusCode).toBe(200);
    expect(around.json()).toMatchObject({ highlight: sent.id, conversation: { can_write: false } });
    expect(around.json().messages.map((m: { id: string }) => m.id)).toContain(sent.id);

    expect((await as('coordinatorSouth').get('denounce')).json().reports).toEqual([]);
    expect((await as('coordinatorSouth').get(`detail?report=${report.id}`)).statusCode).toBe(404);
    for (const other of ['teacherA', 'guardian3', 'student1'] as const) {
      expect((await as(other).get('denounce')).statusCode).toBe(403);
      expect((await as(other).get(`detail?report=${report.id}`)).statusCode).toBe(403);
    }
  });
});

describe('one message to many', () => {
  it('sends to every student of the chosen classrooms, each in their own conversation', async () => {
    ctx.clock.advance(60_000);
    const response = await as('teacherA').post('classrooms/create', {
      classrooms: [world.classroomA.id],
      body: 'Amanhã tem passeio!',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: 2, message: 'Mensagem enviada para 2 pessoas.' });
    await ctx.app.jobs.idle();
    for (const student of ['student1', 'student2'] as const) {
      const detail = (await as(student).get(`detail?contact=${world.users.teacherA.id}`)).json();
      expect(detail.messages.at(-1).body).toBe('Amanhã tem passeio!');
      const notices = await ctx.app.inject({ url: '/api/notifications', headers: bearer(world.tokens[student]) });
      expect(notices.json().notifications[0]).toMatchObject({
        body: 'Amanhã tem passeio!',
        link: expect.stringMatching(/\/painel\/mensagens$/),
      });
    }
  });

  it("sends to the chosen students' guardians", async () => {
    const response = await as('teacherA').post('students/create', {
      students: [world.users.student1.id, world.users.student2.id],
      body: 'Reunião de pais na sexta.',
      recipients: 'guardians',
    });
    expect(response.json()).toEqual({ sent: 1, message: 'Mensagem enviada para 1 pessoa.' });
    const mailers = (await as('guardian1').get('mailers_list')).json().mailers;
    expect(mailers[0].last_message.body).toBe('Reunião de pais na sexta.');
  });

  it('lets a coordinator write to the guardians of a classroom of their school', async () => {
    const response = await as('coordinator').post('classrooms/create', {
      classrooms: [world.classroomB.id],
      body: 'Aviso da coordenação',
      recipients: 'guardians',
    });
    expect(response.json().sent).toBe(1);
  });

  it('refuses classrooms and students outside the caller reach, and callers who are not educators', async () => {
    const teacher = as('teacherA');
    const other = await teacher.post('classrooms/create', { classrooms: [world.classroomB.id], body: 'Oi' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGING_MESSAGES.recipientsNotAllowed);
    expect(
      (await teacher.post('classrooms/create', { classrooms: [world.classroomSouth.id], body: 'Oi' })).statusCode,
    ).toBe(403);
    expect(
      (
        await teacher.post('students/create', {
          students: [world.users.student1.id, world.users.student3.id],
          body: 'Oi',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await teacher.post('students/create', { students: [world.users.guardian1.id], body: 'Oi' })).statusCode,
    ).toBe(404);
    const unknown = await teacher.post('classrooms/create', { classrooms: [crypto.randomUUID()], body: 'Oi' });
    expect(unknown.statusCode).toBe(404);
    expect((await teacher.post('classrooms/create', { classrooms: [], body: 'Oi' })).statusCode).toBe(400);
    expect((await teacher.post('students/create', { students: [world.users.student1.id], body: '' })).statusCode).toBe(
      400,
    );
    const coordinator = await as('coordinator').post('classrooms/create', {
      classrooms: [world.classroomA.id],
      body: 'Oi',
    });
    expect(coordinator.statusCode).toBe(403);
    const foreign = await as('foreignTeacher').post('classrooms/create', {
      classrooms: [world.classroomA.id],
      body: 'Oi',
    });
    expect(foreign.statusCode).toBe(404);
    for (const caller of ['student1', 'guardian1', 'admin'] as const) {
      const response = await as(caller).post('classrooms/create', { classrooms: [world.classroomA.id], body: 'Oi' });
      expect(response.statusCode).toBe(403);
      expect(
        (await as(caller).post('students/create', { students: [world.users.student1.id], body: 'Oi' })).statusCode,
      ).toBe(403);
    }
  });
});

describe('who may call each path', () => {
  it('answers 498 without a session and 403 to a role without messages', async () => {
    for (const path of ['find_contact', 'mailers_list', 'recent', 'pending', 'denounce']) {
      const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/messages/${path}` });
      expect(anonymous.statusCode).toBe(498);
      expect((await as('admin').get(path)).statusCode).toBe(403);
    }
    expect((await as('admin').get(`detail?contact=${world.users.teacherA.id}`)).statusCode).toBe(403);
    expect((await as('admin').post('denounce', { message: crypto.randomUUID(), reason: 'x' })).statusCode).toBe(403);
    expect((await upload(world.tokens.admin, world.users.teacherA.id)).statusCode).toBe(403);
  });

  it("keeps each person's counts to themselves", async () => {
    expect((await as('foreignTeacher').get('pending')).json()).toEqual({ unread: 0 });
    expect((await as('foreignTeacher').get('mailers_list')).json().mailers).toEqual([]);
    expect((await as('foreignTeacher').get('recent')).json().messages).toEqual([]);
  });
});

describe("a guardian signed in as their child ('Entrar como')", () => {
  it("reads the child's messages, but writes nothing and leaves them unread", async () => {
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/identity/users/sign_as_student?student_id=${world.users.student1.id}`,
      headers: bearer(world.tokens.guardian1),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const token = opened.json().auth_token as string;
    const delegated = messagingClient(ctx, token);
    ctx.clock.advance(60_000);
    expect((await as('teacherA').send(world.users.student1, 'Parabéns pela prova!')).statusCode).toBe(200);
    const { unread } = (await delegated.get('pending')).json();
    expect(unread).toBeGreaterThan(0);

    const detail = (await delegated.get(`detail?contact=${world.users.teacherA.id}`)).json();
    expect(detail.conversation.can_write).toBe(false);
    expect(detail.messages.at(-1).body).toBe('Parabéns pela prova!');
    expect((await delegated.get('pending')).json().unread).toBe(unread);
    expect((await delegated.get('find_contact')).json().contacts).toEqual([]);

    const refused = await delegated.send(world.users.teacherA, 'Escrito pelo responsável');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGING_MESSAGES.delegatedSession);
    expect((await upload(token, world.users.teacherA.id)).statusCode).toBe(403);
    const last = detail.messages.at(-1).id;
    expect((await delegated.post('denounce', { message: last, reason: 'Teste' })).statusCode).toBe(403);
  });
});
