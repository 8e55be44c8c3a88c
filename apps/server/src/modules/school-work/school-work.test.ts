import { SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityOptions,
  type ActivityWorld,
  buildActivity,
  buildActivityWorld,
} from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { mapEnergyEvents } from '../map-energy/map-energy.tables.ts';
import { classrooms, grades } from '../tenancy/tenancy.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
});
afterAll(() => ctx.close());

/**
 * An activity of classroom A (student1 and student2) ending `endsIn` ms after the test clock
 * (negative: already ended). The clock never moves here: sessions would expire with it.
 */
async function activityOf(kind: string, endsIn = 3 * DAY, students: ActivityOptions['students'] = undefined) {
  const now = ctx.clock.now().getTime();
  return buildActivity(ctx.db, world.platform, {
    kind,
    classroom_id: world.classroomA.id,
    teacher_id: world.users.teacher.id,
    start_time: new Date(now - 5 * DAY),
    end_time: new Date(now + endsIn),
    students: students ?? [world.users.student1.id, world.users.student2.id],
  });
}

const respond = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/school_work/student_response', headers: bearer(token), payload });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const detail = (token: string, activity: string, student?: string) =>
  get(token, `/api/school_work/work_detail?activity=${activity}${student ? `&student=${student}` : ''}`);
const results = (token: string, activity: string) => get(token, `/api/school_work/work_results?activity=${activity}`);
const essayText = (size: number, html: string) =>
  `<div data-font-size="${size}" style="font-size: ${size}pt">${html}</div>`;

