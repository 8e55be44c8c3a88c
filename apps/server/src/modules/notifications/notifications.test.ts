import { NOTIFICATION_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { createNotifier } from './notifications.service.ts';

let ctx: TestContext;
let platform: PlatformRow;
let other: PlatformRow;
let classroomA: string;
let classroomB: string;
let foreignClassroom: string;
let otherSchoolClassroom: string;
const tokens: Record<string, string> = {};
const people: Record<string, UserRow> = {};

async function person(key: string, target: PlatformRow, role: Parameters<typeof buildUser>[2], options = {}) {
  people[key] = await buildUser(ctx.db, target, role, { username: key, ...options });
  tokens[key] = await signIn(ctx.app, target.slug, key);
}

function send(token: string, fields: Record<string, string>, image?: Buffer, url = '/api/notifications') {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const body = multipart(image ? [...parts, { name: 'image', filename: 'aviso.png', content: image }] : parts);
  return ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const amountOf = async (key: string) => (await get(tokens[key] as string, '/api/notifications/amount')).json().amount;
const listOf = async (key: string, archived = false) =>
  (await get(tokens[key] as string, `/api/notifications?archived=${archived}`)).json().notifications as {
    id: string;
    title: string;
    image_url: string | null;
  }[];

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  other = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  const otherSchool = await buildSchool(ctx.db, platform, 'Outra Escola');
  classroomA = (await buildClassroom(ctx.db, platform, school.id, 6)).id;
  classroomB = (await buildClassroom(ctx.db, platform, school.id, 7)).id;
  otherSchoolClassroom = (await buildClassroom(ctx.db, platform, otherSchool.id, 6)).id;
  const foreignSchool = await buildSchool(ctx.db, other);
  foreignClassroom = (await buildClassroom(ctx.db, other, foreignSchool.id, 6)).id;
  await person('professora', platform, 'school_teacher', { schoolId: school.id, classroomId: classroomA });
  await person('coordenadora', platform, 'school_coordinator', { schoolId: school.id });
  await person('professor-outra', platform, 'school_teacher', { schoolId: otherSchool.id });
  await person('aluno-a', platform, 'school_student', { schoolId: school.id, classroomId: classroomA });
  await person('aluno-b', platform, 'school_student', { schoolId: school.id, classroomId: classroomB });
  await person('aluno-outra', platform, 'school_student', {
    schoolId: otherSchool.id,
    classroomId: otherSchoolClassroom,
  });
  await person('responsavel', platform, 'guardian');
  await person('estranho', other, 'school_teacher', { schoolId: foreignSchool.id });
  await ctx.db.insert(guardianLinks).values({
    platform_id: platform.id,
    guardian_id: people.responsavel?.id as string,
    student_id: people['aluno-a']?.id as string,
  });
});
afterAll(async () => {
  // The stream test's connection (fetch keeps it for reuse) would hold the app's close on PostgreSQL.
  ctx.app.server.closeAllConnections();
  await ctx.close();
});

