import { TRAIL_WIZARD_MESSAGES, type TrailDetail } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG, TEXT } from '../../platform/storage/test-samples.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { buildTrailWizardWorld, quizQuestion, type TrailWizardWorld } from './trail-wizard.fixture.ts';
import { learningTrails } from './trails.tables.ts';

let w: TrailWizardWorld;
beforeAll(async () => {
  w = await buildTrailWizardWorld();
});
afterAll(() => w.ctx.close());

const countTrails = async () => (await w.ctx.db.select({ id: learningTrails.id }).from(learningTrails)).length;
const folderOf = (trail: TrailDetail) => `trails/${trail.id}`;

describe('POST /learning_trail_wizard/intro', () => {
  it('creates a draft trail of the caller with its guidance sanitised, its image and map theme', async () => {
    const response = await w.send('teacher', 'POST', '/learning_trail_wizard/intro', [
      { name: 'title', value: '  Trilha do sistema solar ' },
      { name: 'guidance', value: '<p>Explore!</p><script>alert(1)</script>' },
      { name: 'layout', value: 'space' },
      { name: 'image', filename: 'capa.png', content: PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const trail = response.json<TrailDetail>();
    expect(trail).toMatchObject({
      title: 'Trilha do sistema solar',
      guidance: '<p>Explore!</p>',
      layout: 'space',
      status: 3,
      is_author: true,
      trails: [],
      author: { id: w.world.users.teacher.id },
    });
    expect(trail.external_id).toBe(trail.id);
    expect(trail.image_url).toMatch(/^\/api\/storage\/files\/.+\/trails\/.+\.png\?/);
  });

  it('refuses a blank title, a corporate map theme on a school platform, and callers who are not educators', async () => {
    const before = await countTrails();
    const blank = await w.send('teacher', 'POST', '/learning_trail_wizard/intro', [{ name: 'title', value: ' ' }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(TRAIL_WIZARD_MESSAGES.titleRequired);
    const corporate = await w.send('teacher', 'POST', '/learning_trail_wizard/intro', [
      { name: 'title', value: 'Onboarding' },
      { name: 'layout', value: 'corporate1' },
    ]);
    expect(corporate.statusCode).toBe(400);
    expect(corporate.json().message).toBe(TRAIL_WIZARD_MESSAGES.corporateTheme);
    const parts = [{ name: 'title', value: 'Trilha' }];
    expect((await w.send('student1', 'POST', '/learning_trail_wizard/intro', parts)).statusCode).toBe(403);
    expect((await w.send('guardian', 'POST', '/learning_trail_wizard/intro', parts)).statusCode).toBe(403);
    expect(await countTrails()).toBe(before);
  });

  it('offers the corporate map themes on a corporate platform', async () => {
    await w.ctx.db
      .update(platforms)
      .set({ features: { corporatePlatform: true } })
      .where(eq(platforms.id, w.world.platform.id));
    try {
      const trail = await w.createTrail('teacher', 'Integração', [{ name: 'layout', value: 'corporate2' }]);
      expect(trail.layout).toBe('corporate2');
    } finally {
      await w.ctx.db.update(platforms).set({ features: {} }).where(eq(platforms.id, w.world.platform.id));
    }
  });
});

describe('PATCH /learning_trail_wizard/intro and /classifiers', () => {
  it('lets only the author change the intro: another educator 403 once published, 404 before, another platform 404', async () => {
    const draft = await w.createTrail('teacher', 'Rascunho');
    const body = { external_id: draft.external_id, title: 'Revista', guidance: '<p>Nova</p>', layout: 'sea' };
    const own = await w.call('teacher', 'PATCH', '/learning_trail_wizard/intro', body);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ title: 'Revista', guidance: '<p>Nova</p>', layout: 'sea' });
    expect((await w.call('teacherB', 'PATCH', '/learning_trail_wizard/intro', body)).statusCode).toBe(404);
    expect((await w.call('foreignTeacher', 'PATCH', '/learning_trail_wizard/intro', body)).statusCode).toBe(404);
    const published = await w.publishedTrail('teacher', 'Publicada');
    const other = await w.call('teacherB', 'PATCH', '/learning_trail_wizard/intro', {
      ...body,
      external_id: published.external_id,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(TRAIL_WIZARD_MESSAGES.onlyAuthor);
  });

  it('sets BNCC and keywords, adds and removes grades and tags, and refuses an unknown grade', async () => {
    const trail = await w.createTrail('teacher');
    const url = `/learning_trail_wizard/classifiers?external_id=${trail.external_id}`;
    const first = await w.call('teacher', 'PATCH', url, {
      bncc: { EF05MA03: 'Frações' },
      keywords: 'frações, soma, , frações',
      add_grade: [20, 21],
      add_tags: [{ id: 't1', code: 'revisão' }],
      pcd_sign: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      bncc: { EF05MA03: 'Frações' },
      keywords: ['frações', 'soma'],
      tags: [{ id: 't1', code: 'revisão' }],
      pcd_sign: true,
    });
    expect(first.json<TrailDetail>().classifications.map((grade) => grade.id)).toEqual([20, 21]);
    const second = await w.call('teacher', 'PATCH', url, { rm_grade: [20], rm_tags: ['t1'] });
    expect(second.json<TrailDetail>().classifications.map((grade) => grade.id)).toEqual([21]);
    expect(second.json<TrailDetail>().tags).toEqual([]);
    const unknown = await w.call('teacher', 'PATCH', url, { add_grade: [31999] });
    expect(unknown.statusCode).toBe(400);
    expect((await w.call('student1', 'PATCH', url, { pcd_voice: true })).statusCode).toBe(403);
  });
});

describe('PATCH /learning_trail_wizard/trails', () => {
  it('saves steps with their order as a number, lists them by order, and turns a video share link into an embed link', async () => {
    const trail = await w.createTrail('teacher', 'Ordem');
    await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Segunda',
      trail_type: 'text',
      trail_content: '<p>2</p>',
      trail_order: '2',
    });
    const saved = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Vídeo',
      trail_type: 'video',
      trail_content: 'https://youtu.be/dQw4w9WgXcQ',
      trail_order: '1.5',
    });
    expect(saved.statusCode).toBe(200);
    const steps = saved.json<TrailDetail>().trails;
    expect(steps.map((step) => [step.trail_title, step.trail_order])).toEqual([
      ['Vídeo', 1.5],
      ['Segunda', 2],
    ]);
    expect(steps[0]?.trail_content).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const last = await w.saveStep('teacher', trail.external_id, { trail_title: 'Fim', trail_type: 'forum' });
    expect(last.json<TrailDetail>().trails.at(-1)).toMatchObject({ trail_title: 'Fim', trail_order: 3 });

    const bad = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Vídeo',
      trail_type: 'video',
      trail_content: 'https://example.com/aula',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TRAIL_WIZARD_MESSAGES.videoLinkInvalid);
    const untitled = await w.saveStep('teacher', trail.external_id, { trail_title: ' ', trail_type: 'text' });
    expect(untitled.json().message).toBe(TRAIL_WIZARD_MESSAGES.itemTitleRequired);
  });

  it('keeps a challenge step only for a challenge the teacher may use', async () => {
    const trail = await w.createTrail('teacher', 'Desafios');
    const usable = await w.challenge('Frações em jogo');
    const saved = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Jogue',
      trail_type: 'challenge',
      trail_content: usable.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TrailDetail>().trails[0]).toMatchObject({
      trail_content: usable.id,
      challenge_title: 'Frações em jogo',
    });
    const unknown = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Jogue',
      trail_type: 'challenge',
      trail_content: '6b1b1f5e-6d43-4a34-9c3a-1f7f1b2b9f10',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(TRAIL_WIZARD_MESSAGES.challengeNotFound);
  });

  it('checks a quiz: questions with alternatives and exactly one correct; ids given by the server and kept on edit', async () => {
    const trail = await w.createTrail('teacher', 'Quiz');
    const twoCorrect = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Quiz',
      trail_type: 'quiz',
      trail_questions: [
        {
          text: '1 + 1?',
          alternatives: [
            { text: '2', correct: true },
            { text: '3', correct: true },
          ],
        },
      ],
    });
    expect(twoCorrect.statusCode).toBe(400);
    expect(twoCorrect.json().message).toBe(TRAIL_WIZARD_MESSAGES.quizOneCorrect);
    const empty = await w.saveStep('teacher', trail.external_id, { trail_title: 'Quiz', trail_type: 'quiz' });
    expect(empty.json().message).toBe(TRAIL_WIZARD_MESSAGES.quizWithoutQuestions);

    const saved = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Quiz',
      trail_type: 'quiz',
      trail_questions: [quizQuestion('1 + 1 = 2?')],
    });
    const step = saved.json<TrailDetail>().trails[0];
    const question = step?.trail_questions[0];
    expect(question?.question_id).toMatch(/^[0-9a-f-]{36}$/);
    const edited = await w.saveStep('teacher', trail.external_id, {
      trail_id: step?.trail_id,
      trail_title: 'Quiz revisto',
      trail_questions: [{ ...quizQuestion('1 + 1 = 2?'), question_id: question?.question_id }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TrailDetail>().trails[0]).toMatchObject({
      trail_title: 'Quiz revisto',
      trail_type: 'quiz',
      trail_questions: [{ question_id: question?.question_id }],
    });
  });

  it('refuses the 16th step with a Portuguese message', async () => {
    const trail = await w.createTrail('teacher', 'Longa');
    for (let index = 1; index <= 15; index++) {
      const saved = await w.saveStep('teacher', trail.external_id, {
        trail_title: `Etapa ${index}`,
        trail_type: 'forum',
      });
      expect(saved.statusCode).toBe(200);
    }
    const sixteenth = await w.saveStep('teacher', trail.external_id, { trail_title: 'Etapa 16', trail_type: 'forum' });
    expect(sixteenth.statusCode).toBe(400);
    expect(sixteenth.json().message).toBe('A trilha pode ter no máximo 15 etapas.');
    const first = (
      await w.call('teacher', 'GET', `/learning_trails/details?external_id=${trail.external_id}`)
    ).json<TrailDetail>().trails[0];
    const copy = await w.saveStep('teacher', trail.external_id, { trail_id: first?.trail_id }, true);
    expect(copy.statusCode).toBe(400);
    expect(copy.json().message).toBe(TRAIL_WIZARD_MESSAGES.tooManySteps);
  });

  it('takes files uploaded to the trail’s folder, of the step’s kind; a replaced file is deleted from storage', async () => {
    const trail = await w.createTrail('teacher', 'Arquivos');
    const pdf = await w.upload('teacher', folderOf(trail), 'apostila.pdf', PDF);
    const elsewhere = await w.upload('teacher', `users/${w.world.users.teacher.id}`, 'outra.pdf', PDF);
    const outside = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'PDF',
      trail_type: 'pdf',
      trail_files: [{ key: elsewhere, name: 'outra.pdf' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(TRAIL_WIZARD_MESSAGES.fileNotOfTrail);
    const wrongKind = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'Imagem',
      trail_type: 'image',
      trail_files: [{ key: pdf, name: 'apostila.pdf' }],
    });
    expect(wrongKind.json().message).toBe(TRAIL_WIZARD_MESSAGES.fileTypeRefused);
    const none = await w.saveStep('teacher', trail.external_id, { trail_title: 'PDF', trail_type: 'pdf' });
    expect(none.json().message).toBe(TRAIL_WIZARD_MESSAGES.filesRequired);

    const saved = await w.saveStep('teacher', trail.external_id, {
      trail_title: 'PDF',
      trail_type: 'pdf',
      trail_files: [{ key: pdf, name: 'apostila.pdf' }],
    });
    expect(saved.statusCode).toBe(200);
    const step = saved.json<TrailDetail>().trails[0];
    expect(step?.trail_files[0]).toMatchObject({ key: pdf, name: 'apostila.pdf' });
    expect((await w.ctx.app.inject({ method: 'GET', url: step?.trail_files[0]?.url ?? '' })).statusCode).toBe(200);

    const text = await w.upload('teacher', folderOf(trail), 'lista.txt', TEXT);
    const replaced = await w.saveStep('teacher', trail.external_id, {
      trail_id: step?.trail_id,
      trail_title: 'Lista',
      trail_type: 'file',
      trail_files: [{ key: text, name: 'lista.txt' }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(await w.fileExists('teacher', pdf)).toBe(false);
    expect(await w.fileExists('teacher', text)).toBe(true);
    expect(await w.fileExists('teacher', elsewhere)).toBe(true);
  });

  it('copies a step as "(Cópia)" with new copies of its files and new question ids', async () => {
    const trail = await w.createTrail('teacher', 'Cópias');
    const image = await w.upload('teacher', folderOf(trail), 'mapa.png', PNG);
    const inText = await w.upload('teacher', folderOf(trail), 'foto.png', PNG);
    const original = (
      await w.saveStep('teacher', trail.external_id, {
        trail_title: 'Mapa',
        trail_type: 'image',
        trail_content: `<p>Veja</p><img src="/api/storage/storage/get?key=${encodeURIComponent(inText)}">`,
        trail_files: [{ key: image, name: 'mapa.png' }],
      })
    ).json<TrailDetail>().trails[0];
    expect(original?.trail_editor_files.map((file) => file.key)).toEqual([inText]);
    const quiz = (
      await w.saveStep('teacher', trail.external_id, {
        trail_title: 'Quiz',
        trail_type: 'quiz',
        trail_questions: [quizQuestion('Água ferve a 100 °C?')],
      })
    ).json<TrailDetail>().trails[1];

    const copied = await w.saveStep('teacher', trail.external_id, { trail_id: original?.trail_id }, true);
    expect(copied.statusCode).toBe(200);
    const copy = copied.json<TrailDetail>().trails[2];
    expect(copy?.trail_title).toBe('Mapa (Cópia)');
    expect(copy?.trail_files[0]?.key).not.toBe(image);
    expect(copy?.trail_files[0]?.key).toContain(`/trails/${trail.id}/`);
    expect(copy?.trail_editor_files[0]?.key).not.toBe(inText);
    expect(copy?.trail_content).toContain('/api/storage/files/');
    expect(await w.fileExists('teacher', copy?.trail_files[0]?.key ?? '')).toBe(true);

    const quizCopy = (
      await w.saveStep('teacher', trail.external_id, { trail_id: quiz?.trail_id }, true)
    ).json<TrailDetail>().trails[3];
    expect(quizCopy?.trail_title).toBe('Quiz (Cópia)');
    const [from, to] = [quiz?.trail_questions[0], quizCopy?.trail_questions[0]];
    expect(to?.text).toBe(from?.text);
    expect(to?.question_id).not.toBe(from?.question_id);
    expect(to?.alternatives[0]?.alternative_id).not.toBe(from?.alternatives[0]?.alternative_id);

    // Deleting the copy deletes its own files and leaves the original's.
    const removed = await w.call(
      'teacher',
      'DELETE',
      `/learning_trail_wizard/trail?external_id=${trail.external_id}&trail_id=${copy?.trail_id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TrailDetail>().trails.map((step) => step.trail_title)).toEqual([
      'Mapa',
      'Quiz',
      'Quiz (Cópia)',
    ]);
    expect(await w.fileExists('teacher', copy?.trail_files[0]?.key ?? '')).toBe(false);
    expect(await w.fileExists('teacher', copy?.trail_editor_files[0]?.key ?? '')).toBe(false);
    expect(await w.fileExists('teacher', image)).toBe(true);
    expect(await w.fileExists('teacher', inText)).toBe(true);
  });

  it('is only for the author: another educator 403/404, another platform 404, a student 403, another platform named 403', async () => {
    const published = await w.publishedTrail('teacher', 'Só minha');
    const step = { trail_title: 'Intrusa', trail_type: 'text' as const };
    const other = await w.saveStep('teacherB', published.external_id, step);
    expect(other.statusCode).toBe(403);
    expect((await w.saveStep('foreignTeacher', published.external_id, step)).statusCode).toBe(404);
    expect((await w.saveStep('student1', published.external_id, step)).statusCode).toBe(403);
    const named = await w.call('teacher', 'PATCH', '/learning_trail_wizard/trails', {
      external_id: published.external_id,
      trail: step,
      platform: '00000000-0000-4000-8000-000000000000',
    });
    expect(named.statusCode).toBe(403);
    const stepId = published.trails[0]?.trail_id;
    const url = `/learning_trail_wizard/trail?external_id=${published.external_id}&trail_id=${stepId}`;
    expect((await w.call('teacherB', 'DELETE', url)).statusCode).toBe(403);
    expect((await w.call('foreignTeacher', 'DELETE', url)).statusCode).toBe(404);
    const details = await w.call('teacher', 'GET', `/learning_trails/details?external_id=${published.external_id}`);
    expect(details.json<TrailDetail>().trails).toHaveLength(1);
  });
});

describe('PATCH /learning_trail_wizard/status', () => {
  it('publishes a trail with steps only, and only for its author', async () => {
    const trail = await w.createTrail('teacher', 'Vazia');
    const url = `/learning_trail_wizard/status?external_id=${trail.external_id}&status=1`;
    const empty = await w.call('teacher', 'PATCH', url);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TRAIL_WIZARD_MESSAGES.publishWithoutSteps);
    await w.saveStep('teacher', trail.external_id, { trail_title: 'Fórum', trail_type: 'forum' });
    expect((await w.call('teacherB', 'PATCH', url)).statusCode).toBe(404);
    const published = await w.call('teacher', 'PATCH', url);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe(1);
    const archived = await w.call('teacher', 'PATCH', url.replace('status=1', 'status=5'));
    expect(archived.json().status).toBe(5);
    expect((await w.call('teacher', 'PATCH', url.replace('status=1', 'status=9'))).statusCode).toBe(400);
  });
});
