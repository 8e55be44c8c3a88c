import { SCHEDULE_MESSAGES } from '@ava/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { outbox } from '../mail/outbox.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let classroomId: string;
let otherClassroomId: string;
let foreignClassroomId: string;
let aluno: UserRow;
let irmao: UserRow;
let vizinho: UserRow;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who] ?? ''), payload });

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  const otherSchoolId = (await buildSchool(ctx.db, platform, 'Outra Escola')).id;
  classroomId = (await buildClassroom(ctx.db, platform, schoolId, 3)).id;
  otherClassroomId = (await buildClassroom(ctx.db, platform, schoolId, 4)).id;
  foreignClassroomId = (await buildClassroom(ctx.db, platform, otherSchoolId, 3)).id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId, classroomId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof2', schoolId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'longe', schoolId: otherSchoolId });
  const mae = await buildUser(ctx.db, platform, 'guardian', { username: 'mae', email: 'mae@x.br' });
  const pai = await buildUser(ctx.db, platform, 'guardian', { username: 'pai' });
  const outro = await buildUser(ctx.db, platform, 'guardian', { username: 'outro', email: 'outro@x.br' });
  aluno = await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId, classroomId });
  irmao = await buildUser(ctx.db, platform, 'school_student', { username: 'irmao', schoolId, classroomId });
  vizinho = await buildUser(ctx.db, platform, 'school_student', {
    username: 'vizinho',
    schoolId,
    classroomId: otherClassroomId,
  });
  await ctx.db.insert(guardianLinks).values([
    { platform_id: platform.id, guardian_id: mae.id, student_id: aluno.id },
    { platform_id: platform.id, guardian_id: mae.id, student_id: irmao.id },
    { platform_id: platform.id, guardian_id: pai.id, student_id: aluno.id },
    { platform_id: platform.id, guardian_id: outro.id, student_id: vizinho.id },
  ]);
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_teacher', {
    username: 'prof',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  for (const who of ['prof', 'prof2', 'longe', 'mae', 'pai', 'outro', 'aluno']) {
    tokens[who] = await signIn(ctx.app, platform.slug, who);
  }
  tokens.estrangeiro = await signIn(ctx.app, other.slug, 'prof');
});
afterAll(() => ctx.close());

const day = (offsetDays: number, hour = 12) =>
  new Date(Date.UTC(2026, 2, 2 + offsetDays, hour)).toISOString().replace('.000Z', '-00:00');

/** An item written through the four steps and published. */
async function publish(type: string, content: object, options: { classrooms?: string[]; endIn?: number } = {}) {
  const classroom_ids = options.classrooms ?? [classroomId];
  const created = await call('prof', 'POST', '/schedules/create', { type, title: `Item ${type}`, classroom_ids });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as string;
  const intro = await call('prof', 'PATCH', '/schedules/intro/update', {
    schedule_id: id,
    title: `Passeio; ao museu, ${type}`,
    classroom_ids,
    start_date: day(options.endIn ?? 5),
    end_date: day(options.endIn ?? 5, 18),
    location: 'Museu',
  });
  expect(intro.statusCode, intro.body).toBe(200);
  const body = await call('prof', 'PATCH', '/schedules/content/update', {
    schedule_id: id,
    content: '<p>Texto</p>',
    ...content,
  });
  expect(body.statusCode, body.body).toBe(200);
  const published = await call('prof', 'PATCH', '/schedules/status/publish', { schedule_id: id });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

/** The code of the latest code mail (the guardian also gets the publications' notification mails). */
const lastCode = async (to: string) => {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.subject, SCHEDULE_MESSAGES.codeMailSubject)))
    .orderBy(desc(outbox.created_at))
    .limit(1);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
};

