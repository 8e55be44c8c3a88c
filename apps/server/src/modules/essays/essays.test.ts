import { SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { decompressPosition } from './bookmark-position.ts';
import { essayBookmarks } from './essays.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essayId: string;
let student1: string;
const DAY = 86_400_000;

const position = (start: number, end: number, category = 2) => ({
  range: { start, end },
  category,
  sub_competence: { id: 'C1.2', comment: 'Reveja a concordância verbal.' },
  bookmark_type: 'teacher',
});

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  student1 = world.users.student1.id;
  const now = ctx.clock.now().getTime();
  const essay = await buildActivity(ctx.db, world.platform, {
    kind: 'essay',
    classroom_id: world.classroomA.id,
    teacher_id: world.users.teacher.id,
    start_time: new Date(now - DAY),
    end_time: new Date(now + DAY),
    students: [student1, world.users.student2.id],
  });
  essayId = essay.id;
});
afterAll(() => ctx.close());

const update = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/essay_bookmark/update', headers: bearer(token), payload });
const list = (token: string, student?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/essay_bookmark/list?activity=${essayId}${student ? `&student=${student}` : ''}`,
    headers: bearer(token),
  });
const remove = (token: string, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/essay_bookmark/remove?id=${id}`, headers: bearer(token) });
const sendEssay = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/school_work/student_response',
    headers: bearer(token),
    payload: {
      activity: essayId,
      detail_text: '<div data-font-size="16" style="font-size: 16pt"><p>Os alunos vai à escola.</p></div>',
      draft: false,
    },
  });
/** The teacher asks `student` to redo the essay. */
const askRedo = (activity: string, student: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/activities/students/redo',
    headers: bearer(world.tokens.teacher),
    payload: { activity, students: [student] },
  });
/** student2 saves (`draft`) or sends a text of the essay. */
const respondAsStudent2 = (activity: string, detail_text: string, draft: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/school_work/student_response',
    headers: bearer(world.tokens.student2),
    payload: { activity, detail_text, draft },
  });

