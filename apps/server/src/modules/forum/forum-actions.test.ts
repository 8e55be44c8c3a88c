import type { ForumList } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { buildForumWorld, type ForumWorld } from './forum.fixture.ts';

let w: ForumWorld;
let activity: string;
beforeAll(async () => {
  w = await buildForumWorld();
  activity = (await w.newActivity()).id;
});
afterAll(() => w.ctx.close());

const find = async (who: Parameters<ForumWorld['api']['list']>[0], id: number) => {
  const comments = (await w.api.list(who, { activity })).json<ForumList>().comments;
  return comments.flatMap((c) => [c, ...c.sub_comments]).find((c) => c.id === id);
};

describe('PUT /api/forum_comments/applause', () => {
  it('counts one applause per person, however often they applaud', async () => {
    const id = await w.comment('ana', activity, 'aplaudam');
    for (let i = 0; i < 2; i++) {
      const response = await w.api.put('bia', 'applause', { comment: id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ applause: 1, applauded: true });
    }
    expect((await w.api.put('teresa', 'applause', { comment: id })).json()).toEqual({ applause: 2, applauded: true });
    expect(await find('bia', id)).toMatchObject({ applause: 2, applauded: true });
    expect(await find('ana', id)).toMatchObject({ applause: 2, applauded: false });
  });

  it('refuses applause to oneself, from a guardian, from outside the activity and to an unknown comment', async () => {
    const id = await w.comment('ana', activity, 'meu');
    const own = await w.api.put('ana', 'applause', { comment: id });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Você não pode aplaudir o seu próprio comentário.');
    expect((await w.api.put('gabriel', 'applause', { comment: id })).statusCode).toBe(403);
    expect((await w.api.put('caio', 'applause', { comment: id })).statusCode).toBe(404);
    expect((await w.api.put('otavio', 'applause', { comment: id })).statusCode).toBe(403);
    const foreign = await w.api.put('fabio', 'applause', { comment: id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Comentário não encontrado.');
    expect((await w.api.put('bia', 'applause', { comment: 987_654 })).statusCode).toBe(404);
    expect((await w.api.put('bia', 'applause', { comment: 'um' })).statusCode).toBe(400);
    expect(await find('teresa', id)).toMatchObject({ applause: 0 });
  });
});

describe('PUT /api/forum_comments/favorite', () => {
  it("sets and clears the caller's own bookmark", async () => {
    const id = await w.comment('bia', activity, 'guardar');
    expect((await w.api.put('ana', 'favorite', { comment: id, favorite: true })).json()).toEqual({ favorite: true });
    expect((await w.api.put('ana', 'favorite', { comment: id, favorite: true })).statusCode).toBe(200);
    expect(await find('ana', id)).toMatchObject({ favorite: true });
    expect(await find('bia', id)).toMatchObject({ favorite: false });
    expect((await w.api.put('ana', 'favorite', { comment: id, favorite: false })).json()).toEqual({ favorite: false });
    expect(await find('ana', id)).toMatchObject({ favorite: false });
  });

  it('refuses guardians, outsiders and a missing flag', async () => {
    const id = await w.comment('ana', activity, 'x');
    expect((await w.api.put('gabriel', 'favorite', { comment: id, favorite: true })).statusCode).toBe(403);
    expect((await w.api.put('caio', 'favorite', { comment: id, favorite: true })).statusCode).toBe(404);
    expect((await w.api.put('ana', 'favorite', { comment: id })).statusCode).toBe(400);
  });
});

describe('DELETE /api/forum_comments/remove', () => {
  it('lets the author remove their comment, with their own replies', async () => {
    const id = await w.comment('ana', activity, 'vou apagar');
    const reply = await w.comment('ana', activity, 'complemento', { main_comment: id });
    const response = await w.api.remove('ana', id);
    expect(response.statusCode).toBe(204);
    expect(await find('teresa', id)).toBeUndefined();
    expect(await find('teresa', reply)).toBeUndefined();
  });

  it("keeps a student's comment that a classmate replied to: only the teacher removes it", async () => {
    const id = await w.comment('ana', activity, 'minha opinião');
    const reply = await w.comment('bia', activity, 'concordo', { main_comment: id });
    expect(await find('ana', id)).toMatchObject({ can_remove: false });
    const refused = await w.api.remove('ana', id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Este comentário já tem respostas de outras pessoas e só pode ser removido pelo professor.',
    );
    expect(await find('teresa', reply)).toBeDefined();
    expect(await find('teresa', id)).toMatchObject({ can_remove: true });
    expect((await w.api.remove('teresa', id)).statusCode).toBe(204);
    expect(await find('teresa', reply)).toBeUndefined();
  });

  it("lets the activity's teacher remove any comment", async () => {
    const id = await w.comment('bia', activity, 'inadequado');
    expect((await w.api.remove('teresa', id)).statusCode).toBe(204);
    expect(await find('teresa', id)).toBeUndefined();
  });

  it("refuses another student's comment, another teacher, a guardian and unknown ids", async () => {
    const id = await w.comment('ana', activity, 'fica');
    expect((await w.api.remove('bia', id)).statusCode).toBe(403);
    expect((await w.api.remove('otavio', id)).statusCode).toBe(403);
    expect((await w.api.remove('gabriel', id)).statusCode).toBe(403);
    expect((await w.api.remove('fabio', id)).statusCode).toBe(404);
    expect((await w.api.remove('ana', 987_654)).statusCode).toBe(404);
    const malformed = await w.api.remove('ana', 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Verifique as informações e tente novamente.');
    expect(await find('ana', id)).toBeDefined();
  });
});

describe('removal and delivery', () => {
  it("makes a student's forum row active again once none of their comments is left, and sent again by the next", async () => {
    const forum = (await w.newActivity()).id;
    const { ana, bia } = w.people;
    const first = await w.comment('ana', forum, 'primeira');
    const second = await w.comment('ana', forum, 'segunda');
    const bias = await w.comment('bia', forum, 'só uma');
    expect((await w.api.remove('ana', first)).statusCode).toBe(204);
    expect((await w.assignment(forum, ana.id))?.status).toBe(3);
    expect((await w.api.remove('ana', second)).statusCode).toBe(204);
    expect(await w.assignment(forum, ana.id)).toEqual({ status: 1, delivered: null });
    expect((await w.api.remove('teresa', bias)).statusCode).toBe(204);
    expect(await w.assignment(forum, bia.id)).toEqual({ status: 1, delivered: null });
    await w.comment('ana', forum, 'de novo');
    expect((await w.assignment(forum, ana.id))?.status).toBe(3);
  });
});

describe('a forum closed to a student', () => {
  it('keeps what the student delivered and was graded for once it is concluded, archived or past its end', async () => {
    const now = w.ctx.clock.now();
    const closings = [
      [{ concluded_at: now }, 'Este fórum foi encerrado pelo professor e não recebe mais comentários.'],
      [{ archived_at: now }, 'Este fórum foi encerrado pelo professor e não recebe mais comentários.'],
      [{ end_time: new Date(now.getTime() + 60_000) }, 'Atividade Expirada'],
    ] as const;
    for (const [closing, message] of closings) {
      const forum = (await w.newActivity({ kind: 'forum' })).id;
      const own = await w.comment('ana', forum, 'minha resposta');
      const classmate = await w.comment('bia', forum, 'a da colega');
      await w.db.update(activities).set(closing).where(eq(activities.id, forum));
      if ('end_time' in closing) w.ctx.clock.advance(120_000);
      for (const refused of [
        await w.api.remove('ana', own),
        await w.api.put('ana', 'applause', { comment: classmate }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(message);
      }
      expect(await w.assignment(forum, w.people.ana.id)).toMatchObject({ status: 3 });
      expect((await w.api.put('ana', 'favorite', { comment: classmate, favorite: true })).statusCode).toBe(200);
      expect((await w.api.remove('teresa', classmate)).statusCode).toBe(204);
    }
  });

  it("takes back the grade with the delivery when the teacher removes a student's only comment", async () => {
    const forum = (await w.newActivity({ kind: 'forum' })).id;
    const only = await w.comment('ana', forum, 'resposta');
    await w.db
      .update(activityStudents)
      .set({ score: 9, evaluated_at: w.ctx.clock.now(), reached_goal: true, pokz: 30 })
      .where(and(eq(activityStudents.activity_id, forum), eq(activityStudents.student_id, w.people.ana.id)));
    expect((await w.api.remove('teresa', only)).statusCode).toBe(204);
    const [row] = await w.db
      .select()
      .from(activityStudents)
      .where(and(eq(activityStudents.activity_id, forum), eq(activityStudents.student_id, w.people.ana.id)));
    expect(row).toMatchObject({ status: 1, score: null, evaluated_at: null, reached_goal: false, pokz: 30 });
  });
});

describe('PUT /api/forum_comments/reached_purpose', () => {
  it("lets the teacher mark and unmark a student's comment", async () => {
    const id = await w.comment('ana', activity, 'resposta completa');
    const marked = await w.api.put('teresa', 'reached_purpose', { comment: id });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ reached_purpose: true });
    expect(await find('bia', id)).toMatchObject({ reached_purpose: true });
    await w.api.put('teresa', 'reached_purpose', { comment: id, reached_purpose: false });
    expect(await find('bia', id)).toMatchObject({ reached_purpose: false });
  });

  it("refuses students, other teachers and an educator's comment", async () => {
    const id = await w.comment('ana', activity, 'x');
    expect((await w.api.put('ana', 'reached_purpose', { comment: id })).statusCode).toBe(403);
    expect((await w.api.put('otavio', 'reached_purpose', { comment: id })).statusCode).toBe(403);
    const teachers = await w.comment('teresa', activity, 'orientação');
    const response = await w.api.put('teresa', 'reached_purpose', { comment: teachers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Apenas comentários de estudantes podem ser marcados.');
    expect(await find('teresa', id)).toMatchObject({ reached_purpose: false });
  });
});

describe('GET /api/forum_comments/students_participation', () => {
  it('counts, per assigned student, comments, applause received and comments that reached the purpose', async () => {
    const forum = (await w.newActivity()).id;
    const first = await w.comment('ana', forum, 'um');
    await w.comment('ana', forum, 'dois', { main_comment: first });
    await w.comment('teresa', forum, 'professora');
    await w.api.put('bia', 'applause', { comment: first });
    await w.api.put('teresa', 'applause', { comment: first });
    await w.api.put('teresa', 'reached_purpose', { comment: first });
    const response = await w.api.participation('teresa', { activity: forum });
    expect(response.statusCode).toBe(200);
    expect(response.json().students).toEqual([
      {
        student_id: w.people.ana.id,
        name: 'Ana Souza',
        username: 'ana',
        total_comments: 2,
        total_applause: 2,
        reached_purpose: 1,
      },
      {
        student_id: w.people.bia.id,
        name: 'Bia Castro',
        username: 'bia',
        total_comments: 0,
        total_applause: 0,
        reached_purpose: 0,
      },
    ]);
  });

  it('is for the educators of the activity only', async () => {
    for (const [who, status] of [
      ['ana', 403],
      ['gabriel', 403],
      ['otavio', 403],
      ['fabio', 403],
    ] as const) {
      expect((await w.api.participation(who, { activity })).statusCode, who).toBe(status);
    }
    expect((await w.api.participation('teresa', { activity: 'x' })).statusCode).toBe(400);
  });
});
