import { MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../exam-builder/exam-builder.tables.ts';
import { type BuiltExam, buildExamWorld, type ExamWorld } from './exams.fixture.ts';
import { examAnswers, examAttempts } from './exams.tables.ts';

let w: ExamWorld;
let exam: BuiltExam;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam();
});
afterAll(() => w.ctx.close());

const q = (index: number) => exam.questions[index] as BuiltExam['questions'][number];

describe('exams service: the student paths of an activity exam', () => {
  it('starts, shows, saves once per answer, reads the results and finishes', async () => {
    const activity = await w.newExamActivity(exam, { duration: 20, config: { password: 'chave', anti_cheat: true } });
    const show = await w.call('student1', 'GET', `/api/exams/activity/students/show?activity_id=${activity.id}`);
    expect(show.json()).toMatchObject({
      exam: { id: exam.id, duration: 20, total_questions: 3 },
      activity: { id: activity.id, anti_cheat: true, has_password: true, paused: false },
    });
    const none = await w.call('student1', 'GET', `/api/exams/activity/students/results?activity_ids=${activity.id}`);
    expect(none.json()).toEqual({ time_left: 1200, results: [] });

    const wrong = await w.call('student1', 'POST', '/api/exams/activity/students/start', {
      activity_id: activity.id,
      password: 'errada',
    });
    expect(wrong.statusCode).toBe(403);
    const started = await w.call('student1', 'POST', '/api/exams/activity/students/start', {
      activity_id: activity.id,
      password: 'chave',
    });
    expect(started.json()).toMatchObject({ time_left: 1200, finished: false, paused: false });

    const answer = { activity_id: activity.id, question_id: q(0).id, alternative_id: q(0).correct, seq: 1 };
    for (let i = 0; i < 3; i++) {
      const saved = await w.call('student1', 'POST', '/api/exams/activity/create/students/result', answer);
      expect(saved.json()).toEqual({ saved: true, time_left: 1200 });
    }
    const rows = await w.db
      .select()
      .from(examAnswers)
      .where(eq(examAnswers.question_id, q(0).id));
    expect(rows).toHaveLength(1);

    const during = await w.call('student1', 'GET', `/api/exams/activity/students/results?activity_ids=${activity.id}`);
    expect(during.json().results[0]).toEqual({
      question_id: q(0).id,
      alternative_id: q(0).correct,
      correct_answer: null,
      nullify: false,
    });

    const finished = await w.call('student1', 'POST', '/api/exams/activity/students/finish', {
      activity_id: activity.id,
    });
    expect(finished.json()).toEqual({ score: 3.33, finished: 1, nullified: 0 });
    const after = await w.call('student1', 'GET', `/api/exams/activity/students/results?activity_ids=${activity.id}`);
    expect(after.json()).toMatchObject({ time_left: 0 });
    expect(after.json().results[0].correct_answer).toBe(q(0).correct);
    expect(after.json().results[2]).toMatchObject({ alternative_id: 0, correct_answer: 'unfinished' });

    const late = await w.call('student1', 'POST', '/api/exams/activity/create/students/result', { ...answer, seq: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.examFinished);
  });

  it('refuses educators, guardians and students not assigned', async () => {
    const activity = await w.newExamActivity(exam);
    for (const who of ['teacher', 'guardian'] as const) {
      const answer = await w.call(who, 'POST', '/api/exams/activity/students/start', { activity_id: activity.id });
      expect(answer.statusCode, who).toBe(403);
    }
    const outsider = await w.call('student3', 'GET', `/api/exams/activity/students/show?activity_id=${activity.id}`);
    expect(outsider.statusCode).toBe(404);
    const several = await w.call(
      'student1',
      'GET',
      `/api/exams/activity/students/results?activity_ids=${activity.id},${activity.id}`,
    );
    expect(several.statusCode).toBe(400);
  });
});

describe('mock exams', () => {
  it('lists published mock exams by discipline and lets a student sit one with the same rules', async () => {
    const geography = await w.newExam({ questions: 2 });
    const draft = await w.newExam({ questions: 1 });
    await w.newMockExam(exam, 'Matemática', 20);
    await w.newMockExam(geography, 'Geografia', 10);
    await w.newMockExam(draft, 'Geografia', 10);
    await w.db.update(exams).set({ status: 3 }).where(eq(exams.id, draft.id));

    const list = await w.call('student1', 'GET', '/api/exams/mock_exams/by_discipline');
    expect(list.statusCode).toBe(200);
    expect(list.json().disciplines.map((d: { discipline: string }) => d.discipline)).toEqual([
      'Geografia',
      'Matemática',
    ]);
    expect(list.json().disciplines[0].exams).toEqual([
      expect.objectContaining({
        exam_id: geography.id,
        duration: 10,
        total_questions: 2,
        status: 'not_started',
        score: null,
      }),
    ]);
    const filtered = await w.call('student1', 'GET', '/api/exams/mock_exams/by_discipline?discipline=Matemática');
    expect(filtered.json().disciplines).toHaveLength(1);

    const early = await w.call('student1', 'PATCH', '/api/exams/mock_exam/save_result', {
      exam_id: exam.id,
      question_id: q(0).id,
      alternative_id: q(0).correct,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.examNotStarted);

    const time = await w.call('student1', 'GET', `/api/exams/mock_exam/time_left?exam_id=${exam.id}`);
    expect(time.json()).toMatchObject({ time_left: 1200, finished: false, paused: false });
    const questions = await w.call('student1', 'GET', `/api/exams/mock_exam/questions?exam_id=${exam.id}`);
    expect(questions.json().questions).toHaveLength(3);
    expect(questions.body).not.toContain('correct_alternative');

    for (const seq of [2, 1]) {
      const saved = await w.call('student1', 'PATCH', '/api/exams/mock_exam/save_result', {
        exam_id: exam.id,
        question_id: q(0).id,
        alternative_id: seq === 2 ? q(0).correct : q(0).alternatives[0],
        seq,
      });
      expect(saved.statusCode).toBe(200);
    }
    const foreign = await w.call('student1', 'PATCH', '/api/exams/mock_exam/save_result', {
      exam_id: exam.id,
      question_id: geography.questions[0]?.id,
      alternative_id: geography.questions[0]?.correct,
    });
    expect(foreign.statusCode).toBe(400);

    const result = await w.call('student1', 'PATCH', '/api/exams/mock_exam/exam_finish', { exam_id: exam.id });
    expect(result.json().score).toBe(3.33);
    expect(result.json().results[0]).toEqual({
      question_id: q(0).id,
      chosen_alternative_id: q(0).correct,
      correct_answer: q(0).correct,
      invalid_reason: null,
    });
    const after = await w.call('student1', 'GET', '/api/exams/mock_exams/by_discipline?discipline=Matemática');
    expect(after.json().disciplines[0].exams[0]).toMatchObject({ status: 'finished', score: 3.33 });
    const attempts = await w.db.select().from(examAttempts).where(eq(examAttempts.mock_exam_id, exam.id));
    expect(attempts).toHaveLength(1);
  });

  it('runs out of time by the server clock, and is closed to other roles and unknown exams', async () => {
    const short = await w.newExam({ questions: 1 });
    await w.newMockExam(short, 'História', 5);
    await w.call('student2', 'GET', `/api/exams/mock_exam/time_left?exam_id=${short.id}`);
    w.ctx.clock.advance(6 * 60_000);
    const late = await w.call('student2', 'PATCH', '/api/exams/mock_exam/save_result', {
      exam_id: short.id,
      question_id: short.questions[0]?.id,
      alternative_id: short.questions[0]?.correct,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.examTimeOver);
    const list = await w.call('student2', 'GET', '/api/exams/mock_exams/by_discipline?discipline=História');
    expect(list.json().disciplines[0].exams[0]).toMatchObject({ status: 'finished', score: 0 });

    expect((await w.call('teacher', 'GET', '/api/exams/mock_exams/by_discipline')).statusCode).toBe(403);
    expect((await w.call('guardian', 'GET', `/api/exams/mock_exam/time_left?exam_id=${short.id}`)).statusCode).toBe(
      403,
    );
    const unknown = await w.call('student1', 'GET', `/api/exams/mock_exam/time_left?exam_id=${q(0).id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.mockExamNotFound);
  });
});
