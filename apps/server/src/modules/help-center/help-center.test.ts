import { DEFAULT_HELP_SUBJECTS, HELP_CENTER_MESSAGES, type HelpTicket, type Role } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let foreign: PlatformRow;
let schoolId: string;
let subjectId: number;
const tokens: Record<string, string> = {};

const api = '/api';
const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `${api}${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${api}${url}`, headers: bearer(token), payload });

const createTicket = (token: string, payload: object) => post(token, '/help-center-calls/tickets/create', payload);
const comment = (token: string, payload: object) => post(token, '/help-center-calls/comments/create', payload);
const details = (token: string, ticketId: string) => get(token, `/help_center_calls/details?ticket_id=${ticketId}`);

async function person(key: string, role: Role, on: PlatformRow = platform) {
  const username = `ajuda-${key.toLowerCase()}`;
  await buildUser(ctx.db, on, role, { username, schoolId: on === platform ? schoolId : undefined });
  tokens[key] = await signIn(ctx.app, on.slug, username);
}

async function openTicket(key: string, title = 'Não consigo ver as notas'): Promise<HelpTicket> {
  const response = await createTicket(tokens[key] ?? '', {
    subject_id: subjectId,
    title,
    description: 'A tela de notas fica em branco desde ontem.',
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ ticket: HelpTicket }>().ticket;
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  foreign = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform)).id;
  await person('guardian', 'guardian');
  await person('otherGuardian', 'guardian');
  await person('student', 'school_student');
  await person('teacher', 'school_teacher');
  await person('backOffice', 'back_office');
  await person('schoolAdmin', 'school_admin');
  await person('foreignAdmin', 'back_office', foreign);
  const subjects = await get(tokens.guardian ?? '', '/help_center_calls/subjects');
  subjectId = subjects.json<{ subjects: { id: number }[] }>().subjects[0]?.id ?? 0;
});
afterAll(() => ctx.close());

describe('GET /help_center_calls/subjects', () => {
  it('gives every signed-in role the platform subjects in Portuguese, in order', async () => {
    for (const key of ['guardian', 'student', 'teacher', 'backOffice']) {
      const response = await get(tokens[key] ?? '', '/help_center_calls/subjects');
      expect(response.statusCode).toBe(200);
      expect(response.json().subjects.map((s: { name: string }) => s.name)).toEqual([...DEFAULT_HELP_SUBJECTS]);
    }
  });

  it('keeps each platform its own subjects', async () => {
    const own = (await get(tokens.foreignAdmin ?? '', '/help_center_calls/subjects')).json().subjects;
    expect(own.map((s: { id: number }) => s.id)).not.toContain(subjectId);
  });

  it('refuses a caller without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${api}/help_center_calls/subjects` });
    expect(response.statusCode).toBe(498);
  });
});

