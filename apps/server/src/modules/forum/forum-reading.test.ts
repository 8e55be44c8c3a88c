import { FORUM_PAGE_SIZE, type ForumList } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../identity/identity.tables.ts';
import { buildForumWorld, type ForumWorld } from './forum.fixture.ts';

let w: ForumWorld;
beforeAll(async () => {
  w = await buildForumWorld();
});
afterAll(() => w.ctx.close());

const listOf = async (
  who: Parameters<ForumWorld['api']['list']>[0],
  query: Record<string, string | number | boolean>,
) => {
  const response = await w.api.list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ForumList>();
};

describe('GET /api/forum_comments/list', () => {
  it('pages threads newest first by the last id shown, each with its replies oldest first', async () => {
    const activity = (await w.newActivity()).id;
    const ids: number[] = [];
    for (let i = 1; i <= FORUM_PAGE_SIZE + 5; i++) ids.push(await w.comment(i % 2 ? 'ana' : 'bia', activity, `c${i}`));
    const newest = ids.at(-1) as number;
    const firstReply = await w.comment('bia', activity, 'r1', { main_comment: newest });
    const secondReply = await w.comment('teresa', activity, 'r2', { main_comment: newest });

    const first = await listOf('ana', { activity });
    expect(first.comments).toHaveLength(FORUM_PAGE_SIZE);
    expect(first.comments.map((c) => c.id)).toEqual(ids.slice(5).reverse());
    expect(first.comments[0]?.sub_comments.map((c) => [c.id, c.main_comment, c.comment, c.by_student])).toEqual([
      [firstReply, newest, '<p>r1</p>', true],
      [secondReply, newest, '<p>r2</p>', false],
    ]);
    expect(first.next_page).toBe(ids[5]);

    const second = await listOf('ana', { activity, page: first.next_page as number });
    expect(second.comments.map((c) => c.id)).toEqual(ids.slice(0, 5).reverse());
    expect(second.next_page).toBeNull();
    expect((await listOf('ana', { activity, page: 0 })).comments[0]?.id).toBe(newest);
  });

  it('offers no next page when the threads fill exactly one', async () => {
    const activity = (await w.newActivity()).id;
    for (let i = 1; i <= FORUM_PAGE_SIZE; i++) await w.comment('ana', activity, `c${i}`);
    const list = await listOf('bia', { activity });
    expect(list.comments).toHaveLength(FORUM_PAGE_SIZE);
    expect(list.next_page).toBeNull();
  });

  it('tells whether the caller has commented in this forum', async () => {
    const activity = (await w.newActivity()).id;
    await w.comment('ana', activity, 'primeira');
    expect((await listOf('ana', { activity })).commented).toBe(true);
    expect((await listOf('bia', { activity })).commented).toBe(false);
  });

  it('hides the author of an anonymous comment from other students and guardians, not from the teacher', async () => {
    const activity = (await w.newActivity()).id;
    const byBia = await w.comment('bia', activity, 'anônimo da Bia', { anonymous: true });
    const byAna = await w.comment('ana', activity, 'anônimo da Ana', { anonymous: true });
    const seen = async (who: Parameters<ForumWorld['api']['list']>[0]) => {
      const comments = (await listOf(who, { activity })).comments;
      const pick = (id: number) => comments.find((c) => c.id === id);
      return { bia: pick(byBia), ana: pick(byAna) };
    };
    const byAnaEyes = await seen('ana');
    expect(byAnaEyes.bia).toMatchObject({ anonymous: true, author: null, avatar_url: null, mine: false });
    expect(byAnaEyes.ana).toMatchObject({ author: { name: 'Ana Souza' }, mine: true, can_remove: true });
    const byTeacher = await seen('teresa');
    expect(byTeacher.bia).toMatchObject({ anonymous: true, author: { name: 'Bia Castro' }, can_remove: true });
    const byGuardian = await seen('gabriel');
    expect(byGuardian.bia).toMatchObject({ author: null, can_remove: false });
    expect(byGuardian.ana).toMatchObject({ author: { name: 'Ana Souza' }, mine: false });
  });

  it("shows avatars, a game-server avatar without its query and with the '_avatar.jpg' suffix", async () => {
    await w.db.update(users).set({ avatar_url: '/api/games/avatars/77?size=2' }).where(eq(users.id, w.people.ana.id));
    await w.db
      .update(users)
      .set({ avatar_url: 'https://cdn.escola.br/foto.png?v=1' })
      .where(eq(users.id, w.people.bia.id));
    const activity = (await w.newActivity()).id;
    await w.comment('ana', activity, 'a');
    await w.comment('bia', activity, 'b');
    const avatars = (await listOf('teresa', { activity })).comments.map((c) => c.avatar_url);
    expect(avatars).toEqual(['https://cdn.escola.br/foto.png?v=1', '/api/games/avatars/77_avatar.jpg']);
  });

  it("filters the caller's favourite threads", async () => {
    const activity = (await w.newActivity()).id;
    const liked = await w.comment('bia', activity, 'favorito');
    const threadOfLikedReply = await w.comment('bia', activity, 'outro');
    const likedReply = await w.comment('teresa', activity, 'resposta', { main_comment: threadOfLikedReply });
    await w.comment('bia', activity, 'comum');
    expect((await w.api.put('ana', 'favorite', { comment: liked, favorite: true })).statusCode).toBe(200);
    expect((await w.api.put('ana', 'favorite', { comment: likedReply, favorite: true })).statusCode).toBe(200);

    const favourites = await listOf('ana', { activity, favorite: true });
    expect(favourites.comments.map((c) => c.id)).toEqual([threadOfLikedReply, liked]);
    expect(favourites.comments.map((c) => c.favorite)).toEqual([false, true]);
    expect(favourites.comments[0]?.sub_comments[0]?.favorite).toBe(true);
    expect((await listOf('ana', { activity, favorite: false })).comments).toHaveLength(3);
    expect((await listOf('bia', { activity, favorite: true })).comments).toEqual([]);
  });

  it('lets assigned students, the teacher and a guardian of an assigned student read; nobody else', async () => {
    const activity = (await w.newActivity()).id;
    for (const who of ['ana', 'bia', 'teresa', 'gabriel'] as const) {
      expect((await w.api.list(who, { activity })).statusCode, who).toBe(200);
    }
    const refused: [Parameters<ForumWorld['api']['list']>[0], number][] = [
      ['caio', 404],
      ['otavio', 403],
      ['fabio', 404],
    ];
    for (const [who, status] of refused) expect((await w.api.list(who, { activity })).statusCode, who).toBe(status);
    const unassigned = (await w.newActivity({ students: [w.people.bia.id] })).id;
    expect((await w.api.list('gabriel', { activity: unassigned })).statusCode).toBe(404);
    const draft = (await w.newActivity({ published: false })).id;
    expect((await w.api.list('ana', { activity: draft })).statusCode).toBe(404);
  });

  it('answers 400 in Portuguese to a malformed query', async () => {
    const activity = (await w.newActivity()).id;
    const queries: Record<string, string | number>[] = [
      {},
      { activity: 'x' },
      { activity, page: 'abc' },
      { activity, page: -3 },
      { activity, favorite: 'sim' },
    ];
    for (const query of queries) {
      const response = await w.api.list('ana', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe('Verifique as informações e tente novamente.');
    }
  });
});