describe('the educator writes agenda items in steps', () => {
  it('creates a draft for classrooms of their school, and refuses other schools', async () => {
    const created = await call('prof', 'POST', '/schedules/create', {
      type: 'E',
      title: 'Festa',
      classroom_ids: [classroomId],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      status: 3,
      type: 'E',
      classroom_ids: [classroomId],
      policies: { publish: true },
    });
    const foreign = await call('prof', 'POST', '/schedules/create', {
      type: 'E',
      title: 'x',
      classroom_ids: [foreignClassroomId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Escolha turmas da sua escola.');
    const abroad = await call('estrangeiro', 'POST', '/schedules/create', {
      type: 'E',
      title: 'x',
      classroom_ids: [classroomId],
    });
    expect(abroad.statusCode).toBe(400);
  });

  it('refuses the guardian and the student, and a wrong type or a reversed date range', async () => {
    for (const who of ['mae', 'aluno']) {
      const refused = await call(who, 'POST', '/schedules/create', {
        type: 'E',
        title: 'x',
        classroom_ids: [classroomId],
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await call('prof', 'POST', '/schedules/create', { type: 'X', title: 'x', classroom_ids: [classroomId] }))
        .statusCode,
    ).toBe(400);
    const created = await call('prof', 'POST', '/schedules/create', {
      type: 'N',
      title: 'Recado',
      classroom_ids: [classroomId],
    });
    const reversed = await call('prof', 'PATCH', '/schedules/intro/update', {
      schedule_id: created.json().id,
      title: 'Recado',
      classroom_ids: [classroomId],
      start_date: day(3),
      end_date: day(2),
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('keeps survey questions and the authorization text, sanitises the rich text, and adds messages', async () => {
    const created = await call('prof', 'POST', '/schedules/create', {
      type: 'S',
      title: 'Enquete',
      classroom_ids: [classroomId],
    });
    const id = created.json().id;
    const empty = await call('prof', 'PATCH', '/schedules/content/update', { schedule_id: id, content: '<p>x</p>' });
    expect(empty.json().message).toBe('A enquete precisa de ao menos uma pergunta com duas opções.');
    const content = await call('prof', 'PATCH', '/schedules/content/update', {
      schedule_id: id,
      content: '<p>Oi<script>alert(1)</script></p>',
      questions: [{ text: 'Qual dia?', options: ['Sexta', 'Sábado'] }],
    });
    expect(content.json()).toMatchObject({
      content: '<p>Oi</p>',
      questions: [{ text: 'Qual dia?', options: ['Sexta', 'Sábado'] }],
    });
    const message = await call('prof', 'PATCH', '/schedules/messages/create', {
      schedule_id: id,
      message: 'Respondam até sexta.',
    });
    expect(message.json().messages).toMatchObject([{ message: 'Respondam até sexta.' }]);
    const choices = (await call('prof', 'GET', '/schedules/classrooms'))
      .json()
      .classrooms.map((c: { id: string }) => c.id);
    expect(choices.sort()).toEqual([classroomId, otherClassroomId].sort());
    expect((await call('mae', 'GET', '/schedules/classrooms')).statusCode).toBe(403);
    const edit = await call('prof', 'GET', `/schedules/details/edit?schedule_id=${id}`);
    expect(edit.json()).toMatchObject({
      type: 'S',
      classroom_ids: [classroomId],
      messages: [{ message: 'Respondam até sexta.' }],
    });
    const incomplete = await call('prof', 'PATCH', '/schedules/status/publish', { schedule_id: id });
    expect(incomplete.json().message).toBe('Preencha as datas e o conteúdo antes de publicar.');
  });

  it('shows another educator’s item to nobody but its author', async () => {
    const id = await publish('N', {});
    for (const url of [`/schedules/details?schedule_id=${id}`, `/schedules/details/edit?schedule_id=${id}`]) {
      expect((await call('prof2', 'GET', url)).statusCode).toBe(404);
      expect((await call('mae', 'GET', url)).statusCode).toBe(403);
    }
    for (const change of ['draft', 'finish', 'archive']) {
      expect((await call('prof2', 'PATCH', `/schedules/status/${change}`, { schedule_id: id })).statusCode).toBe(404);
    }
    expect(
      (await call('prof2', 'PATCH', '/schedules/messages/create', { schedule_id: id, message: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('statuses', () => {
  it('publishes, returns to draft while unanswered, finishes, archives; deletes only drafts', async () => {
    const id = await publish('E', {});
    expect(
      (
        await call('prof', 'PATCH', '/schedules/intro/update', {
          schedule_id: id,
          title: 'x',
          classroom_ids: [classroomId],
          start_date: day(1),
          end_date: day(2),
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('prof', 'DELETE', `/schedules/status/delete?schedule_id=${id}`)).json().message).toBe(
      'Somente rascunhos podem ser excluídos; arquive os itens publicados.',
    );
    expect((await call('prof', 'PATCH', '/schedules/status/draft', { schedule_id: id })).json().status).toBe(3);
    expect((await call('prof', 'PATCH', '/schedules/status/publish', { schedule_id: id })).json().status).toBe(1);
    expect((await call('prof', 'PATCH', '/schedules/status/finish', { schedule_id: id })).json().status).toBe(4);
    expect((await call('prof', 'PATCH', '/schedules/status/publish', { schedule_id: id })).statusCode).toBe(409);
    expect((await call('prof', 'PATCH', '/schedules/status/archive', { schedule_id: id })).json()).toMatchObject({
      status: 5,
      policies: { edit: false, publish: false, draft: false, finish: false, archive: false, delete: false },
    });
    const draft = await call('prof', 'POST', '/schedules/create', {
      type: 'R',
      title: 'Lembrança',
      classroom_ids: [classroomId],
    });
    expect((await call('mae', 'DELETE', `/schedules/status/delete?schedule_id=${draft.json().id}`)).statusCode).toBe(
      403,
    );
    expect((await call('prof', 'DELETE', `/schedules/status/delete?schedule_id=${draft.json().id}`)).json()).toEqual({
      ok: true,
    });
    expect((await call('prof', 'GET', `/schedules/details?schedule_id=${draft.json().id}`)).statusCode).toBe(404);
  });

  it('notifies each guardian of the audience once when published, and nobody again on republishing', async () => {
    const titlesOf = async (who: string) => {
      await ctx.app.jobs.idle();
      const list = await call(who, 'GET', '/notifications');
      return (list.json().notifications as { title: string; link: string | null }[]).filter((item) =>
        item.title.startsWith('Autorização: Passeio'),
      );
    };
    const id = await publish('A', { authorization_text: 'Autorizo a saída.' });
    const [forMother, ...more] = await titlesOf('mae');
    expect(more).toEqual([]);
    expect(forMother).toMatchObject({
      title: 'Autorização: Passeio; ao museu, A',
      link: `/${platform.slug}/responsavel/agenda`,
    });
    expect(await titlesOf('pai')).toHaveLength(1);
    expect(await titlesOf('outro')).toEqual([]);
    expect((await call('prof', 'PATCH', '/schedules/status/draft', { schedule_id: id })).statusCode).toBe(200);
    expect((await call('prof', 'PATCH', '/schedules/status/publish', { schedule_id: id })).statusCode).toBe(200);
    expect(await titlesOf('mae')).toHaveLength(1);
  });

  it('lists the educator’s items with every status and type when no filter is given', async () => {
    const all = (await call('prof', 'GET', '/schedules')).json();
    expect(new Set(all.schedules.map((s: { status: number }) => s.status))).toEqual(new Set([1, 3, 5]));
    const archived = (await call('prof', 'GET', '/schedules?status=5')).json();
    expect(archived.schedules.every((s: { status: number }) => s.status === 5)).toBe(true);
    const surveys = (await call('prof', 'GET', '/schedules?type=S,A&status=')).json();
    expect(surveys.schedules.every((s: { type: string }) => s.type === 'S' || s.type === 'A')).toBe(true);
    expect((await call('prof', 'GET', '/schedules?status=9')).statusCode).toBe(400);
    expect((await call('prof2', 'GET', '/schedules')).json().total).toBe(0);
    expect((await call('pai', 'GET', '/schedules')).statusCode).toBe(403);
  });
});

describe('the guardian reads and answers', () => {
  it('sees an item once per child, and only for their own children', async () => {
    const id = await publish('N', {});
    const mine = (await call('mae', 'GET', '/schedules/guardian')).json();
    const ofItem = mine.schedules.filter((s: { schedule_id: string }) => s.schedule_id === id);
    expect(ofItem.map((s: { student: { id: string } }) => s.student.id).sort()).toEqual([aluno.id, irmao.id].sort());
    expect(ofItem[0]).toMatchObject({ status: 1, read: false, type: 'N' });
    const outro = (await call('outro', 'GET', '/schedules/guardian')).json();
    expect(outro.schedules.some((s: { schedule_id: string }) => s.schedule_id === id)).toBe(false);
    expect(
      (await call('outro', 'GET', `/schedules/guardian/details?schedule_id=${id}&student_id=${aluno.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('outro', 'GET', `/schedules/guardian/details?schedule_id=${id}&student_id=${vizinho.id}`)).statusCode,
    ).toBe(404);
    expect((await call('prof', 'GET', '/schedules/guardian')).statusCode).toBe(403);
  });

  it('marks an item read when opened; the educator sees who read it', async () => {
    const id = await publish('E', {});
    const opened = await call('mae', 'GET', `/schedules/guardian/details?schedule_id=${id}&student_id=${aluno.id}`);
    expect(opened.json()).toMatchObject({ read: true, status: 3, content: '<p>Texto</p>', can_reply: false });
    const details = (await call('prof', 'GET', `/schedules/details?schedule_id=${id}`)).json();
    expect(details).toMatchObject({ recipients: 3, read: 1 });
    const read = details.people.filter((p: { read_at: string | null }) => p.read_at);
    expect(read).toMatchObject([{ student: { id: aluno.id }, guardian: { name: 'Pessoa Teste' } }]);
  });

  it('filters by guardian status, type, child, favourite and dates; archives and favourites per child', async () => {
    const id = await publish('R', {});
    const ref = { schedule_id: id, student_id: irmao.id };
    expect(
      (await call('mae', 'PATCH', '/schedules/guardian/favorite', { ...ref, favorite: true })).json().favorite,
    ).toBe(true);
    const favorites = (await call('mae', 'GET', '/schedules/guardian?favorite=true')).json();
    expect(favorites.schedules.map((s: { id: string }) => s.id)).toEqual([`${id}:${irmao.id}`]);
    expect((await call('mae', 'PATCH', '/schedules/guardian/archive', { ...ref, archived: true })).json().status).toBe(
      5,
    );
    const archived = (await call('mae', 'GET', '/schedules/guardian?status=5')).json();
    expect(archived.schedules.map((s: { id: string }) => s.id)).toEqual([`${id}:${irmao.id}`]);
    const pending = (await call('mae', 'GET', `/schedules/guardian?status=1,2&type=R&student_id=${aluno.id}`)).json();
    expect(pending.schedules.map((s: { id: string }) => s.id)).toContain(`${id}:${aluno.id}`);
    const march = (await call('mae', 'GET', `/schedules/guardian?from=${day(-1)}&to=${day(1)}`)).json();
    expect(march.schedules.some((s: { schedule_id: string }) => s.schedule_id === id)).toBe(false);
    expect((await call('outro', 'PATCH', '/schedules/guardian/favorite', { ...ref, favorite: true })).statusCode).toBe(
      404,
    );
    expect((await call('prof', 'PATCH', '/schedules/guardian/archive', { ...ref, archived: true })).statusCode).toBe(
      403,
    );
  });

  it('turns urgent two days before an answer is due, and finished after the end', async () => {
    const questions = [{ text: 'Vai?', options: ['Sim', 'Não'] }];
    const soon = await publish('S', { questions }, { endIn: 1 });
    const item = await call('pai', 'GET', `/schedules/guardian/details?schedule_id=${soon}&student_id=${aluno.id}`);
    expect(item.json()).toMatchObject({ status: 2, can_reply: true });
    const past = await publish('S', { questions }, { endIn: -2 });
    const later = await call('pai', 'GET', `/schedules/guardian/details?schedule_id=${past}&student_id=${aluno.id}`);
    expect(later.json()).toMatchObject({ status: 4, can_reply: false });
    const question = later.json().questions[0];
    const reply = await call('pai', 'PATCH', '/schedules/guardian/reply', {
      schedule_id: past,
      student_id: aluno.id,
      answers: [{ question_id: question.id, option_ids: [question.options[0].id] }],
    });
    expect(reply.json().message).toBe('Este item não está aberto para respostas.');
  });

  it('answers a survey once, with options of its questions; the educator sees the tally', async () => {
    const id = await publish('S', {
      questions: [{ text: 'Qual lanche?', multiple: false, options: ['Fruta', 'Suco', 'Bolo'] }],
    });
    const item = (
      await call('mae', 'GET', `/schedules/guardian/details?schedule_id=${id}&student_id=${aluno.id}`)
    ).json();
    const [question] = item.questions;
    const ref = { schedule_id: id, student_id: aluno.id };
    const two = await call('mae', 'PATCH', '/schedules/guardian/reply', {
      ...ref,
      answers: [{ question_id: question.id, option_ids: [question.options[0].id, question.options[1].id] }],
    });
    expect(two.json().message).toBe('Escolha apenas uma opção nesta pergunta.');
    const none = await call('mae', 'PATCH', '/schedules/guardian/reply', { ...ref, answers: [] });
    expect(none.json().message).toBe('Responda todas as perguntas da enquete.');
    const foreign = await call('mae', 'PATCH', '/schedules/guardian/reply', {
      ...ref,
      answers: [{ question_id: question.id, option_ids: [crypto.randomUUID()] }],
    });
    expect(foreign.statusCode).toBe(400);
    const answered = await call('mae', 'PATCH', '/schedules/guardian/reply', {
      ...ref,
      answers: [{ question_id: question.id, option_ids: [question.options[2].id] }],
    });
    expect(answered.json()).toMatchObject({ status: 3, answers: [question.options[2].id], can_reply: false });
    const again = await call('mae', 'PATCH', '/schedules/guardian/reply', {
      ...ref,
      answers: [{ question_id: question.id, option_ids: [question.options[0].id] }],
    });
    expect(again.statusCode).toBe(409);
    const details = (await call('prof', 'GET', `/schedules/details?schedule_id=${id}`)).json();
    expect(details.questions[0].options.map((o: { answers: number }) => o.answers)).toEqual([0, 0, 1]);
    expect(details.answered).toBe(1);
    expect((await call('prof', 'PATCH', '/schedules/status/draft', { schedule_id: id })).json().message).toBe(
      'Este item já foi respondido e não pode voltar a rascunho.',
    );
    const note = await publish('N', {});
    const wrong = await call('mae', 'PATCH', '/schedules/guardian/reply', {
      schedule_id: note,
      student_id: aluno.id,
      decision: 'refused',
    });
    expect(wrong.json().message).toBe('Este tipo de item não recebe respostas.');
  });
});

describe('authorizations signed with a code', () => {
  const authorization = { authorization_text: 'Autorizo meu filho a participar do passeio.' };

  it('refuses without a code, authorizes only with the mailed code', async () => {
    const id = await publish('A', authorization);
    const ref = { schedule_id: id, student_id: irmao.id };
    const direct = await call('mae', 'PATCH', '/schedules/guardian/reply', { ...ref, decision: 'authorized' });
    expect(direct.json().message).toBe('Para autorizar, assine com o código enviado ao seu e-mail.');
    const noCode = await call('mae', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code: '123456' });
    expect(noCode.json().message).toBe('Peça um código antes de assinar.');
    const sent = await call('mae', 'PATCH', '/schedules/authorizations/generate-code', ref);
    expect(sent.json()).toMatchObject({ sent_to: 'm**@x.br' });
    expect(new Date(sent.json().expires_at).getTime() - ctx.clock.now().getTime()).toBe(10 * 60_000);
    expect((await call('mae', 'PATCH', '/schedules/authorizations/generate-code', ref)).statusCode).toBe(429);
    const code = await lastCode('mae@x.br');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('mae', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code: wrongCode });
    expect(wrong.json().message).toBe('O código digitado é inválido.');
    expect((await call('pai', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code })).statusCode).toBe(
      404,
    );
    expect((await call('prof', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code })).statusCode).toBe(
      403,
    );
    const signed = await call('mae', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code });
    expect(signed.json()).toMatchObject({ decision: 'authorized', status: 3, can_reply: false });
    const refused = await call('mae', 'PATCH', '/schedules/guardian/reply', {
      schedule_id: id,
      student_id: aluno.id,
      decision: 'refused',
    });
    expect(refused.json()).toMatchObject({ decision: 'refused' });
    const people = (await call('prof', 'GET', `/schedules/details?schedule_id=${id}`)).json().people;
    const decisions = Object.fromEntries(
      people.map((p: { guardian: { id: string }; student: { id: string }; decision: string | null }) => [
        `${p.student.id}`,
        p.decision,
      ]),
    );
    expect(decisions[irmao.id]).toBe('authorized');
  });

  it('lets a code expire after 10 minutes and stops after 5 wrong tries', async () => {
    const id = await publish('A', authorization);
    const ref = { schedule_id: id, student_id: aluno.id };
    await call('mae', 'PATCH', '/schedules/authorizations/generate-code', ref);
    let code = await lastCode('mae@x.br');
    ctx.clock.advance(11 * 60_000);
    expect(
      (await call('mae', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code })).json().message,
    ).toBe('O código expirou. Peça um novo código.');
    await call('mae', 'PATCH', '/schedules/authorizations/generate-code', ref);
    code = await lastCode('mae@x.br');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await call('mae', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code: wrongCode });
    }
    expect(
      (await call('mae', 'PATCH', '/schedules/authorizations/validate-code', { ...ref, code })).json().message,
    ).toBe('Tentativas esgotadas. Peça um novo código.');
    expect((await call('pai', 'PATCH', '/schedules/authorizations/generate-code', ref)).json().message).toBe(
      'Cadastre um e-mail no seu perfil para receber o código de assinatura.',
    );
    const note = await publish('N', {});
    expect(
      (
        await call('mae', 'PATCH', '/schedules/authorizations/generate-code', {
          schedule_id: note,
          student_id: aluno.id,
        })
      ).json().message,
    ).toBe('Este item não é uma autorização.');
  });
});

describe('the iCalendar feed', () => {
  it('serves the guardian’s items at a secret address, escaped and folded; a new address revokes the old', async () => {
    const first = (await call('mae', 'GET', '/schedules/guardian/feed')).json().url as string;
    expect(first).toMatch(/^http:\/\/ava\.teste\/api\/schedules\/feed\/[\w-]{43}\.ics$/);
    expect((await call('mae', 'GET', '/schedules/guardian/feed')).json().url).toBe(first);
    expect((await call('prof', 'GET', '/schedules/guardian/feed')).statusCode).toBe(403);
    const path = new URL(first).pathname;
    const feed = await ctx.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.body).toContain('SUMMARY:Passeio\\; ao museu\\, E (Pessoa Teste)');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const renewed = (await call('mae', 'PATCH', '/schedules/guardian/feed')).json().url as string;
    expect(renewed).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(200);
  });
});

describe('guardian_access', () => {
  it('closes the guardian agenda when the theme turns it off', async () => {
    await ctx.db
      .update(platforms)
      .set({ theme: { configs: { guardian_access: false } } })
      .where(and(eq(platforms.id, platform.id)));
    const refused = await call('mae', 'GET', '/schedules/guardian');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A área do responsável não está disponível nesta plataforma.');
    await ctx.db.update(platforms).set({ theme: {} }).where(eq(platforms.id, platform.id));
    expect((await call('mae', 'GET', '/schedules/guardian')).statusCode).toBe(200);
  });
});