describe('essay bookmarks', () => {
  let bookmarkId: string;

  it('cannot mark an essay the student has not sent yet', async () => {
    const early = await update(world.tokens.teacher, {
      activity: essayId,
      student: student1,
      position: position(0, 5),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('O aluno ainda não enviou a redação.');
  });

  it('lets the activity’s teacher mark the sent essay, stored compressed', async () => {
    expect((await sendEssay(world.tokens.student1)).statusCode).toBe(200);
    const created = await update(world.tokens.teacher, {
      activity: essayId,
      student: student1,
      position: position(4, 10, 3),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      activity: essayId,
      student: student1,
      teacher: world.users.teacher.id,
      position: position(4, 10, 3),
    });
    bookmarkId = created.json().id;
    const [row] = await ctx.db.select().from(essayBookmarks).where(eq(essayBookmarks.id, bookmarkId));
    expect(row?.position).not.toContain('sub_competence');
    expect(row?.position).not.toContain('concordância');

    const changed = await update(world.tokens.coordinator, {
      activity: essayId,
      student: student1,
      id: bookmarkId,
      position: { ...position(4, 12, 1), bookmark_type: 'assistant' },
    });
    expect(changed.json()).toMatchObject({
      id: bookmarkId,
      teacher: world.users.coordinator.id,
      position: { range: { start: 4, end: 12 }, category: 1, bookmark_type: 'assistant' },
    });
    await update(world.tokens.teacher, { activity: essayId, student: student1, position: position(15, 20) });
    const seen = await list(world.tokens.teacher, student1);
    expect(seen.json().bookmarks.map((mark: { position: { range: unknown } }) => mark.position.range)).toEqual([
      { start: 4, end: 12 },
      { start: 15, end: 20 },
    ]);
  });

  it('refuses bad marks and unknown ids', async () => {
    for (const bad of [
      position(10, 10),
      position(-1, 3),
      position(0, 3, 5),
      { ...position(0, 3), bookmark_type: 'aluno' },
      { ...position(0, 3), sub_competence: { id: '', comment: 'x' } },
      { range: { start: 0, end: 3 } },
    ]) {
      const response = await update(world.tokens.teacher, { activity: essayId, student: student1, position: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await update(world.tokens.teacher, {
      activity: essayId,
      student: student1,
      id: '00000000-0000-4000-8000-000000000000',
      position: position(0, 3),
    });
    expect(unknown.statusCode).toBe(404);
    const notSent = await update(world.tokens.teacher, {
      activity: essayId,
      student: world.users.student2.id,
      position: position(0, 3),
    });
    expect(notSent.statusCode).toBe(400);
    expect((await sendEssay(world.tokens.student2)).statusCode).toBe(200);
    const ofAnotherEssay = await update(world.tokens.teacher, {
      activity: essayId,
      student: world.users.student2.id,
      id: bookmarkId,
      position: position(0, 3),
    });
    expect(ofAnotherEssay.statusCode).toBe(404);
    expect((await list(world.tokens.teacher, world.users.student2.id)).json().bookmarks).toEqual([]);
  });

  it('never lets students, guardians or other teachers write or remove marks', async () => {
    const payload = { activity: essayId, student: student1, position: position(0, 3) };
    for (const token of [world.tokens.student1, world.tokens.student2, world.tokens.guardian, world.tokens.teacherB]) {
      expect((await update(token, payload)).statusCode).toBe(403);
      expect((await remove(token, bookmarkId)).statusCode).toBe(403);
    }
    expect((await update(world.tokens.foreignTeacher, payload)).statusCode).toBe(404);
    expect((await remove(world.tokens.foreignTeacher, bookmarkId)).statusCode).toBe(404);
  });

  it('shows the student their marks only once the teacher evaluated the essay', async () => {
    expect((await list(world.tokens.student1)).json().bookmarks).toEqual([]);
    expect((await list(world.tokens.guardian)).json().bookmarks).toEqual([]);
    const evaluate = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/evaluate',
      headers: bearer(world.tokens.teacher),
      payload: { activity: essayId, student: student1, score: 9 },
    });
    expect(evaluate.statusCode).toBe(200);
    expect((await list(world.tokens.student1)).json().bookmarks).toHaveLength(2);
    expect((await list(world.tokens.guardian, student1)).json().bookmarks).toHaveLength(2);
  });

  it('never shows one student’s essay marks to another student or to other teachers', async () => {
    expect((await list(world.tokens.student2, student1)).statusCode).toBe(403);
    expect((await list(world.tokens.student2)).json().bookmarks).toEqual([]);
    expect((await list(world.tokens.student3, student1)).statusCode).toBe(404);
    expect((await list(world.tokens.teacherB, student1)).statusCode).toBe(403);
    expect((await list(world.tokens.foreignTeacher, student1)).statusCode).toBe(404);
    expect((await list(world.tokens.guardian, world.users.student2.id)).statusCode).toBe(403);
    expect((await list(world.tokens.teacher)).statusCode).toBe(400);
  });

  it('lets the teacher remove a mark', async () => {
    expect((await remove(world.tokens.teacher, bookmarkId)).json()).toEqual({ id: bookmarkId });
    expect((await list(world.tokens.teacher, student1)).json().bookmarks).toHaveLength(1);
    expect((await remove(world.tokens.teacher, bookmarkId)).statusCode).toBe(404);
    expect((await remove(world.tokens.teacher, 'x')).statusCode).toBe(400);
  });

  it('is only for essays', async () => {
    const now = ctx.clock.now().getTime();
    const work = await buildActivity(ctx.db, world.platform, {
      kind: 'work',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      end_time: new Date(now + DAY),
      students: [{ student_id: student1, status: 3, delivered_at: new Date(now) }],
    });
    const response = await update(world.tokens.teacher, {
      activity: work.id,
      student: student1,
      position: position(0, 3),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Esta atividade não é uma redação.');
  });
});

describe('where and when a mark may go', () => {
  const essayText = (html: string) => `<div data-font-size="16" style="font-size: 16pt">${html}</div>`;

  /** An essay of classroom A that student2 sent with the given paragraphs (web: one per line). */
  async function sentEssay(html: string) {
    const now = ctx.clock.now().getTime();
    return buildActivity(ctx.db, world.platform, {
      kind: 'essay',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      end_time: new Date(now + DAY),
      students: [
        {
          student_id: world.users.student2.id,
          status: 3,
          draft: false,
          delivered_at: new Date(now),
          response_text: essayText(html),
        },
      ],
    });
  }

  it('takes a range up to the end of the plain text the correction screen shows, and refuses one past it', async () => {
    // The screen reads 'A & <b>\n\nfim' (paragraphs joined by '\n', entities decoded): 12 characters.
    const essay = await sentEssay('<p>A &amp; &lt;b&gt;</p><p></p><p>fim</p>');
    const mark = (start: number, end: number) =>
      update(world.tokens.teacher, {
        activity: essay.id,
        student: world.users.student2.id,
        position: position(start, end),
      });
    expect((await mark(9, 12)).statusCode).toBe(200);
    const beyond = await mark(9, 13);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(SCHOOL_WORK_MESSAGES.bookmarkOutOfText);
    const marks = await ctx.db.select().from(essayBookmarks).where(eq(essayBookmarks.activity_id, essay.id));
    expect(marks).toHaveLength(1);
  });

  it('refuses to add or move marks while the student rewrites the essay after a redo', async () => {
    const essay = await sentEssay('<p>Os alunos vai à escola.</p>');
    const student = world.users.student2.id;
    const created = await update(world.tokens.teacher, { activity: essay.id, student, position: position(4, 10) });
    expect(created.statusCode).toBe(200);
    const redo = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/redo',
      headers: bearer(world.tokens.teacher),
      payload: { activity: essay.id, students: [student] },
    });
    expect(redo.statusCode).toBe(200);
    for (const id of [undefined, created.json().id]) {
      const refused = await update(world.tokens.teacher, { activity: essay.id, student, id, position: position(0, 3) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SCHOOL_WORK_MESSAGES.essayNotSent);
    }
    const marks = await ctx.db.select().from(essayBookmarks).where(eq(essayBookmarks.activity_id, essay.id));
    expect(marks.map((row) => decompressPosition(row.position).range)).toEqual([{ start: 4, end: 10 }]);
  });

  it('answers the marks with the text they were made on, which the drafts of a redo do not replace', async () => {
    const sent = '<p>Os alunos vai à escola.</p>';
    const essay = await sentEssay(sent);
    const student = world.users.student2.id;
    await update(world.tokens.teacher, { activity: essay.id, student, position: position(4, 10) });
    await askRedo(essay.id, student);
    const draft = await respondAsStudent2(essay.id, essayText('<p>Reescrevendo a redação.</p>'), true);
    expect(draft.statusCode).toBe(200);
    for (const [token, query] of [
      [world.tokens.student2, ''],
      [world.tokens.teacher, `&student=${student}`],
    ] as const) {
      const marks = await ctx.app.inject({
        method: 'GET',
        url: `/api/essay_bookmark/list?activity=${essay.id}${query}`,
        headers: bearer(token),
      });
      expect(marks.json()).toMatchObject({
        text: essayText(sent),
        bookmarks: [{ position: { range: { start: 4, end: 10 } } }],
      });
    }
  });

  it('deletes the marks once a new final text replaces the one they were made on, and only then', async () => {
    const essay = await sentEssay('<p>Os alunos vai à escola.</p>');
    const student = world.users.student2.id;
    await update(world.tokens.teacher, { activity: essay.id, student, position: position(4, 10) });
    await askRedo(essay.id, student);
    const respond = (detail_text: string, draft: boolean) => respondAsStudent2(essay.id, detail_text, draft);
    const marksOf = () => ctx.db.select().from(essayBookmarks).where(eq(essayBookmarks.activity_id, essay.id));
    expect((await respond(essayText('<p>Os alunos vão</p>'), true)).statusCode).toBe(200);
    expect(await marksOf()).toHaveLength(1);
    expect((await respond(essayText('<p>Os alunos vão à escola todos os dias.</p>'), false)).statusCode).toBe(200);
    expect(await marksOf()).toEqual([]);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/essay_bookmark/list?activity=${essay.id}&student=${student}`,
      headers: bearer(world.tokens.teacher),
    });
    expect(listed.json()).toEqual({ bookmarks: [], text: null });
  });
});
