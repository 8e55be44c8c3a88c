import { GAME_FACTORY_MESSAGES, type GameContentDraft } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { storedFiles } from '../storage/storage.tables.ts';
import { buildChallengesWorld, type ChallengesWorld, ROUNDS, STEP_FOUR } from './challenges.fixture.ts';
import { gameContents } from './challenges.tables.ts';

let w: ChallengesWorld;

beforeAll(async () => {
  w = await buildChallengesWorld();
});
afterAll(() => w.ctx.close());

describe('the five factory steps', () => {
  it('creates a draft, fills each step and publishes it', async () => {
    const created = await w.draft('teacher', 'Frações do dia');
    expect(created).toMatchObject({
      step: 1,
      status: 'draft',
      title: 'Frações do dia',
      interaction: 'multiple_choice',
      uid: w.world.users.teacher.id,
      validContent: false,
      isFinished: false,
    });
    const filled = await w.fill('teacher', created.oed_content_id);
    expect(filled).toMatchObject({
      step: 4,
      layout: 'floresta',
      variation: 'livre',
      bncc: { EF03MA09: expect.any(String) },
      classification: { grade_ids: [20], subject: 'Matemática' },
      validContent: true,
    });
    expect((filled.data as { challenges: unknown[] }).challenges).toHaveLength(3);
    const done = await w.ok<GameContentDraft>(
      w.call('teacher', 'PUT', '/factory/step_five', { oed_content_id: created.oed_content_id, publish: true }),
    );
    expect(done).toMatchObject({ step: 5, status: 'active', isFinished: true });
  });

  it('refuses to publish an incomplete draft, and keeps it a draft', async () => {
    const { oed_content_id: id } = await w.draft('teacher');
    const response = await w.call('teacher', 'PUT', '/factory/step_five', { oed_content_id: id, publish: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GAME_FACTORY_MESSAGES.incomplete);
    const [row] = await w.ctx.db.select().from(gameContents).where(eq(gameContents.id, id));
    expect(row?.status).toBe('draft');
  });

  it('checks the rounds as the interaction plays them, naming the field', async () => {
    const { oed_content_id: id } = await w.draft('teacher');
    const data = { challenges: [{ order: 0, statement: 'Sem respostas', correct: [], wrong: ['a'] }] };
    const response = await w.call('teacher', 'PUT', '/factory/step_three', { oed_content_id: id, data, settings: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({
      field: 'body.data.challenges.0.correct',
      message: 'Informe ao menos uma resposta correta.',
    });
  });

  it('refuses a layout that does not play the interaction of a draft', async () => {
    const { oed_content_id: id } = await w.draft('teacher', 'Palavras', 'word_search');
    const response = await w.call('teacher', 'PUT', '/factory/step_two', {
      oed_content_id: id,
      layout: 'fazendinha',
      variation: 'livre',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GAME_FACTORY_MESSAGES.layoutNotForInteraction);
  });

  it('refuses BNCC codes and grades outside their catalogues', async () => {
    const { oed_content_id: id } = await w.draft('teacher');
    const unknownCode = await w.call('teacher', 'PUT', '/factory/step_four', {
      oed_content_id: id,
      ...STEP_FOUR,
      bncc: ['XX99'],
    });
    expect(unknownCode.json()).toMatchObject({ message: GAME_FACTORY_MESSAGES.unknownBncc });
    const unknownGrade = await w.call('teacher', 'PUT', '/factory/step_four', {
      oed_content_id: id,
      ...STEP_FOUR,
      classification: { grade_ids: [999], subject: 'Matemática' },
    });
    expect(unknownGrade.json()).toMatchObject({ message: GAME_FACTORY_MESSAGES.unknownGrade });
  });

  it('keeps a background picture of the content’s folder or an https address, and refuses others', async () => {
    const { oed_content_id: id } = await w.draft('teacher');
    const step = (background_img: string) =>
      w.call('teacher', 'PUT', '/factory/step_three', {
        oed_content_id: id,
        data: { ...ROUNDS, background_img },
        settings: {},
      });
    const external = await step('https://imagens.exemplo.com.br/fundo.png');
    expect(external.json().data.background_img).toBe('https://imagens.exemplo.com.br/fundo.png');
    const elsewhere = await step(`/api/storage/storage/get?key=${w.world.platform.id}/exams/x/fundo.png`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(GAME_FACTORY_MESSAGES.invalidBackground);
    expect((await step('javascript:alert(1)')).statusCode).toBe(400);
  });
});

describe('editing a published challenge (is_update)', () => {
  it('needs is_update, and then edits every step', async () => {
    const id = await w.published('teacher');
    const plain = await w.call('teacher', 'PUT', '/factory/step_two', {
      oed_content_id: id,
      layout: 'oceano',
      variation: 'livre',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(GAME_FACTORY_MESSAGES.editPublished);

    const one = await w.call('teacher', 'POST', '/factory/step_one', {
      is_update: true,
      oed_content_id: id,
      title: 'Frações revistas',
      interaction: 'multiple_choice',
    });
    expect(one.json()).toMatchObject({ title: 'Frações revistas', status: 'active' });
    const two = await w.call('teacher', 'PUT', '/factory/step_two', {
      is_update: true,
      oed_content_id: id,
      layout: 'oceano',
      variation: 'contra-o-tempo',
    });
    expect(two.json()).toMatchObject({ layout: 'oceano', variation: 'contra-o-tempo' });
    const three = await w.call('teacher', 'PUT', '/factory/step_three', {
      is_update: true,
      oed_content_id: id,
      data: { ...ROUNDS, challenges: ROUNDS.challenges.slice(0, 2) },
      settings: { difficulty: 'medio' },
    });
    expect(three.json().settings.difficulty).toBe('medio');
    const four = await w.call('teacher', 'PUT', '/factory/step_four', {
      is_update: true,
      oed_content_id: id,
      ...STEP_FOUR,
      classification: { grade_ids: [20, 21], subject: 'Matemática' },
    });
    expect(four.json().classification.grade_ids).toEqual([20, 21]);
    const five = await w.call('teacher', 'PUT', '/factory/step_five', {
      is_update: true,
      oed_content_id: id,
      publish: true,
    });
    expect(five.json()).toMatchObject({ status: 'active', step: 5, validContent: true });
  });

  it('refuses, once published, a layout that does not play its interaction', async () => {
    const { oed_content_id: id } = await w.draft('teacher', 'Caça', 'word_search');
    await w.ok(
      w.call('teacher', 'PUT', '/factory/step_two', { oed_content_id: id, layout: 'espaco', variation: 'livre' }),
    );
    await w.ok(
      w.call('teacher', 'PUT', '/factory/step_three', {
        oed_content_id: id,
        data: { challenges: [{ order: 0, statement: 'Ache', correct: ['gato', 'sapo'] }] },
        settings: {},
      }),
    );
    await w.ok(w.call('teacher', 'PUT', '/factory/step_four', { oed_content_id: id, ...STEP_FOUR }));
    await w.ok(w.call('teacher', 'PUT', '/factory/step_five', { oed_content_id: id, publish: true }));

    const response = await w.call('teacher', 'PUT', '/factory/step_two', {
      is_update: true,
      oed_content_id: id,
      layout: 'fazendinha',
      variation: 'livre',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GAME_FACTORY_MESSAGES.incompatibleLayout);
    const changeInteraction = await w.call('teacher', 'POST', '/factory/step_one', {
      is_update: true,
      oed_content_id: id,
      title: 'Caça',
      interaction: 'true_false',
    });
    expect(changeInteraction.statusCode).toBe(400);
    const [row] = await w.ctx.db.select().from(gameContents).where(eq(gameContents.id, id));
    expect(row).toMatchObject({ layout: 'espaco', interaction: 'word_search' });
  });

  it('lets only the author edit, and no one of another platform see it', async () => {
    const id = await w.published('teacher');
    const body = { is_update: true, oed_content_id: id, layout: 'oceano', variation: 'livre' };
    expect((await w.call('teacherB', 'PUT', '/factory/step_two', body)).statusCode).toBe(403);
    expect((await w.call('coordinator', 'PUT', '/factory/step_two', body)).statusCode).toBe(403);
    const foreign = await w.call('foreignTeacher', 'PUT', '/factory/step_two', body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(GAME_FACTORY_MESSAGES.notFound);
  });

  it('refuses every factory path to a student', async () => {
    const id = await w.published('teacher');
    const calls = [
      w.call('student1', 'POST', '/factory/step_one', { title: 'X', interaction: 'memory' }),
      w.call('student1', 'PUT', '/factory/step_two', { oed_content_id: id, layout: 'oceano', variation: 'livre' }),
      w.call('student1', 'PUT', '/factory/step_three', { oed_content_id: id, data: ROUNDS, settings: {} }),
      w.call('student1', 'PUT', '/factory/step_four', { oed_content_id: id, ...STEP_FOUR }),
      w.call('student1', 'PUT', '/factory/step_five', { oed_content_id: id, publish: true }),
      w.call('student1', 'GET', '/factory/find_draft'),
      w.call('student1', 'DELETE', `/factory/delete_draft?oed_content_id=${id}`),
      w.call('student1', 'PUT', '/contents/update_status', { oed_content_id: id, status: 'archived' }),
      w.call('student1', 'PATCH', '/games/update_status', { oed_content_id: id, status: 'archived' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });
});

describe('drafts', () => {
  it("finds the caller's latest unfinished draft, never another's", async () => {
    const older = await w.draft('teacherB', 'Primeiro');
    w.ctx.clock.advance(1000);
    const newer = await w.draft('teacherB', 'Segundo');
    await w.draft('teacher', 'De outra pessoa');
    const found = await w.ok<{ draft: GameContentDraft }>(w.call('teacherB', 'GET', '/factory/find_draft'));
    expect(found.draft.oed_content_id).toBe(newer.oed_content_id);
    await w.ok(
      w.call('teacherB', 'PUT', '/factory/step_five', { oed_content_id: newer.oed_content_id, publish: false }),
    );
    const next = await w.ok<{ draft: GameContentDraft }>(w.call('teacherB', 'GET', '/factory/find_draft'));
    expect(next.draft.oed_content_id).toBe(older.oed_content_id);
    expect((await w.ok<{ draft: null }>(w.call('foreignTeacher', 'GET', '/factory/find_draft'))).draft).toBeNull();
  });

  it('deletes a draft with the files stored under its folder', async () => {
    const { oed_content_id: id } = await w.draft('teacher', 'Com imagem');
    const body = multipart([
      { name: 'key', value: `challenges/${id}` },
      { name: 'file', filename: 'fundo.png', content: PNG, type: 'image/png' },
    ]);
    const upload = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/storage/storage/upload',
      headers: { ...bearer(w.tokens.teacher), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const key = upload.json().key as string;
    const withBackground = await w.call('teacher', 'PUT', '/factory/step_three', {
      oed_content_id: id,
      data: { ...ROUNDS, background_img: upload.json().url },
      settings: {},
    });
    expect(withBackground.json().data.background_img).toMatch(/^\/api\/storage\/files\//);
    // Another teacher may not write that folder, nor delete the draft.
    const intruder = multipart([
      { name: 'key', value: `challenges/${id}` },
      { name: 'file', filename: 'outra.png', content: PNG, type: 'image/png' },
    ]);
    const refused = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/storage/storage/upload',
      headers: { ...bearer(w.tokens.teacherB), ...intruder.headers },
      payload: intruder.payload,
    });
    expect(refused.statusCode).toBe(403);
    expect((await w.call('teacherB', 'DELETE', `/factory/delete_draft?oed_content_id=${id}`)).statusCode).toBe(404);

    const deleted = await w.call('teacher', 'DELETE', `/factory/delete_draft?oed_content_id=${id}`);
    expect(deleted.json()).toEqual({ message: GAME_FACTORY_MESSAGES.draftDeleted });
    expect(await w.ctx.db.select().from(gameContents).where(eq(gameContents.id, id))).toEqual([]);
    expect(await w.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
  });

  it('deletes only drafts', async () => {
    const id = await w.published('teacher');
    const response = await w.call('teacher', 'DELETE', `/factory/delete_draft?oed_content_id=${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GAME_FACTORY_MESSAGES.statusNotAllowed);
  });
});

describe('status changes', () => {
  const change = (who: Parameters<ChallengesWorld['call']>[0], id: string, status: string, path = 'contents') =>
    path === 'contents'
      ? w.call(who, 'PUT', '/contents/update_status', { oed_content_id: id, status })
      : w.call(who, 'PATCH', '/games/update_status', { oed_content_id: id, status });

  it('lets the author archive and publish again on either path, changing the one row', async () => {
    const id = await w.published('teacher');
    expect((await change('teacher', id, 'archived')).json()).toEqual({ oed_content_id: id, status: 'archived' });
    expect((await change('teacher', id, 'active', 'games')).json()).toEqual({ oed_content_id: id, status: 'active' });
    const [row] = await w.ctx.db.select().from(gameContents).where(eq(gameContents.id, id));
    expect(row?.status).toBe('active');
  });

  it('lets a coordinator of the platform archive, and only an administrator block and unblock', async () => {
    const id = await w.published('teacher');
    expect((await change('teacherB', id, 'archived')).statusCode).toBe(403);
    expect((await change('coordinator', id, 'archived')).statusCode).toBe(200);
    expect((await change('coordinator', id, 'active')).statusCode).toBe(200);
    expect((await change('teacher', id, 'blocked')).statusCode).toBe(403);
    expect((await change('coordinator', id, 'blocked')).statusCode).toBe(403);
    expect((await change('admin', id, 'blocked')).json().status).toBe('blocked');
    expect((await change('teacher', id, 'active')).statusCode).toBe(403);
    expect((await change('admin', id, 'active')).json().status).toBe('active');
  });

  it('refuses a transition the table does not allow, and a draft that is not complete', async () => {
    const { oed_content_id: id } = await w.draft('teacher');
    const archived = await change('teacher', id, 'archived');
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe(GAME_FACTORY_MESSAGES.statusNotAllowed);
    expect((await change('teacher', id, 'active')).json().message).toBe(GAME_FACTORY_MESSAGES.incomplete);
    expect((await change('teacher', id, 'deleted')).json().status).toBe('deleted');
    expect((await change('teacher', id, 'draft')).statusCode).toBe(404);
  });

  it('refuses a teacher of another platform and a guardian', async () => {
    const id = await w.published('teacher');
    expect((await change('foreignTeacher', id, 'archived')).statusCode).toBe(404);
    expect((await change('guardian', id, 'archived', 'games')).statusCode).toBe(403);
  });
});

describe('catalogue lists', () => {
  it('lists interactions with their guides, layouts with what they play, and variations', async () => {
    const interactions = await w.ok<{ interactions: { id: string; name: string }[] }>(
      w.call('teacher', 'GET', '/interactions/list'),
    );
    expect(interactions.interactions).toContainEqual(
      expect.objectContaining({ id: 'memory', name: 'Jogo da memória' }),
    );
    const layouts = await w.ok<{ layouts: { id: string; interactions: string[] }[] }>(
      w.call('student1', 'GET', '/layouts/list'),
    );
    expect(layouts.layouts.find((layout) => layout.id === 'fazendinha')?.interactions).not.toContain('word_search');
    const variations = await w.ok<{ variations: { id: string; lives: number | null }[] }>(
      w.call('foreignTeacher', 'GET', '/variations/list'),
    );
    expect(variations.variations.find((variation) => variation.id === 'tres-vidas')?.lives).toBe(3);
  });
});
