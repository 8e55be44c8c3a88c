import { MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltExam, buildExamWorld, type ExamWorld } from './exams.fixture.ts';
import { examAttempts, mockExams } from './exams.tables.ts';

let w: ExamWorld;
let exam: BuiltExam;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam();
});
afterAll(() => w.ctx.close());

const offered = async () => (await w.call('teacher', 'GET', '/api/exams/mock_exams/offered')).json().offers;
const studentList = async (who: 'student1' | 'student2' = 'student1') =>
  (await w.call(who, 'GET', '/api/exams/mock_exams/by_discipline')).json().disciplines;

describe('offering mock exams', () => {
  it('an educator offers a published exam, a student sees it by discipline and sits it, the offer changes', async () => {
    const put = await w.call('teacher', 'PUT', '/api/exams/mock_exams/offer', {
      exam_id: exam.id,
      discipline: ' Matemática ',
      duration: 25,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().offers).toEqual([
      expect.objectContaining({ exam_id: exam.id, discipline: 'Matemática', duration: 25, attempts: 0 }),
    ]);
    expect(await studentList()).toEqual([
      {
        discipline: 'Matemática',
        exams: [expect.objectContaining({ exam_id: exam.id, duration: 25, total_questions: 3, status: 'not_started' })],
      },
    ]);

    const started = await w.call('student1', 'GET', `/api/exams/mock_exam/time_left?exam_id=${exam.id}`);
    expect(started.json()).toMatchObject({ time_left: 1500, finished: false });

    // Another educator (the coordinator) changes it: new attempts get the new duration.
    const changed = await w.call('coordinator', 'PUT', '/api/exams/mock_exams/offer', {
      exam_id: exam.id,
      discipline: 'Álgebra',
      duration: '40',
    });
    expect(changed.json().offers).toEqual([
      expect.objectContaining({ discipline: 'Álgebra', duration: 40, attempts: 1 }),
    ]);
    const second = await w.call('student2', 'GET', `/api/exams/mock_exam/time_left?exam_id=${exam.id}`);
    expect(second.json()).toMatchObject({ time_left: 2400 });
    const first = await w.call('student1', 'GET', `/api/exams/mock_exam/time_left?exam_id=${exam.id}`);
    expect(first.json()).toMatchObject({ time_left: 1500 });
    expect((await studentList())[0]).toMatchObject({
      discipline: 'Álgebra',
      exams: [expect.objectContaining({ status: 'in_progress', duration: 40 })],
    });
  });

  it('withdrawing hides it and starts no new attempt, keeps the attempts made, and offering again brings them back', async () => {
    const kept = await w.newExam({ questions: 1 });
    await w.call('teacher', 'PUT', '/api/exams/mock_exams/offer', {
      exam_id: kept.id,
      discipline: 'Física',
      duration: 10,
    });
    await w.call('student1', 'GET', `/api/exams/mock_exam/time_left?exam_id=${kept.id}`);
    await w.call('student1', 'PATCH', '/api/exams/mock_exam/save_result', {
      exam_id: kept.id,
      question_id: kept.questions[0]?.id,
      alternative_id: kept.questions[0]?.correct,
    });

    const withdrawn = await w.call('teacher', 'DELETE', `/api/exams/mock_exams/offer?exam_id=${kept.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().offers.map((o: { exam_id: string }) => o.exam_id)).not.toContain(kept.id);
    expect((await studentList()).map((d: { discipline: string }) => d.discipline)).not.toContain('Física');

    const fresh = await w.call('student2', 'GET', `/api/exams/mock_exam/time_left?exam_id=${kept.id}`);
    expect(fresh.statusCode).toBe(404);
    expect(fresh.json().message).toBe(MESSAGES.mockExamNotFound);
    // The attempt already started runs to its end.
    const finish = await w.call('student1', 'PATCH', '/api/exams/mock_exam/exam_finish', { exam_id: kept.id });
    expect(finish.json().score).toBe(10);
    const attempts = await w.db.select().from(examAttempts).where(eq(examAttempts.mock_exam_id, kept.id));
    expect(attempts).toHaveLength(1);

    const again = await w.call('teacher', 'DELETE', `/api/exams/mock_exams/offer?exam_id=${kept.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.mockExamNotFound);

    await w.call('teacher', 'PUT', '/api/exams/mock_exams/offer', {
      exam_id: kept.id,
      discipline: 'Física',
      duration: 10,
    });
    const back = (await studentList()).find((d: { discipline: string }) => d.discipline === 'Física');
    expect(back.exams[0]).toMatchObject({ exam_id: kept.id, status: 'finished', score: 10 });
  });

  it('refuses unknown, unpublished and foreign exams and bad durations, changing nothing', async () => {
    const draft = await w.newExam({ questions: 1, status: 3 });
    const before = await w.db.select().from(mockExams);
    const offersBefore = await offered();

    for (const examId of [draft.id, exam.questions[0]?.id]) {
      const refused = await w.call('teacher', 'PUT', '/api/exams/mock_exams/offer', {
        exam_id: examId,
        discipline: 'Química',
        duration: 30,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.examNotPublished);
    }
    const foreign = await w.call('foreignTeacher', 'PUT', '/api/exams/mock_exams/offer', {
      exam_id: exam.id,
      discipline: 'Química',
      duration: 30,
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await w.call('foreignTeacher', 'DELETE', `/api/exams/mock_exams/offer?exam_id=${exam.id}`)).statusCode,
    ).toBe(404);
    expect((await w.call('foreignTeacher', 'GET', '/api/exams/mock_exams/offered')).json().offers).toEqual([]);

    for (const duration of [0, -5, 601, 2.5, 'muito']) {
      const refused = await w.call('teacher', 'PUT', '/api/exams/mock_exams/offer', {
        exam_id: exam.id,
        discipline: 'Química',
        duration,
      });
      expect(refused.statusCode, String(duration)).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'body.duration', message: MESSAGES.mockExamDuration }]);
    }
    const blank = await w.call('teacher', 'PUT', '/api/exams/mock_exams/offer', {
      exam_id: exam.id,
      discipline: '  ',
      duration: 30,
    });
    expect(blank.json().fields).toEqual([{ field: 'body.discipline', message: MESSAGES.mockExamDiscipline }]);

    expect(await w.db.select().from(mockExams)).toEqual(before);
    expect(await offered()).toEqual(offersBefore);
  });

  it('only educators offer, change, withdraw and list offers', async () => {
    for (const who of ['student1', 'guardian'] as const) {
      const put = await w.call(who, 'PUT', '/api/exams/mock_exams/offer', {
        exam_id: exam.id,
        discipline: 'Química',
        duration: 30,
      });
      expect(put.statusCode, who).toBe(403);
      expect((await w.call(who, 'DELETE', `/api/exams/mock_exams/offer?exam_id=${exam.id}`)).statusCode, who).toBe(403);
      expect((await w.call(who, 'GET', '/api/exams/mock_exams/offered')).statusCode, who).toBe(403);
    }
    expect((await w.call('teacherB', 'GET', '/api/exams/mock_exams/offered')).statusCode).toBe(200);
    expect((await offered()).find((o: { exam_id: string }) => o.exam_id === exam.id)).toMatchObject({
      discipline: 'Álgebra',
    });
  });
});
