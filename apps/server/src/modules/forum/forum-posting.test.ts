import type { ForumComment, ForumList } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { buildForumWorld, type ForumWorld } from './forum.fixture.ts';
import { forumComments } from './forum.tables.ts';

let w: ForumWorld;
let forumId: string;

beforeAll(async () => {
  w = await buildForumWorld();
  forumId = (await w.newActivity()).id;
});
afterAll(() => w.ctx.close());

const energyOf = async (id: string) =>
  (await w.db.select({ energy: users.interactive_map_energy }).from(users).where(eq(users.id, id)))[0]?.energy;
const storedCount = async () => (await w.db.select({ id: forumComments.id }).from(forumComments)).length;

describe('POST /api/forum_comments/new', () => {
  it('stores a student comment, answers it with its author and raises a targeted energy event', async () => {
    await w.db.update(users).set({ interactive_map_energy: 50 }).where(eq(users.id, w.people.ana.id));
    const response = await w.api.post('ana', { activity: forumId, comment: '<p>Olá, <strong>turma</strong>!</p>' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ comment: ForumComment; energy: number | null }>();
    expect(body.comment).toMatchObject({
      main_comment: 0,
      comment: '<p>Olá, <strong>turma</strong>!</p>',
      anonymous: false,
      author: { id: w.people.ana.id, name: 'Ana Souza' },
      mine: true,
      favorite: false,
      applause: 0,
      applauded: false,
      reached_purpose: false,
      can_remove: true,
      sub_comments: [],
    });
    expect(body.comment.id).toBeGreaterThan(0);
    expect(body.energy).toBe(60);
    expect(await energyOf(w.people.ana.id)).toBe(60);
  });

  it('raises no energy when ignore_energy is set, nor for an educator', async () => {
    const student = await w.api.post('ana', { activity: forumId, comment: '<p>sem energia</p>', ignore_energy: true });
    expect(student.statusCode).toBe(201);
    expect(student.json().energy).toBeNull();
    expect(await energyOf(w.people.ana.id)).toBe(60);
    const teacher = await w.api.post('teresa', { activity: forumId, comment: '<p>Bem-vindos!</p>' });
    expect(teacher.statusCode).toBe(201);
    expect(teacher.json().energy).toBeNull();
  });

  it('threads replies under the top-level comment, also when answering a reply', async () => {
    const root = await w.comment('ana', forumId, 'pergunta');
    const reply = await w.api.post('bia', { activity: forumId, main_comment: root, comment: '<p>resposta</p>' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().comment.main_comment).toBe(root);
    const nested = await w.api.post('teresa', {
      activity: forumId,
      main_comment: reply.json().comment.id,
      comment: '<p>isso!</p>',
    });
    expect(nested.json().comment.main_comment).toBe(root);
  });

  it('keeps each of many concurrent posts (written together) with its own author, thread and answer', async () => {
    const activity = (await w.newActivity()).id;
    const root = await w.comment('teresa', activity, 'raiz');
    const posts = Array.from({ length: 30 }, (_, i) => ({
      who: i % 2 ? ('ana' as const) : ('bia' as const),
      payload: { activity, comment: `<p>n${i}</p>`, main_comment: i % 3 === 0 ? root : i === 7 ? 999_999 : 0 },
    }));
    const responses = await Promise.all(posts.map((post) => w.api.post(post.who, post.payload)));
    for (const [i, response] of responses.entries()) {
      const post = posts[i] as (typeof posts)[number];
      if (i === 7) {
        expect(response.statusCode).toBe(404);
        continue;
      }
      expect(response.statusCode).toBe(201);
      expect(response.json().comment).toMatchObject({
        comment: `<p>n${i}</p>`,
        main_comment: post.payload.main_comment,
        author: { name: post.who === 'ana' ? 'Ana Souza' : 'Bia Castro' },
      });
    }
    const ids = responses.filter((r) => r.statusCode === 201).map((r) => r.json().comment.id);
    expect(new Set(ids).size).toBe(29);
  });

  it('refuses a reply to a comment of another forum or to no comment at all', async () => {
    const elsewhere = await w.comment('ana', (await w.newActivity()).id, 'outro fórum');
    for (const main_comment of [elsewhere, 999_999]) {
      const response = await w.api.post('ana', { activity: forumId, main_comment, comment: '<p>x</p>' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Comentário não encontrado.');
    }
  });

  it('stores a comment holding scripts, handlers and javascript: links inert', async () => {
    const attack =
      '<p onclick="alert(1)">oi<script>alert(document.cookie)</script></p>' +
      '<img src=x onerror="alert(1)"><img src="/api/storage/storage/get?key=a.png" onerror="alert(2)" alt="foto">' +
      '<a href="javascript:alert(1)">clique</a><a href="https://escola.br" onmouseover="alert(3)">site</a>' +
      '<iframe src="https://evil.example/x"></iframe><svg onload="alert(4)"></svg>' +
      '<p style="background:url(javascript:alert(5));color:red">cor</p>';
    const response = await w.api.post('ana', { activity: forumId, comment: attack });
    expect(response.statusCode).toBe(201);
    const [row] = await w.db
      .select({ body: forumComments.body })
      .from(forumComments)
      .where(eq(forumComments.id, response.json().comment.id));
    // The storage image names no stored file of Ana's: it goes too (see forum-files.test.ts).
    expect(row?.body).toBe(
      '<p>oi</p><a>clique</a>' +
        '<a href="https://escola.br" target="_blank" rel="noopener noreferrer nofollow">site</a>' +
        '<p style="color:red">cor</p>',
    );
    expect(response.json().comment.comment).toBe(row?.body);
  });

  it('refuses bad input with a 400 in Portuguese and stores nothing', async () => {
    const before = await storedCount();
    const cases: [object, string][] = [
      [{ comment: '<p>x</p>' }, 'Verifique as informações e tente novamente.'],
      [{ activity: 'nao-e-id', comment: '<p>x</p>' }, 'Verifique as informações e tente novamente.'],
      [{ activity: forumId, comment: '' }, 'Verifique as informações e tente novamente.'],
      [{ activity: forumId, comment: 42 }, 'Verifique as informações e tente novamente.'],
      [{ activity: forumId, comment: '<p>x</p>', main_comment: -1 }, 'Verifique as informações e tente novamente.'],
      [{ activity: forumId, comment: '<p>x</p>', anonymous: 'sim' }, 'Verifique as informações e tente novamente.'],
      [{ activity: forumId, comment: `<p>${'a'.repeat(20_001)}</p>` }, 'Verifique as informações e tente novamente.'],
      [{ activity: forumId, comment: '<p> </p><script>alert(1)</script>' }, 'Escreva um comentário.'],
    ];
    for (const [payload, message] of cases) {
      const response = await w.api.post('ana', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const tooLong = await w.api.post('ana', { activity: forumId, comment: 'a'.repeat(20_001) });
    expect(tooLong.json().fields).toContainEqual({
      field: 'body.comment',
      message: 'O comentário pode ter no máximo 20000 caracteres.',
    });
    const badTrail = await w.api.post('ana', { activity: forumId, comment: '<p>x</p>' }, 'a b');
    expect(badTrail.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a field it does not know, naming it, instead of dropping it silently', async () => {
    const before = await storedCount();
    const response = await w.api.post('ana', { activity: forumId, comment: '<p>oi</p>', pinned: true, author: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Verifique as informações e tente novamente.');
    expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'body.pinned',
      'body.author',
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses whoever may not write in the forum', async () => {
    const before = await storedCount();
    const payload = { activity: forumId, comment: '<p>intruso</p>' };
    const refusals: [Parameters<ForumWorld['api']['post']>[0], number, string][] = [
      ['caio', 404, 'Atividade não encontrada.'],
      ['fabio', 404, 'Atividade não encontrada.'],
      ['otavio', 403, 'Não foi possível concluir a sua requisição.'],
      ['gabriel', 403, 'Não foi possível concluir a sua requisição.'],
    ];
    for (const [who, status, message] of refusals) {
      const response = await w.api.post(who, payload);
      expect(response.statusCode, who).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a student once the activity expired, but lets its teacher answer', async () => {
    const expired = await w.newActivity({ end_time: new Date(w.ctx.clock.now().getTime() - 60_000) });
    const student = await w.api.post('ana', { activity: expired.id, comment: '<p>atrasada</p>' });
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBe('Atividade Expirada');
    expect((await w.api.post('teresa', { activity: expired.id, comment: '<p>encerrado</p>' })).statusCode).toBe(201);
  });

  it("counts a student's first comment in a forum activity as their delivery, and no one else's", async () => {
    const forum = await w.newActivity();
    const essay = await w.newActivity({ kind: 'essay', config: { forum: true } });
    const firstAt = w.ctx.clock.now();
    expect((await w.api.post('ana', { activity: forum.id, comment: '<p>primeira</p>' })).statusCode).toBe(201);
    w.ctx.clock.advance(60_000);
    expect((await w.api.post('ana', { activity: forum.id, comment: '<p>segunda</p>' })).statusCode).toBe(201);
    expect((await w.api.post('teresa', { activity: forum.id, comment: '<p>professora</p>' })).statusCode).toBe(201);
    expect((await w.api.post('ana', { activity: essay.id, comment: '<p>dúvida</p>' })).statusCode).toBe(201);

    expect(await w.assignment(forum.id, w.people.ana.id)).toEqual({ status: 3, delivered: firstAt });
    expect((await w.assignment(forum.id, w.people.bia.id))?.status).toBe(1);
    expect((await w.assignment(essay.id, w.people.ana.id))?.status).toBe(1);
  });

  it('refuses a student once the teacher concluded or archived the activity, but lets its teacher answer', async () => {
    const now = w.ctx.clock.now();
    for (const closed of [{ concluded_at: now }, { archived_at: now }]) {
      const activity = await w.newActivity(closed);
      const student = await w.api.post('ana', { activity: activity.id, comment: '<p>depois</p>' });
      expect(student.statusCode).toBe(403);
      expect(student.json().message).toBe('Este fórum foi encerrado pelo professor e não recebe mais comentários.');
      expect((await w.api.post('teresa', { activity: activity.id, comment: '<p>resumo</p>' })).statusCode).toBe(201);
    }
  });

  it('refuses a student the moment the activity is concluded, and anyone once it is removed, though access was just checked', async () => {
    const activity = await w.newActivity();
    expect((await w.api.post('ana', { activity: activity.id, comment: '<p>antes</p>' })).statusCode).toBe(201);
    expect((await w.api.post('teresa', { activity: activity.id, comment: '<p>antes</p>' })).statusCode).toBe(201);
    await w.db.update(activities).set({ concluded_at: w.ctx.clock.now() }).where(eq(activities.id, activity.id));
    const student = await w.api.post('ana', { activity: activity.id, comment: '<p>depois</p>' });
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBe('Este fórum foi encerrado pelo professor e não recebe mais comentários.');
    await w.db.delete(activities).where(eq(activities.id, activity.id));
    const teacher = await w.api.post('teresa', { activity: activity.id, comment: '<p>depois</p>' });
    expect(teacher.statusCode).toBe(404);
  });

  it('refuses a student removed from the activity, though their access was just checked', async () => {
    const activity = await w.newActivity();
    expect((await w.api.post('bia', { activity: activity.id, comment: '<p>antes</p>' })).statusCode).toBe(201);
    await w.db
      .delete(activityStudents)
      .where(and(eq(activityStudents.activity_id, activity.id), eq(activityStudents.student_id, w.people.bia.id)));
    const after = await w.api.post('bia', { activity: activity.id, comment: '<p>depois</p>' });
    expect(after.statusCode).toBe(404);
    const stored = await w.db.select().from(forumComments).where(eq(forumComments.activity_id, activity.id));
    expect(stored.map((row) => row.body)).toEqual(['<p>antes</p>']);
  });

  it('refuses an activity without a forum, and a trail forum outside a trail', async () => {
    const essay = await w.newActivity({ kind: 'essay' });
    const response = await w.api.post('ana', { activity: essay.id, comment: '<p>x</p>' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Esta atividade não possui fórum.');
    const withForum = await w.newActivity({ kind: 'essay', config: { forum: true } });
    expect((await w.api.post('ana', { activity: withForum.id, comment: '<p>x</p>' })).statusCode).toBe(201);
    expect((await w.api.post('ana', { activity: forumId, comment: '<p>x</p>' }, 'item-1')).statusCode).toBe(404);
  });

  it('keeps the forum of each trail item apart', async () => {
    const trail = await w.newActivity({ kind: 'trail' });
    expect((await w.api.post('ana', { activity: trail.id, comment: '<p>no item 1</p>' }, 'item-1')).statusCode).toBe(
      201,
    );
    const first = (await w.api.list('bia', { activity: trail.id, trail_id: 'item-1' })).json<ForumList>();
    const second = (await w.api.list('bia', { activity: trail.id, trail_id: 'item-2' })).json<ForumList>();
    expect(first.comments.map((c) => c.comment)).toEqual(['<p>no item 1</p>']);
    expect(second.comments).toEqual([]);
    const reply = await w.api.post(
      'bia',
      { activity: trail.id, main_comment: first.comments[0]?.id, comment: '<p>r</p>' },
      'item-2',
    );
    expect(reply.statusCode).toBe(404);
  });

  it('refuses half a surrogate pair, which no stored text can hold, and stores nothing', async () => {
    const before = await storedCount();
    const response = await w.api.post('ana', { activity: forumId, comment: '<p>oi \ud800</p>' });
    expect(response.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });
});