describe('POST /help-center-calls/tickets/create', () => {
  it('opens a ticket for any role, numbered per platform and waiting for the back office', async () => {
    const first = await openTicket('guardian');
    expect(first).toMatchObject({
      title: 'Não consigo ver as notas',
      status: 'open',
      subject: { id: subjectId, name: DEFAULT_HELP_SUBJECTS[0] },
      requester: { role: 'guardian' },
      comments_count: 0,
      closed_at: null,
    });
    const next = await openTicket('student');
    expect(next.number).toBe(first.number + 1);
    await openTicket('teacher');
    await openTicket('schoolAdmin');
  });

  it('answers 400 with Portuguese messages for bad input', async () => {
    const empty = await createTicket(tokens.guardian ?? '', { subject_id: subjectId, title: '   ', description: '' });
    expect(empty.statusCode).toBe(400);
    const messages = empty.json().fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([HELP_CENTER_MESSAGES.titleRequired, HELP_CENTER_MESSAGES.descriptionRequired]),
    );
    const long = await createTicket(tokens.guardian ?? '', {
      subject_id: subjectId,
      title: 'x'.repeat(121),
      description: 'ok',
    });
    expect(long.statusCode).toBe(400);
    for (const body of [[], 'texto', { subject_id: 'abc', title: 1, description: {} }, { subject_id: 9.5 }]) {
      expect((await createTicket(tokens.guardian ?? '', body as object)).statusCode).toBe(400);
    }
  });

  it('refuses a subject of another platform', async () => {
    const foreignSubject = (await get(tokens.foreignAdmin ?? '', '/help_center_calls/subjects')).json().subjects[0].id;
    const response = await createTicket(tokens.guardian ?? '', {
      subject_id: foreignSubject,
      title: 'Ajuda',
      description: 'Texto',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(HELP_CENTER_MESSAGES.subjectNotFound);
  });
});

describe('GET /help_center_calls/tickets', () => {
  it("lists only the caller's own tickets, with filters", async () => {
    await openTicket('otherGuardian', 'Outro responsável');
    const mine = await get(tokens.guardian ?? '', '/help_center_calls/tickets');
    expect(mine.statusCode).toBe(200);
    const tickets = mine.json().tickets as HelpTicket[];
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((t) => t.requester.role === 'guardian' && t.title !== 'Outro responsável')).toBe(true);
    const closed = await get(tokens.guardian ?? '', '/help_center_calls/tickets?status=closed');
    expect(closed.json().tickets).toEqual([]);
    expect((await get(tokens.guardian ?? '', '/help_center_calls/tickets?status=perdido')).statusCode).toBe(400);
    expect((await get(tokens.guardian ?? '', '/help_center_calls/tickets?page=0')).statusCode).toBe(400);
  });

  it("gives the back office the platform's queue, searchable by title, name or number", async () => {
    const queue = await get(tokens.backOffice ?? '', '/help_center_calls/tickets?scope=platform&status=open');
    expect(queue.statusCode).toBe(200);
    const all = queue.json().tickets as HelpTicket[];
    expect(new Set(all.map((t) => t.requester.role))).toEqual(
      new Set(['guardian', 'school_student', 'school_teacher', 'school_admin']),
    );
    const found = await get(tokens.backOffice ?? '', '/help_center_calls/tickets?scope=platform&search=outro%20resp');
    expect(found.json().tickets.map((t: HelpTicket) => t.title)).toEqual(['Outro responsável']);
    const byNumber = await get(
      tokens.schoolAdmin ?? '',
      `/help_center_calls/tickets?scope=platform&search=%23${all[0]?.number}`,
    );
    expect(byNumber.json().total).toBe(1);
    const bySubject = await get(
      tokens.backOffice ?? '',
      `/help_center_calls/tickets?scope=platform&subject_id=${subjectId}`,
    );
    expect(bySubject.json().total).toBe(all.length);
  });

  it('refuses the queue to anyone but the back office, and shows no other platform', async () => {
    for (const key of ['guardian', 'student', 'teacher']) {
      const response = await get(tokens[key] ?? '', '/help_center_calls/tickets?scope=platform');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(HELP_CENTER_MESSAGES.queueForBackOffice);
    }
    const foreignQueue = await get(tokens.foreignAdmin ?? '', '/help_center_calls/tickets?scope=platform');
    expect(foreignQueue.json()).toMatchObject({ tickets: [], total: 0 });
  });
});