describe('POST /api/notifications', () => {
  it('answers at once and the job delivers to the classroom’s students and their guardians only', async () => {
    const response = await send(tokens.professora as string, {
      title: 'Reunião',
      body: 'Sexta às 18h.',
      listType: '1',
      classroom_ids: classroomA,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(NOTIFICATION_MESSAGES.created);
    await ctx.app.jobs.idle();
    expect((await listOf('aluno-a')).map((n) => n.title)).toEqual(['Reunião']);
    expect((await listOf('responsavel')).map((n) => n.title)).toEqual(['Reunião']);
    expect(await listOf('aluno-b')).toEqual([]);
    expect(await listOf('professora')).toEqual([]);
    expect(await amountOf('responsavel')).toBe(1);
  });

  it('sends to several classrooms (listType 2), through the jupiter path too, with an image', async () => {
    const response = await send(
      tokens.coordenadora as string,
      {
        title: 'Feira de ciências',
        body: 'Tragam os projetos.',
        listType: '2',
        classroom_ids: `${classroomA},${classroomB}`,
      },
      PNG,
      '/api/jupiter/notifications',
    );
    expect(response.statusCode).toBe(201);
    await ctx.app.jobs.idle();
    const [latest] = await listOf('aluno-b');
    expect(latest?.title).toBe('Feira de ciências');
    expect(latest?.image_url).toMatch(/^\/api\/storage\/files\//);
    expect(await amountOf('aluno-a')).toBe(2);
  });

  it('sends to the educators of the school (listType 3), not to its students nor the sender', async () => {
    expect(
      (await send(tokens.professora as string, { title: 'Conselho de classe', body: 'Quinta.', listType: '3' }))
        .statusCode,
    ).toBe(201);
    await ctx.app.jobs.idle();
    expect((await listOf('coordenadora')).map((n) => n.title)).toContain('Conselho de classe');
    expect((await listOf('professora')).map((n) => n.title)).not.toContain('Conselho de classe');
    expect((await listOf('professor-outra')).map((n) => n.title)).not.toContain('Conselho de classe');
    expect((await listOf('aluno-a')).map((n) => n.title)).not.toContain('Conselho de classe');
  });

  it('refuses classrooms of another school or platform', async () => {
    for (const id of [otherSchoolClassroom, foreignClassroom]) {
      const response = await send(tokens.professora as string, {
        title: 'Aviso',
        body: 'Texto',
        listType: '1',
        classroom_ids: id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(NOTIFICATION_MESSAGES.classroomForeign);
    }
    const mixed = await send(tokens.professora as string, {
      title: 'Aviso',
      body: 'Texto',
      listType: '2',
      classroom_ids: `${classroomA},${otherSchoolClassroom}`,
    });
    expect(mixed.statusCode).toBe(403);
  });

  it('answers 400 with a clear message for what a user can type wrong', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ title: '', body: 'Texto', listType: '1', classroom_ids: classroomA }, NOTIFICATION_MESSAGES.titleRequired],
      [{ title: 'Aviso', body: '', listType: '1', classroom_ids: classroomA }, NOTIFICATION_MESSAGES.bodyRequired],
      [{ title: 'Aviso', body: 'Texto', listType: '9' }, NOTIFICATION_MESSAGES.listTypeInvalid],
      [
        { title: 'Aviso', body: 'Texto', listType: '1', classroom_ids: `${classroomA},${classroomB}` },
        NOTIFICATION_MESSAGES.classroomRequired,
      ],
      [{ title: 'Aviso', body: 'Texto', listType: '2' }, NOTIFICATION_MESSAGES.classroomsRequired],
      [{ title: 'x'.repeat(121), body: 'Texto', listType: '3' }, NOTIFICATION_MESSAGES.titleTooLong],
      [
        { title: 'Aviso', body: 'Texto', listType: '3', link: 'javascript:alert(1)' },
        NOTIFICATION_MESSAGES.linkInvalid,
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await send(tokens.professora as string, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await send(tokens.professora as string, { title: 'Aviso', body: 'Texto', listType: '3' }, Buffer.from('<html>')))
        .statusCode,
    ).toBe(400);
  });

  it('is refused to students, guardians and without a session', async () => {
    for (const key of ['aluno-a', 'responsavel']) {
      const response = await send(tokens[key] as string, {
        title: 'Oi',
        body: 'Oi',
        listType: '1',
        classroom_ids: classroomA,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications' })).statusCode).toBe(498);
  });
});

describe('the inbox: details, archive, delete', () => {
  it('opens a notification (marking it read), archives and deletes only the caller’s own', async () => {
    const id = (await listOf('responsavel')).find((n) => n.title === 'Reunião')?.id as string;
    const before = await amountOf('responsavel');
    const details = await get(tokens.responsavel as string, `/api/notifications/details?id=${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().read).toBe(true);
    expect(await amountOf('responsavel')).toBe(before - 1);

    // Someone who did not receive it learns nothing of it.
    expect((await get(tokens['aluno-outra'] as string, `/api/notifications/details?id=${id}`)).statusCode).toBe(404);
    expect((await get(tokens.estranho as string, `/api/notifications/details?id=${id}`)).statusCode).toBe(404);
    expect((await get(tokens.responsavel as string, '/api/notifications/details?id=abc')).statusCode).toBe(400);

    const archive = (key: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/notifications/archive',
        headers: bearer(tokens[key] as string),
        payload: { id },
      });
    expect((await archive('aluno-outra')).statusCode).toBe(404);
    expect((await archive('responsavel')).json().message).toBe(NOTIFICATION_MESSAGES.archived);
    expect((await listOf('responsavel')).map((n) => n.id)).not.toContain(id);
    expect((await listOf('responsavel', true)).map((n) => n.id)).toContain(id);

    const remove = (key: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/notifications/delete?id=${id}`,
        headers: bearer(tokens[key] as string),
      });
    expect((await remove('estranho')).statusCode).toBe(404);
    expect((await remove('responsavel')).statusCode).toBe(200);
    expect((await listOf('responsavel', true)).map((n) => n.id)).not.toContain(id);
    expect((await remove('responsavel')).statusCode).toBe(404);
  });
});

describe('GET /api/notifications/delivered and /classrooms', () => {
  it('shows the sender what they sent with its audience and read counts', async () => {
    const response = await get(tokens.professora as string, '/api/notifications/delivered');
    expect(response.statusCode).toBe(200);
    const sent = response.json().notifications as {
      title: string;
      recipients: number;
      read: number;
      audience: string[];
    }[];
    const meeting = sent.find((n) => n.title === 'Reunião');
    expect(meeting).toMatchObject({ recipients: 2, read: 1 });
    expect(meeting?.audience[0]).toMatch(/^Turma/);
    expect(sent.map((n) => n.title)).not.toContain('Feira de ciências');
  });

  it('lists the classrooms an educator may notify', async () => {
    const ids = (await get(tokens.professora as string, '/api/notifications/classrooms'))
      .json()
      .classrooms.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual([classroomA, classroomB].sort());
  });

  it('is refused to students and guardians', async () => {
    for (const url of ['/api/notifications/delivered', '/api/notifications/classrooms']) {
      expect((await get(tokens['aluno-a'] as string, url)).statusCode).toBe(403);
      expect((await get(tokens.responsavel as string, url)).statusCode).toBe(403);
    }
  });
});

describe('notification settings', () => {
  const settings = {
    channels: {
      notification: { push: false, email: true },
      schedule: { push: true, email: true },
      message: { push: true, email: false },
      help_center: { push: false, email: false },
    },
    quiet_start: '22:00',
    quiet_end: '07:00',
  };

  it('answers the defaults, then what the guardian saved', async () => {
    const before = await get(tokens.responsavel as string, '/api/guardians/settings/notifications');
    expect(before.json().quiet_start).toBeNull();
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/guardians/settings/notifications',
      headers: bearer(tokens.responsavel as string),
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(tokens.responsavel as string, '/api/guardians/settings/notifications')).json()).toEqual(settings);
    // The same settings under the path every role uses.
    expect((await get(tokens.responsavel as string, '/api/notifications/settings')).json()).toEqual(settings);
  });

  it('refuses a quiet hour that is not HH:MM', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: bearer(tokens['aluno-a'] as string),
      payload: { ...settings, quiet_start: '25:00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].message).toBe(NOTIFICATION_MESSAGES.quietHoursInvalid);
  });

  it('keeps the guardians path to guardians', async () => {
    expect((await get(tokens['aluno-a'] as string, '/api/guardians/settings/notifications')).statusCode).toBe(403);
    expect((await get(tokens.professora as string, '/api/guardians/settings/notifications')).statusCode).toBe(403);
  });
});

describe('notifier.notify', () => {
  const notifier = () => createNotifier(ctx.app.jobs);

  it('delivers only if the caller’s transaction commits, and only to users of that platform', async () => {
    await ctx.db
      .transaction(async (tx) => {
        await notifier().notify(tx, {
          platformId: platform.id,
          userIds: [people['aluno-b']?.id as string],
          kind: 'schedule',
          title: 'Desfeito',
          body: 'Nunca chega.',
          link: null,
        });
        tx.rollback();
      })
      .catch(() => {});
    await ctx.db.transaction((tx) =>
      notifier().notify(tx, {
        platformId: platform.id,
        userIds: [people['aluno-b']?.id as string, people.estranho?.id as string],
        kind: 'schedule',
        title: 'Nova autorização',
        body: 'Assine até sexta.',
        link: `/${platform.slug}/responsavel`,
      }),
    );
    await ctx.app.jobs.idle();
    const titles = (await listOf('aluno-b')).map((n) => n.title);
    expect(titles).toContain('Nova autorização');
    expect(titles).not.toContain('Desfeito');
    expect((await listOf('estranho')).map((n) => n.title)).not.toContain('Nova autorização');
  });
});

describe('GET /api/notifications/stream', () => {
  it('pushes the unread amount now and when a notification arrives; a ticket opens one stream only', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const ticketOf = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/notifications/stream/ticket',
          headers: bearer(tokens['aluno-b'] as string),
        })
      ).json().ticket as string;
    const ticket = await ticketOf();
    const abort = new AbortController();
    const response = await fetch(`${address}/api/notifications/stream?ticket=${ticket}`, { signal: abort.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    async function nextAmount(): Promise<number> {
      for (;;) {
        const match = /event: unread\ndata: (\{.*\})\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1] as string).amount;
        }
        const { value } = await reader.read();
        buffer += decoder.decode(value);
      }
    }
    const start = await nextAmount();
    expect(start).toBe(await amountOf('aluno-b'));
    await send(tokens.professora as string, {
      title: 'Ao vivo',
      body: 'Chegou.',
      listType: '1',
      classroom_ids: classroomB,
    });
    expect(await nextAmount()).toBe(start + 1);
    await reader.cancel();
    abort.abort();

    const reused = await ctx.app.inject({ method: 'GET', url: `/api/notifications/stream?ticket=${ticket}` });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(NOTIFICATION_MESSAGES.ticketInvalid);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/stream/ticket' })).statusCode).toBe(498);
  });
});
