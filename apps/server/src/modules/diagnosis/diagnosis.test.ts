import type { DiagnosisReport } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { countQueries } from '../../../test/query-counter.ts';
import { examNullifications } from '../exams/exams.tables.ts';
import { buildBnccExam, buildSatExam } from './diagnosis.fixture.ts';

let ctx: TestContext;
let world: ActivityWorld;

type Who = keyof ActivityWorld['tokens'];
const get = (who: Who, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/assistant${path}`, headers: bearer(world.tokens[who]) });
const json = async <T>(who: Who, path: string) => {
  const response = await get(who, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const report = (who: Who, query = '') => json<DiagnosisReport>(who, `/diagnosis/report${query}`);

/*
 * The hand-built school: one exam of four questions. Q1 carries two Matemática skills (counted once
 * for the area), Q2 one of Matemática, Q3 one of Linguagens, Q4 none, so its exam's Ciências skill.
 * Classroom A: student1 rrrw (3/4), student2 ww r - (1/4, needs attention). Classroom B: student3
 * rrrr. An open attempt (not finished, deadline ahead) and a nullified question never count.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const { teacher, teacherB, student1, student2, student3 } = world.users;
  const exam = await buildBnccExam(
    ctx.db,
    world.platform,
    teacher.id,
    [
      { EF03MA07: 'Multiplicação', EF03MA08: 'Divisão' },
      { EF03MA06: 'Adição e subtração' },
      { EF03LP01: 'Ortografia' },
      {},
    ],
    { EF03CI01: 'Produção de som' },
  );
  const inA = { classroomId: world.classroomA.id, teacherId: teacher.id };
  await buildSatExam(ctx.db, world.platform, inA, exam, { [student1.id]: 'rrrw', [student2.id]: 'wwr-' });
  await buildSatExam(ctx.db, world.platform, { classroomId: world.classroomB.id, teacherId: teacherB.id }, exam, {
    [student3.id]: 'rrrr',
  });
  await buildSatExam(ctx.db, world.platform, inA, exam, { [student1.id]: 'wwww' }, null);
  const nullified = await buildSatExam(ctx.db, world.platform, inA, exam, { [student2.id]: 'wwww' });
  for (const question of exam.questions) {
    await ctx.db
      .insert(examNullifications)
      .values({ activity_id: nullified.id, question_id: question.id, reason: 'Anulada' });
  }
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /datasets/*', () => {
  it('lists the classrooms a coordinator and a teacher see, narrowed by the filters', async () => {
    const all = await json<{ class_rooms: { id: string; year: number; grade: string }[] }>(
      'coordinator',
      '/datasets/class-rooms',
    );
    expect(all.class_rooms.map((c) => c.id).sort()).toEqual([world.classroomA.id, world.classroomB.id].sort());
    expect(all.class_rooms[0]).toMatchObject({ year: 2026, grade: expect.stringMatching(/^Série/) });
    const own = await json<{ class_rooms: { id: string }[] }>('teacher', '/datasets/class-rooms');
    expect(own.class_rooms.map((c) => c.id)).toEqual([world.classroomA.id]);
    const other = await json<{ class_rooms: unknown[] }>(
      'teacher',
      `/datasets/class-rooms?classroom_id=${world.classroomB.id}`,
    );
    expect(other.class_rooms).toEqual([]);
    expect(
      (await json<{ class_rooms: unknown[] }>('coordinator', '/datasets/class-rooms?year=2025')).class_rooms,
    ).toEqual([]);
  });

  it('lists the knowledge areas and the years', async () => {
    const areas = await json<{ knowledge_areas: { name: string }[] }>('teacher', '/datasets/knowledge-areas');
    expect(areas.knowledge_areas.map((area) => area.name)).toEqual([
      'Linguagens',
      'Matemática',
      'Ciências da Natureza',
      'Ciências Humanas',
      'Ensino Religioso',
    ]);
    expect(await json('coordinator', '/datasets/years')).toEqual({ years: [2026] });
  });

  it("lists only the students of the caller's classrooms", async () => {
    const { student1, student2, student3 } = world.users;
    const own = await json<{ students: { id: string }[] }>('teacher', '/datasets/students');
    expect(own.students.map((s) => s.id).sort()).toEqual([student1.id, student2.id].sort());
    const inB = await json<{ students: { id: string; classroom_id: string }[] }>(
      'coordinator',
      `/datasets/students?classroom_id=${world.classroomB.id}`,
    );
    expect(inB.students).toEqual([expect.objectContaining({ id: student3.id, classroom_id: world.classroomB.id })]);
    expect(
      (await json<{ students: unknown[] }>('teacher', `/datasets/students?student_id=${student3.id}`)).students,
    ).toEqual([]);
  });

  it('refuses students, guardians and bad filters; another platform sees none of ours', async () => {
    for (const path of [
      '/datasets/class-rooms',
      '/datasets/knowledge-areas',
      '/datasets/years',
      '/datasets/students',
    ]) {
      expect((await get('student1', path)).statusCode).toBe(403);
      expect((await get('guardian', path)).statusCode).toBe(403);
    }
    const bad = await get('coordinator', '/datasets/students?classroom_id=turma-1');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fields)).toMatch(/Turma inválida/);
    expect((await get('coordinator', '/datasets/years?year=abc')).statusCode).toBe(400);
    expect(await json('foreignTeacher', '/datasets/class-rooms')).toEqual({ class_rooms: [] });
    expect(await json('foreignTeacher', '/datasets/students')).toEqual({ students: [] });
  });
});

describe('GET /diagnosis/report', () => {
  it("counts the coordinator's school by area, classroom and skill (the hand-built numbers)", async () => {
    const answer = await report('coordinator');
    expect(answer.totals).toEqual({ answers: 12, correct: 8, hit_rate: 66.7, students: 3 });
    expect(answer.areas).toEqual([
      { area: 'linguagens', name: 'Linguagens', answers: 3, correct: 3, hit_rate: 100 },
      { area: 'matematica', name: 'Matemática', answers: 6, correct: 4, hit_rate: 66.7 },
      { area: 'ciencias-da-natureza', name: 'Ciências da Natureza', answers: 3, correct: 1, hit_rate: 33.3 },
    ]);
    const inA = answer.classrooms.filter((row) => row.classroom_id === world.classroomA.id);
    expect(inA.map(({ area, answers, correct, year }) => ({ area, answers, correct, year }))).toEqual([
      { area: 'linguagens', answers: 2, correct: 2, year: 2026 },
      { area: 'matematica', answers: 4, correct: 2, year: 2026 },
      { area: 'ciencias-da-natureza', answers: 2, correct: 0, year: 2026 },
    ]);
    expect(answer.skills.map(({ code, missed, answers }) => ({ code, missed, answers }))).toEqual([
      { code: 'EF03CI01', missed: 2, answers: 3 },
      { code: 'EF03MA06', missed: 1, answers: 3 },
      { code: 'EF03MA07', missed: 1, answers: 3 },
      { code: 'EF03MA08', missed: 1, answers: 3 },
    ]);
    expect(answer.skills[0]?.description).toBe('Produção de som');
    expect(answer.students).toEqual([
      {
        student_id: world.users.student2.id,
        name: world.users.student2.name,
        classroom_id: world.classroomA.id,
        classroom: world.classroomA.name,
        answers: 4,
        correct: 1,
        hit_rate: 25,
      },
    ]);
    expect(answer.attention).toEqual({ hit_rate: 60, min_answers: 3 });
  });

  it('narrows by knowledge area, classroom, year and student', async () => {
    const maths = await report('coordinator', '?knowledge_area=matematica');
    expect(maths.totals).toMatchObject({ answers: 6, correct: 4 });
    expect(maths.areas.map((area) => area.area)).toEqual(['matematica']);
    // student2 answered only two Matemática questions: too few to be listed.
    expect(maths.students).toEqual([]);
    const inB = await report('coordinator', `?classroom_id=${world.classroomB.id}`);
    expect(inB.totals).toEqual({ answers: 4, correct: 4, hit_rate: 100, students: 1 });
    expect(inB.skills).toEqual([]);
    expect((await report('coordinator', '?year=2025')).totals.answers).toBe(0);
    const one = await report('coordinator', `?student_id=${world.users.student1.id}`);
    expect(one.totals).toMatchObject({ answers: 4, correct: 3, students: 1 });
  });

  it("gives a teacher only their classrooms' results", async () => {
    expect((await report('teacher')).totals).toMatchObject({ answers: 8, correct: 4, students: 2 });
    expect((await report('teacher', `?classroom_id=${world.classroomB.id}`)).totals).toEqual({
      answers: 0,
      correct: 0,
      hit_rate: null,
      students: 0,
    });
    expect((await report('teacherB')).totals).toMatchObject({ answers: 4, correct: 4 });
  });

  it('refuses students, guardians and bad filters; another platform sees none of ours', async () => {
    expect((await get('student1', '/diagnosis/report')).statusCode).toBe(403);
    expect((await get('guardian', '/diagnosis/report')).statusCode).toBe(403);
    const bad = await get('coordinator', '/diagnosis/report?knowledge_area=artes');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fields)).toMatch(/Área do conhecimento inválida/);
    expect((await report('foreignTeacher')).totals.answers).toBe(0);
  });

  it('answers in one statement, whatever the filters', async () => {
    const counter = countQueries(ctx.db);
    try {
      for (const query of ['', '?knowledge_area=matematica', `?classroom_id=${world.classroomA.id}&year=2026`]) {
        await report('coordinator');
        counter.reset();
        await report('coordinator', query);
        expect(counter.count).toBe(1);
      }
    } finally {
      counter.restore();
    }
  });

  it('exports the report as a spreadsheet', async () => {
    const response = await get('coordinator', '/diagnosis/report?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('diagnostico-de-aprendizagem-');
  });
});