describe('GET /help_center_calls/details and POST /help-center-calls/comments/create', () => {
  it('runs the conversation: asker writes, back office answers, closes, asker cannot write, back office reopens', async () => {
    const ticket = await openTicket('guardian', 'Conversa completa');
    const guardian = tokens.guardian ?? '';
    const backOffice = tokens.backOffice ?? '';

    const own = await details(guardian, ticket.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ comments: [], policies: { comment: true, close: false, reopen: false } });

    const answer = await comment(backOffice, { ticket_id: ticket.id, comment: 'Limpe o cache e tente de novo.' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      comment: { from_back_office: true, body: 'Limpe o cache e tente de novo.', status_change: null },
      ticket: { status: 'answered', comments_count: 1 },
    });

    await ctx.app.jobs.idle();
    const [notice] = (await get(guardian, '/notifications')).json().notifications;
    expect(notice).toMatchObject({
      title: `Seu chamado #${ticket.number} foi atualizado`,
      body: 'Conversa completa',
      link: `/${platform.slug}/responsavel/ajuda/chamado/${ticket.id}`,
    });

    const reply = await comment(guardian, { ticket_id: ticket.id, comment: 'Ainda não funciona.' });
    expect(reply.json()).toMatchObject({ comment: { from_back_office: false }, ticket: { status: 'open' } });

    const close = await comment(backOffice, { ticket_id: ticket.id, comment: 'Corrigido.', status: 'closed' });
    expect(close.json()).toMatchObject({ comment: { status_change: 'closed' }, ticket: { status: 'closed' } });
    expect(close.json().ticket.closed_at).not.toBeNull();

    const refused = await comment(guardian, { ticket_id: ticket.id, comment: 'Mais uma coisa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HELP_CENTER_MESSAGES.ticketClosed);
    expect((await details(guardian, ticket.id)).json().policies).toEqual({
      comment: false,
      close: false,
      reopen: false,
    });
    expect((await details(backOffice, ticket.id)).json().policies).toEqual({
      comment: true,
      close: false,
      reopen: true,
    });

    const again = await comment(backOffice, { ticket_id: ticket.id, status: 'closed' });
    expect(again.statusCode).toBe(409);
    const reopen = await comment(backOffice, { ticket_id: ticket.id, status: 'open' });
    expect(reopen.json()).toMatchObject({ comment: { body: '', status_change: 'open' }, ticket: { status: 'open' } });
    expect((await comment(guardian, { ticket_id: ticket.id, comment: 'Obrigado!' })).statusCode).toBe(201);

    const conversation = (await details(guardian, ticket.id)).json();
    expect(conversation.comments.map((c: { body: string }) => c.body)).toEqual([
      'Limpe o cache e tente de novo.',
      'Ainda não funciona.',
      'Corrigido.',
      '',
      'Obrigado!',
    ]);
    expect(conversation.ticket.comments_count).toBe(4);
  });

  it('lets only the back office change a status', async () => {
    const ticket = await openTicket('student', 'Quero encerrar');
    const response = await comment(tokens.student ?? '', { ticket_id: ticket.id, status: 'closed' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(HELP_CENTER_MESSAGES.statusForBackOffice);
  });

  it("hides a ticket from everyone but its asker and its platform's back office", async () => {
    const ticket = await openTicket('guardian', 'Particular');
    for (const key of ['otherGuardian', 'student', 'teacher', 'foreignAdmin']) {
      const read = await details(tokens[key] ?? '', ticket.id);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(HELP_CENTER_MESSAGES.ticketNotFound);
      expect((await comment(tokens[key] ?? '', { ticket_id: ticket.id, comment: 'Oi' })).statusCode).toBe(404);
    }
    expect((await details(tokens.schoolAdmin ?? '', ticket.id)).statusCode).toBe(200);
  });

  it("treats an administrator's message on their own ticket as the asker's side", async () => {
    const ticket = await openTicket('schoolAdmin', 'Pergunta da secretaria');
    const response = await comment(tokens.schoolAdmin ?? '', { ticket_id: ticket.id, comment: 'Complemento' });
    expect(response.json()).toMatchObject({ comment: { from_back_office: false }, ticket: { status: 'open' } });
  });

  it('answers 400 for bad input', async () => {
    const ticket = await openTicket('guardian', 'Entrada inválida');
    const guardian = tokens.guardian ?? '';
    expect((await details(guardian, 'nao-e-id')).statusCode).toBe(400);
    const blank = await comment(guardian, { ticket_id: ticket.id, comment: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields[0].message).toBe(HELP_CENTER_MESSAGES.commentRequired);
    expect((await comment(guardian, { ticket_id: ticket.id, comment: 'x'.repeat(5_001) })).statusCode).toBe(400);
    expect((await comment(guardian, { ticket_id: ticket.id, comment: 'ok', status: 'answered' })).statusCode).toBe(400);
    expect((await comment(guardian, { ticket_id: ticket.id, comment: 'ok', extra: 1 })).statusCode).toBe(400);
  });
});
