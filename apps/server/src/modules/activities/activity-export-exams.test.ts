import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/spreadsheet.ts';
import { type BuiltExam, buildExamWorld, type ExamWorld } from '../exams/exams.fixture.ts';

let w: ExamWorld;
let exam: BuiltExam;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam({ questions: 4 });
});
afterAll(() => w.ctx.close());

const q = (index: number) => exam.questions[index] as BuiltExam['questions'][number];

describe("students' export of a digital exam", () => {
  it("adds the attempt's time and one column per question of the exam, in the exam's order", async () => {
    // Questions shuffled per student: the columns still follow the exam.
    const activity = await w.newExamActivity(exam, { config: { randomize_question: true } });
    expect((await w.call('student1', 'GET', `/api/exam/time_left?activity=${activity.id}`)).statusCode).toBe(200);
    for (const [question, alternative] of [
      [q(0).id, q(0).correct],
      [q(1).id, q(1).alternatives[0]],
      [q(3).id, q(3).correct],
    ]) {
      const saved = await w.call('student1', 'PATCH', '/api/exam/save_result', {
        activity: activity.id,
        question_id: question,
        alternative_id: alternative,
      });
      expect(saved.statusCode).toBe(200);
    }
    w.ctx.clock.advance(754_000);
    expect((await w.call('student1', 'PATCH', '/api/exam/exam_finish', { activity: activity.id })).statusCode).toBe(
      200,
    );
    const nullified = await w.call('teacher', 'PATCH', '/api/exam/exam_finish', {
      activity: activity.id,
      nullify: [{ question_id: q(3).id, reason: 'Enunciado ambíguo' }],
    });
    expect(nullified.statusCode).toBe(200);

    const response = await w.call('teacher', 'GET', `/api/activity/export_students?activity=${activity.id}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readSheet(response.rawPayload);
    expect(header?.slice(5, 12)).toEqual(['Último acesso', 'Tempo de prova', 'P1', 'P2', 'P3', 'P4', 'Situação']);
    const byUsername = new Map(rows.map((row) => [row[2], row]));
    // One right of three counted (the fourth is nullified): 3.33.
    expect(byUsername.get('aluno1')?.slice(3, 13)).toEqual([
      '3,3',
      'Sem informação',
      '-',
      '12:34',
      'Certa',
      'Errada',
      'Sem resposta',
      'Anulada',
      'Enviado',
      expect.any(String),
    ]);
    expect(byUsername.get('aluno2')?.slice(6, 12)).toEqual(['-', '-', '-', '-', '-', 'Pendente']);
  });
});