describe('POST /school_work/student_response', () => {
  it('saves an essay draft with its font-size tag, then sends it for good', async () => {
    const essay = await activityOf('essay');
    const draft = await respond(world.tokens.student1, {
      activity: essay.id,
      detail_text: essayText(20, '<p>Primeiro parágrafo</p>'),
      draft: true,
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      status: 1,
      delivery_status: 'pending',
      draft: true,
      detail_text: essayText(20, '<p>Primeiro parágrafo</p>'),
      font_size: 20,
      delivery_date: null,
      can_submit: true,
    });

    const sent = await respond(world.tokens.student1, {
      activity: essay.id,
      detail_text: essayText(18, '<p>Texto final</p>'),
      draft: false,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 3,
      delivery_status: 'sent',
      draft: false,
      font_size: 18,
      delivery_date: ctx.clock.now().toISOString(),
      can_submit: false,
    });
    expect((await detail(world.tokens.student1, essay.id)).json()).toMatchObject({
      detail_text: essayText(18, '<p>Texto final</p>'),
      font_size: 18,
    });
  });

  it('never overwrites a sent response, as a draft or again as final', async () => {
    const work = await activityOf('work');
    await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>v1</p>', draft: false });
    for (const draft of [true, false]) {
      const again = await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>v2</p>', draft });
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe('A resposta já foi enviada e só pode ser refeita se o professor pedir.');
    }
    expect((await detail(world.tokens.student1, work.id)).json().detail_text).toBe('<p>v1</p>');
  });

  it('reopens a sent response when the teacher asks a redo, even after the end date', async () => {
    const essay = await activityOf('essay', -DAY, [
      {
        student_id: world.users.student2.id,
        status: 3,
        draft: false,
        response_text: essayText(16, '<p>v1</p>'),
        delivered_at: new Date(ctx.clock.now().getTime() - 2 * DAY),
      },
    ]);
    expect((await detail(world.tokens.student2, essay.id)).json()).toMatchObject({ status: 3, can_submit: false });
    const redo = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/redo',
      headers: bearer(world.tokens.teacher),
      payload: { activity: essay.id, students: [world.users.student2.id] },
    });
    expect(redo.statusCode).toBe(200);
    expect((await detail(world.tokens.student2, essay.id)).json()).toMatchObject({ status: 5, can_submit: true });

    const draft = await respond(world.tokens.student2, {
      activity: essay.id,
      detail_text: essayText(16, '<p>v2</p>'),
      draft: true,
    });
    expect(draft.json()).toMatchObject({ status: 5, draft: true });
    const sent = await respond(world.tokens.student2, {
      activity: essay.id,
      detail_text: essayText(16, '<p>v2 final</p>'),
      draft: false,
    });
    expect(sent.json()).toMatchObject({ status: 3, draft: false, detail_text: essayText(16, '<p>v2 final</p>') });
    const again = await respond(world.tokens.student2, { activity: essay.id, detail_text: 'x', draft: false });
    expect(again.statusCode).toBe(403);
  });

  it('takes a graded answer sent again as new: it waits for a new grade', async () => {
    const work = await activityOf('work');
    const { student1 } = world.users;
    await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>v1</p>', draft: false });
    const teacherCall = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(world.tokens.teacher), payload });
    const graded = await teacherCall('POST', '/api/activities/students/evaluate', {
      activity: work.id,
      student: student1.id,
      score: 6,
    });
    expect(graded.statusCode).toBe(200);
    const reopened = await teacherCall('PATCH', '/api/activities/update-status', {
      activity: work.id,
      students: [student1.id],
      status: 1,
    });
    expect(reopened.statusCode).toBe(200);
    const sent = await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>v2</p>', draft: false });
    expect(sent.json()).toMatchObject({ status: 3, detail_text: '<p>v2</p>', evaluated: false });
  });

  it('refuses a response after the end date with a clear message and changes nothing', async () => {
    const work = await activityOf('work', -60_000, [
      { student_id: world.users.student1.id, response_text: '<p>rascunho</p>', draft: true },
    ]);
    for (const draft of [true, false]) {
      const late = await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>tarde</p>', draft });
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toBe(
        'Atividade Expirada: o prazo de entrega terminou e a resposta não pode mais ser enviada.',
      );
    }
    expect((await detail(world.tokens.student1, work.id)).json()).toMatchObject({
      detail_text: '<p>rascunho</p>',
      status: 1,
      delivery_status: 'not_sent',
      can_submit: false,
      activity: { expired: true },
    });
  });

  it('refuses a response once the teacher concluded or archived the activity, and changes nothing', async () => {
    const closes = [
      { url: '/api/activity/conclude', payload: {} },
      { url: '/api/activity/archive', payload: { archived: true } },
    ];
    for (const close of closes) {
      const work = await activityOf('work', 3 * DAY, [
        { student_id: world.users.student1.id, response_text: '<p>rascunho</p>', draft: true },
      ]);
      const closed = await ctx.app.inject({
        method: 'PUT',
        url: close.url,
        headers: bearer(world.tokens.teacher),
        payload: { activity: work.id, ...close.payload },
      });
      expect(closed.statusCode).toBe(200);
      const events = await ctx.db
        .select()
        .from(mapEnergyEvents)
        .where(eq(mapEnergyEvents.user_id, world.users.student1.id));
      for (const draft of [true, false]) {
        const refused = await respond(world.tokens.student1, {
          activity: work.id,
          detail_text: '<p>depois</p>',
          draft,
        });
        expect(refused.statusCode, close.url).toBe(403);
        expect(refused.json().message).toBe(SCHOOL_WORK_MESSAGES.closed);
      }
      expect((await detail(world.tokens.student1, work.id)).json()).toMatchObject({
        detail_text: '<p>rascunho</p>',
        status: 1,
        draft: true,
        can_submit: false,
      });
      const after = await ctx.db
        .select()
        .from(mapEnergyEvents)
        .where(eq(mapEnergyEvents.user_id, world.users.student1.id));
      expect(after).toHaveLength(events.length);
    }
  });

  it('refuses a response before the start', async () => {
    const now = ctx.clock.now().getTime();
    const later = await buildActivity(ctx.db, world.platform, {
      kind: 'work',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      start_time: new Date(now + DAY),
      end_time: new Date(now + 2 * DAY),
      students: [world.users.student1.id],
    });
    const early = await respond(world.tokens.student1, { activity: later.id, detail_text: '<p>x</p>', draft: true });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Esta atividade ainda não começou.');
  });

  it('sanitises the text and keeps the essay tag', async () => {
    const essay = await activityOf('essay');
    const response = await respond(world.tokens.student1, {
      activity: essay.id,
      detail_text: essayText(12, '<p onclick="x()">oi<script>alert(1)</script><img src=x onerror=alert(1)></p>'),
      draft: true,
    });
    expect(response.json().detail_text).toBe(essayText(12, '<p>oi</p>'));
    const work = await activityOf('work');
    const plain = await respond(world.tokens.student1, {
      activity: work.id,
      detail_text: '<p>ok</p><iframe src="javascript:alert(1)"></iframe>',
      draft: true,
    });
    expect(plain.json().detail_text).toBe('<p>ok</p>');
  });

  it('gives an untagged essay the default size, and refuses a size the editor does not offer', async () => {
    const essay = await activityOf('essay');
    const untagged = await respond(world.tokens.student1, { activity: essay.id, detail_text: '<p>a</p>', draft: true });
    expect(untagged.json()).toMatchObject({ detail_text: essayText(16, '<p>a</p>'), font_size: 16 });
    const odd = await respond(world.tokens.student1, {
      activity: essay.id,
      detail_text: essayText(13, 'a'),
      draft: true,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('Tamanho de fonte inválido.');
  });

  it('refuses an empty final response', async () => {
    const essay = await activityOf('essay');
    const empty = await respond(world.tokens.student1, {
      activity: essay.id,
      detail_text: essayText(16, '<p> &nbsp; </p><script>x</script>'),
      draft: false,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Escreva a redação antes de enviar.');
    const work = await activityOf('work');
    const nothing = await respond(world.tokens.student1, { activity: work.id, detail_text: '', draft: false });
    expect(nothing.json().message).toBe('Escreva a resposta ou anexe um arquivo antes de enviar.');
  });

  it('raises a targeted map-energy event on a final response only', async () => {
    const work = await activityOf('work');
    const events = () =>
      ctx.db
        .select()
        .from(mapEnergyEvents)
        .where(
          and(eq(mapEnergyEvents.user_id, world.users.student2.id), eq(mapEnergyEvents.source, 'student_response')),
        );
    const before = (await events()).length;
    await respond(world.tokens.student2, { activity: work.id, detail_text: '<p>r</p>', draft: true });
    expect((await events()).length).toBe(before);
    await respond(world.tokens.student2, { activity: work.id, detail_text: '<p>r</p>', draft: false });
    const after = await events();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.kind).toBe('targeted');
  });

  it('answers only the activity’s assigned students, and only for essays, work and handmade', async () => {
    const work = await activityOf('work');
    const forum = await activityOf('forum');
    const payload = { activity: work.id, detail_text: '<p>x</p>', draft: true };
    expect((await respond(world.tokens.student3, payload)).statusCode).toBe(404);
    expect((await respond(world.tokens.teacher, payload)).statusCode).toBe(403);
    expect((await respond(world.tokens.guardian, payload)).statusCode).toBe(403);
    expect((await respond(world.tokens.foreignTeacher, payload)).statusCode).toBe(403);
    const wrongKind = await respond(world.tokens.student1, { ...payload, activity: forum.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('Esta atividade não recebe redação nem trabalho.');
    expect((await respond(world.tokens.student1, { ...payload, draft: 'sim' })).statusCode).toBe(400);
    expect((await respond(world.tokens.student1, { ...payload, activity: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /school_work/work_detail', () => {
  let essayId: string;
  beforeAll(async () => {
    essayId = (await activityOf('essay')).id;
    await respond(world.tokens.student1, { activity: essayId, detail_text: essayText(16, '<p>meu</p>'), draft: false });
  });

  it('shows a student their own response, and never another student’s', async () => {
    expect((await detail(world.tokens.student1, essayId)).json()).toMatchObject({
      student: { id: world.users.student1.id },
      detail_text: essayText(16, '<p>meu</p>'),
    });
    expect((await detail(world.tokens.student2, essayId, world.users.student1.id)).statusCode).toBe(403);
    expect((await detail(world.tokens.student2, essayId)).json()).toMatchObject({
      student: { id: world.users.student2.id },
      detail_text: null,
    });
    expect((await detail(world.tokens.student3, essayId, world.users.student1.id)).statusCode).toBe(404);
  });

  it("answers the stage of the essay's classroom, which its correction rubric follows", async () => {
    await ctx.db.update(grades).set({ stage: 'fundamental-1' }).where(eq(grades.id, 20));
    const child = await detail(world.tokens.teacher, essayId, world.users.student1.id);
    expect(child.json().stage).toBe('fundamental-1');

    await ctx.db
      .insert(grades)
      .values({ id: 28, name: '1ª série', stage: 'ensino-medio' })
      .onConflictDoUpdate({ target: grades.id, set: { stage: 'ensino-medio' } });
    await ctx.db.update(classrooms).set({ grade_id: 28 }).where(eq(classrooms.id, world.classroomA.id));
    try {
      expect((await detail(world.tokens.student1, essayId)).json().stage).toBe('ensino-medio');
    } finally {
      await ctx.db.update(classrooms).set({ grade_id: 20 }).where(eq(classrooms.id, world.classroomA.id));
    }
  });

  it('shows a teacher of the classroom any assigned student’s, and refuses other teachers', async () => {
    const seen = await detail(world.tokens.teacher, essayId, world.users.student1.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 3, detail_text: essayText(16, '<p>meu</p>') });
    expect((await detail(world.tokens.coordinator, essayId, world.users.student1.id)).statusCode).toBe(200);
    expect((await detail(world.tokens.teacherB, essayId, world.users.student1.id)).statusCode).toBe(403);
    expect((await detail(world.tokens.foreignTeacher, essayId, world.users.student1.id)).statusCode).toBe(404);
    const without = await detail(world.tokens.teacher, essayId);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Informe o aluno.');
    expect((await detail(world.tokens.teacher, essayId, world.users.student3.id)).statusCode).toBe(404);
  });

  it('answers the stored evaluation, goal reached and pokz included, for the teacher to start from', async () => {
    const evaluated = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/evaluate',
      headers: bearer(world.tokens.teacher),
      payload: { activity: essayId, student: world.users.student1.id, score: 9, pokz: 15, reached_goal: true },
    });
    expect(evaluated.statusCode).toBe(200);
    expect((await detail(world.tokens.teacher, essayId, world.users.student1.id)).json()).toMatchObject({
      evaluated: true,
      score: 9,
      pokz: 15,
      reached_goal: true,
    });
  });

  it('shows a guardian their dependent’s only', async () => {
    expect((await detail(world.tokens.guardian, essayId)).json()).toMatchObject({
      student: { id: world.users.student1.id },
    });
    expect((await detail(world.tokens.guardian, essayId, world.users.student2.id)).statusCode).toBe(403);
  });
});

describe('GET /school_work/work_results', () => {
  it('lists every assigned student with status, score, pokz, date and files; handmade ones too', async () => {
    const handmade = await activityOf('handmade', -DAY);
    const evaluate = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/evaluate',
      headers: bearer(world.tokens.teacher),
      payload: { activity: handmade.id, student: world.users.student1.id, score: 8.5, pokz: 20 },
    });
    expect(evaluate.statusCode).toBe(200);
    const response = await results(world.tokens.teacher, handmade.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.activity).toMatchObject({ id: handmade.id, kind: 'handmade', activity_type: 'M', expired: true });
    const byStudent = Object.fromEntries(body.students.map((row: { student: string }) => [row.student, row]));
    expect(byStudent[world.users.student1.id]).toMatchObject({
      name: 'Pessoa Teste',
      username: 'aluno1',
      status: 3,
      delivery_status: 'sent',
      score: 8.5,
      pokz: 20,
      evaluated: true,
      files_count: 0,
      delivery_date: ctx.clock.now().toISOString(),
    });
    expect(byStudent[world.users.student2.id]).toMatchObject({
      status: 1,
      delivery_status: 'not_sent',
      score: null,
      evaluated: false,
      delivery_date: null,
    });
    const open = await activityOf('handmade');
    const pending = (await results(world.tokens.teacher, open.id)).json();
    expect(pending.students.map((row: { delivery_status: string }) => row.delivery_status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('shows a redo asked as such, with no grade standing until the new answer is graded', async () => {
    const work = await activityOf('work');
    const { student1 } = world.users;
    await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>v1</p>', draft: false });
    const teacherCall = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(world.tokens.teacher), payload });
    await teacherCall('/api/activities/students/evaluate', { activity: work.id, student: student1.id, score: 6 });
    const asking = { activity: work.id, student: student1.id, comment: 'Refaça a conclusão.' };
    expect((await teacherCall('/api/activities/students/comment', asking)).statusCode).toBe(200);
    const redo = await teacherCall('/api/activities/students/redo', { activity: work.id, students: [student1.id] });
    expect(redo.statusCode).toBe(200);
    expect((await detail(world.tokens.student1, work.id)).json().teacher_comment).toBe('Refaça a conclusão.');
    const row = (await results(world.tokens.teacher, work.id))
      .json()
      .students.find((student: { student: string }) => student.student === student1.id);
    expect(row).toMatchObject({ status: 5, delivery_status: 'pending', evaluated: false, score: null });
    for (const token of [world.tokens.teacher, world.tokens.student1]) {
      const read = await detail(token, work.id, token === world.tokens.teacher ? student1.id : undefined);
      expect(read.json()).toMatchObject({ status: 5, evaluated: false, score: null });
    }

    // Sent again, the work waits for its new grade in the student's closed list too.
    await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>v2</p>', draft: false });
    const closed = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_closed',
      headers: bearer(world.tokens.student1),
    });
    const item = closed.json().activities.find((activity: { id: string }) => activity.id === work.id);
    expect(item).toMatchObject({ delivery_status: 'sent', score: null });
    // The comment that asked for the redo was answered: it is no feedback on the new answer.
    expect((await detail(world.tokens.teacher, work.id, student1.id)).json().teacher_comment).toBeNull();
  });

  it('keeps a comment the teacher wrote before the first answer was graded, through a draft and the send', async () => {
    const work = await activityOf('work');
    const { student1 } = world.users;
    const comment = { activity: work.id, student: student1.id, comment: 'Lembre de citar as fontes.' };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/comment',
      headers: bearer(world.tokens.teacher),
      payload: comment,
    });
    await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>rascunho</p>', draft: true });
    await respond(world.tokens.student1, { activity: work.id, detail_text: '<p>final</p>', draft: false });
    expect((await detail(world.tokens.teacher, work.id, student1.id)).json().teacher_comment).toBe(comment.comment);
  });

  it('is for the activity’s educators only', async () => {
    const work = await activityOf('work');
    expect((await results(world.tokens.coordinator, work.id)).statusCode).toBe(200);
    expect((await results(world.tokens.teacherB, work.id)).statusCode).toBe(403);
    expect((await results(world.tokens.student1, work.id)).statusCode).toBe(403);
    expect((await results(world.tokens.guardian, work.id)).statusCode).toBe(403);
    expect((await results(world.tokens.foreignTeacher, work.id)).statusCode).toBe(404);
    expect((await results(world.tokens.teacher, 'nao-e-id')).statusCode).toBe(400);
  });
});
