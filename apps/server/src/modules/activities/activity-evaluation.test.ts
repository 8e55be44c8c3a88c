import { MESSAGES, SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { walletLines } from '../ledger/ledger.fixture.ts';
import { activityStudents } from './activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essay: string;
let handmade: string;

const send = (method: 'POST' | 'PATCH', url: string, token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const { teacher, student1, student2 } = world.users;
  const base = { classroom_id: world.classroomA.id, teacher_id: teacher.id };
  essay = (
    await buildActivity(ctx.db, world.platform, {
      ...base,
      kind: 'essay',
      students: [{ student_id: student1.id, status: 3, delivered_at: new Date('2026-03-01T10:00:00Z') }, student2.id],
    })
  ).id;
  handmade = (await buildActivity(ctx.db, world.platform, { ...base, kind: 'handmade', students: [student1.id] })).id;
});
afterAll(() => ctx.close());

describe('evaluation', () => {
  it('comments and evaluates a student', async () => {
    const comment = await send('POST', '/activities/students/comment', world.tokens.teacher, {
      activity: essay,
      student: world.users.student1.id,
      comment: 'Bom texto!',
    });
    expect(comment.statusCode).toBe(200);
    expect(comment.json().students[0]).toMatchObject({ teacher_comment: 'Bom texto!', delivery_status: 'sent' });
    const evaluated = await send('POST', '/activities/students/evaluate', world.tokens.teacher, {
      activity: essay,
      student: world.users.student1.id,
      score: 8.5,
      pokz: 15,
      reached_goal: true,
    });
    expect(evaluated.json().students[0]).toMatchObject({ score: 8.5, pokz: 15, reached_goal: true });
    expect(evaluated.json().students[0].evaluated_at).toBe(ctx.clock.now().toISOString());
    const closed = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_closed',
      headers: bearer(world.tokens.student1),
    });
    expect(closed.json().activities[0]).toMatchObject({ id: essay, score: 8.5, teacher_comments: 'Bom texto!' });
  });

  it('stores a comment carrying markup as plain text, so <script> and <img onerror> come back as harmless words', async () => {
    const student = world.users.student1.id;
    const storedComment = async () =>
      (
        await ctx.db
          .select({ comment: activityStudents.teacher_comment })
          .from(activityStudents)
          .where(and(eq(activityStudents.activity_id, essay), eq(activityStudents.student_id, student)))
      )[0]?.comment;
    const comment = await send('POST', '/activities/students/comment', world.tokens.teacher, {
      activity: essay,
      student,
      comment:
        '<p>Refaça a introdução.</p>\n<script>alert(1)</script><img src=x onerror="alert(2)">2 < 3 &lt;script&gt;alert(3)&lt;/script&gt;',
    });
    expect(comment.statusCode).toBe(200);
    const expected = 'Refaça a introdução.\n2 < 3';
    expect(comment.json().students[0].teacher_comment).toBe(expected);
    expect(await storedComment()).toBe(expected);
    const closed = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_closed',
      headers: bearer(world.tokens.student1),
    });
    expect(closed.json().activities[0].teacher_comments).toBe(expected);

    const evaluated = await send('POST', '/activities/students/evaluate', world.tokens.teacher, {
      activity: essay,
      student,
      score: 9,
      comment: '<b onmouseover="alert(4)">Ótimo</b> trabalho',
    });
    expect(evaluated.json().students[0].teacher_comment).toBe('Ótimo trabalho');
    const onlyMarkup = await send('POST', '/activities/students/comment', world.tokens.teacher, {
      activity: essay,
      student,
      comment: '<script>alert(5)</script>',
    });
    expect(onlyMarkup.json().students[0].teacher_comment).toBeNull();
    expect(await storedComment()).toBeNull();
  });

  it('grades an essay or a work only once sent, and changes nothing before', async () => {
    const { teacher, student1 } = world.users;
    const work = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      kind: 'work',
      students: [{ student_id: student1.id, response_text: '<p>rascunho</p>', draft: true }],
    });
    for (const [activity, student] of [
      [essay, world.users.student2.id],
      [work.id, student1.id],
    ] as const) {
      const early = await send('POST', '/activities/students/evaluate', world.tokens.teacher, {
        activity,
        student,
        score: 7,
        pokz: 10,
      });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe(SCHOOL_WORK_MESSAGES.notSent);
      const [row] = await ctx.db
        .select()
        .from(activityStudents)
        .where(and(eq(activityStudents.activity_id, activity), eq(activityStudents.student_id, student)));
      expect(row).toMatchObject({ status: 1, score: null, pokz: 0, evaluated_at: null });
    }
  });

  it('counts a handmade activity as sent when evaluated', async () => {
    const evaluated = await send('POST', '/activities/students/evaluate', world.tokens.teacher, {
      activity: handmade,
      student: world.users.student1.id,
      score: 10,
    });
    expect(evaluated.json().students[0]).toMatchObject({ status: 3, delivery_status: 'sent', score: 10 });
    expect(evaluated.json().students[0].delivered_at).toBe(ctx.clock.now().toISOString());
  });

  it('pays the pokz through the ledger, and a new grade only the difference', async () => {
    const { teacher, student2 } = world.users;
    const model = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      kind: 'handmade',
      title: 'Maquete do sistema solar',
      students: [student2.id],
    });
    const evaluate = (values: { pokz?: number }) =>
      send('POST', '/activities/students/evaluate', world.tokens.teacher, {
        activity: model.id,
        student: student2.id,
        score: 7,
        ...values,
      });
    for (const pokz of [20, 20, 12]) expect((await evaluate({ pokz })).statusCode).toBe(200);
    await evaluate({});
    expect(await walletLines(ctx.db, student2.id)).toEqual([
      { amount: 20, event: 'Maquete do sistema solar', eventType: 'activity' },
      { amount: -8, event: 'Revisão: Maquete do sistema solar', eventType: 'activity' },
    ]);
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/identity/students/score_balance',
      headers: bearer(world.tokens.student2),
    });
    expect(balance.json()).toMatchObject({ balance: 12, score: 12, totalStatements: 2 });
  });

  it('asks for a redo, which awaits a new grade, and sets statuses, keeping the first delivery date', async () => {
    const redo = await send('POST', '/activities/students/redo', world.tokens.teacher, {
      activity: essay,
      students: [world.users.student1.id],
    });
    // The student's essay was graded in the first test: the grade now waits for the new answer.
    expect(redo.json().students[0]).toMatchObject({
      status: 5,
      draft: false,
      delivery_status: 'pending',
      evaluated_at: null,
    });
    const sent = await send('PATCH', '/activities/update-status', world.tokens.teacher, {
      activity: essay,
      students: [world.users.student1.id, world.users.student2.id],
      status: 3,
    });
    const rows = sent.json().students as { student: { id: string }; delivered_at: string; status: number }[];
    expect(rows.every((row) => row.status === 3)).toBe(true);
    expect(rows.find((row) => row.student.id === world.users.student1.id)?.delivered_at).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });

  it('reopens an answer through update-status 5 exactly as a redo does', async () => {
    const { teacher, student1 } = world.users;
    const work = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      kind: 'work',
      students: [{ student_id: student1.id, status: 3, draft: false, response_text: '<p>feito</p>' }],
    });
    const graded = await send('POST', '/activities/students/evaluate', world.tokens.teacher, {
      activity: work.id,
      student: student1.id,
      score: 4,
      reached_goal: true,
    });
    expect(graded.json().students[0].evaluated_at).not.toBeNull();
    const reopened = await send('PATCH', '/activities/update-status', world.tokens.teacher, {
      activity: work.id,
      students: [student1.id],
      status: 5,
    });
    expect(reopened.json().students[0]).toMatchObject({
      status: 5,
      draft: false,
      evaluated_at: null,
      score: null,
      reached_goal: false,
    });
  });

  it('keeps the grade of a concluded or archived activity: it takes no redo, so none is asked', async () => {
    const { teacher, student1 } = world.users;
    for (const closed of [
      { concluded_at: new Date('2026-03-02T10:00:00Z') },
      { archived_at: new Date('2026-03-02T10:00:00Z') },
    ]) {
      const work = await buildActivity(ctx.db, world.platform, {
        classroom_id: world.classroomA.id,
        teacher_id: teacher.id,
        kind: 'work',
        ...closed,
        students: [{ student_id: student1.id, status: 3, score: 8, evaluated_at: new Date('2026-03-02T09:00:00Z') }],
      });
      const asked = [
        await send('POST', '/activities/students/redo', world.tokens.teacher, {
          activity: work.id,
          students: [student1.id],
        }),
        await send('PATCH', '/activities/update-status', world.tokens.teacher, {
          activity: work.id,
          students: [student1.id],
          status: 5,
        }),
      ];
      for (const response of asked) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MESSAGES.activityClosedForRedo);
      }
      const [row] = await ctx.db
        .select()
        .from(activityStudents)
        .where(and(eq(activityStudents.activity_id, work.id), eq(activityStudents.student_id, student1.id)));
      expect(row).toMatchObject({ status: 3, score: 8 });
    }
  });

  it('changes nothing when one student is not assigned', async () => {
    const response = await send('PATCH', '/activities/update-status', world.tokens.teacher, {
      activity: essay,
      students: [world.users.student2.id, world.users.student3.id],
      status: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O aluno não está atribuído a esta atividade.');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/activity/students_assigned?activity=${essay}`,
      headers: bearer(world.tokens.teacher),
    });
    const student2 = list
      .json()
      .students.find((s: { student: { id: string } }) => s.student.id === world.users.student2.id);
    expect(student2.status).toBe(3);
  });

  it('says in Portuguese what is wrong with a score or pokz out of range', async () => {
    const body = { activity: essay, student: world.users.student2.id, score: 5 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ score: 11 }, 'body.score', 'Informe uma nota de 0 a 10.'],
      [{ score: -1 }, 'body.score', 'Informe uma nota de 0 a 10.'],
      [{ score: 'dez' }, 'body.score', 'Informe uma nota de 0 a 10.'],
      [{ pokz: -1 }, 'body.pokz', 'Informe os pokz com um número inteiro de 0 a 10.000.'],
      [{ pokz: 2.5 }, 'body.pokz', 'Informe os pokz com um número inteiro de 0 a 10.000.'],
      [{ pokz: 10_001 }, 'body.pokz', 'Informe os pokz com um número inteiro de 0 a 10.000.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send('POST', '/activities/students/evaluate', world.tokens.teacher, {
        ...body,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field, message }]);
    }
  });

  it('refuses students, other teachers, other platforms and bad scores', async () => {
    const body = { activity: essay, student: world.users.student2.id, score: 5 };
    expect((await send('POST', '/activities/students/evaluate', world.tokens.student1, body)).statusCode).toBe(403);
    expect((await send('POST', '/activities/students/evaluate', world.tokens.teacherB, body)).statusCode).toBe(403);
    expect((await send('POST', '/activities/students/evaluate', world.tokens.guardian, body)).statusCode).toBe(403);
    expect((await send('POST', '/activities/students/evaluate', world.tokens.foreignTeacher, body)).statusCode).toBe(
      404,
    );
    for (const score of [-1, 11, 'dez']) {
      const response = await send('POST', '/activities/students/evaluate', world.tokens.teacher, { ...body, score });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Verifique as informações e tente novamente.');
    }
    const status = await send('PATCH', '/activities/update-status', world.tokens.teacher, {
      activity: essay,
      students: [world.users.student2.id],
      status: 4,
    });
    expect(status.statusCode).toBe(400);
  });
});
