import { MESSAGES } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { buildPlatform } from '../../../test/tenant.fixture.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { exams } from '../exam-builder/exam-builder.tables.ts';
import { walletLines } from '../ledger/ledger.fixture.ts';
import { type BuiltExam, buildExamWorld, type ExamWorld } from './exams.fixture.ts';
import { activityExams } from './exams.tables.ts';

let w: ExamWorld;
let exam: BuiltExam;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam();
});
afterAll(() => w.ctx.close());

const q = (index: number) => exam.questions[index] as BuiltExam['questions'][number];

async function sit(activityId: string, who: 'student1' | 'student2', choices: [number, 'correct' | 'wrong'][]) {
  await w.call(who, 'GET', `/api/exam/time_left?activity=${activityId}`);
  for (const [index, how] of choices) {
    const question = q(index);
    const alternative = how === 'correct' ? question.correct : (question.alternatives[0] as string);
    const saved = await w.call(who, 'PATCH', '/api/exam/save_result', {
      activity: activityId,
      question_id: question.id,
      alternative_id: alternative,
    });
    expect(saved.statusCode).toBe(200);
  }
}

const finish = (activityId: string, who: 'student1' | 'student2') =>
  w.call(who, 'PATCH', '/api/exam/exam_finish', { activity: activityId });

async function rowOf(activityId: string, studentId: string) {
  const [row] = await w.db
    .select()
    .from(activityStudents)
    .where(and(eq(activityStudents.activity_id, activityId), eq(activityStudents.student_id, studentId)));
  return row;
}

describe('attaching the exam (update_exams, exams_list)', () => {
  it('attaches a published exam of the platform to a digital exam, changes its duration and config', async () => {
    const activity = await w.newExamActivity(exam, { duration: 40 });
    const list = await w.call('teacher', 'GET', `/api/homework/exams_list?activity=${activity.id}`);
    expect(list.json()).toEqual({
      exams: [
        {
          exam_id: exam.id,
          external_id: expect.any(String),
          description: 'Prova de Matemática',
          duration: 40,
          total_questions: 3,
        },
      ],
    });
    const altered = await w.call('teacher', 'PATCH', '/api/homeworks/update_exams', {
      activity: activity.id,
      alter_exams: [{ exam_id: exam.id, duration: 50 }],
      detail: { config: { anti_cheat: true, password: 'abc' } },
    });
    expect(altered.json().exams[0].duration).toBe(50);
    const [stored] = await w.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(stored?.config).toMatchObject({ anti_cheat: true, password: 'abc' });

    const removed = await w.call('teacher', 'PATCH', '/api/homeworks/update_exams', {
      activity: activity.id,
      rm_exams: [exam.id],
    });
    expect(removed.json()).toEqual({ exams: [] });
  });

  it('refuses drafts, other platforms, printed exams and other kinds of activity', async () => {
    const activity = await w.newExamActivity(exam);
    const draft = await w.newExam({ status: 3, questions: 1 });
    const foreign = await w.newExam({ questions: 1, platformId: (await buildPlatform(w.db)).id });
    const printed = await w.newExam({ questions: 1 });
    await w.db.update(exams).set({ printed: true }).where(eq(exams.id, printed.id));
    for (const refused of [draft, foreign, printed]) {
      const answer = await w.call('teacher', 'PATCH', '/api/homeworks/update_exams', {
        activity: activity.id,
        add_exams: [{ exam_id: refused.id, duration: 10 }],
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(MESSAGES.examNotPublished);
    }
    const forum = await buildActivity(w.db, w.world.platform, {
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
    });
    const wrongKind = await w.call('teacher', 'PATCH', '/api/homeworks/update_exams', {
      activity: forum.id,
      add_exams: [{ exam_id: exam.id, duration: 10 }],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(MESSAGES.examNotDigital);
    const [link] = await w.db.select().from(activityExams).where(eq(activityExams.activity_id, activity.id));
    expect(link?.exam_id).toBe(exam.id);
  });

  it('keeps the exam once a student started, and only the classroom teacher may attach', async () => {
    const activity = await w.newExamActivity(exam);
    await sit(activity.id, 'student1', []);
    const other = await w.newExam({ questions: 1 });
    const swap = await w.call('teacher', 'PATCH', '/api/homeworks/update_exams', {
      activity: activity.id,
      add_exams: [{ exam_id: other.id, duration: 10 }],
    });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().message).toBe(MESSAGES.examAlreadyTaken);
    for (const who of ['teacherB', 'student1', 'guardian'] as const) {
      const answer = await w.call(who, 'PATCH', '/api/homeworks/update_exams', {
        activity: activity.id,
        alter_exams: [{ exam_id: exam.id, duration: 1 }],
      });
      expect(answer.statusCode, who).toBe(403);
    }
    expect((await w.call('student1', 'GET', `/api/homework/exams_list?activity=${activity.id}`)).statusCode).toBe(403);
  });
});

describe('details, student_exams and the live summary', () => {
  it('shows the exam to the student and the class to the teacher', async () => {
    const activity = await w.newExamActivity(exam, { duration: 15 });
    const before = await w.call('student1', 'GET', `/api/homework/student_exams?activity=${activity.id}`);
    expect(before.json()).toEqual({
      exam_id: exam.id,
      exam_external_id: expect.any(String),
      duration: 15,
      status: 'not_started',
    });
    await sit(activity.id, 'student1', [[0, 'correct']]);
    const during = await w.call('student1', 'GET', `/api/homework/student_exams?activity=${activity.id}`);
    expect(during.json().status).toBe('in_progress');

    const details = await w.call('teacher', 'GET', `/api/homework/digital_exam_details?activity=${activity.id}`);
    expect(details.json()).toEqual({
      exam_id: exam.id,
      external_id: expect.any(String),
      description: 'Prova de Matemática',
      duration: 15,
      total_questions: 3,
      alternatives_per_questions: 4,
      paused: false,
      anti_cheat: false,
      has_password: false,
    });

    w.ctx.clock.advance(5 * 60_000);
    const summary = await w.call('teacher', 'GET', `/api/homework/digital_exam_summary?activity=${activity.id}`);
    expect(summary.statusCode).toBe(200);
    const byId = new Map(summary.json().students.map((s: { student_id: string }) => [s.student_id, s]));
    expect(summary.json()).toMatchObject({ paused: false, total_questions: 3 });
    expect(byId.get(w.users.student1.id)).toMatchObject({
      status: 'in_progress',
      answered: 1,
      score: null,
      time_left: 600,
    });
    expect(byId.get(w.users.student2.id)).toMatchObject({ status: 'not_started', answered: 0, time_left: null });

    w.ctx.clock.advance(11 * 60_000);
    const later = await w.call('teacher', 'GET', `/api/homework/digital_exam_summary?activity=${activity.id}`);
    const after = later.json().students.find((s: { student_id: string }) => s.student_id === w.users.student1.id);
    expect(after).toMatchObject({ status: 'finished', score: 3.33, time_left: 0, finish_reason: 'time_over' });
    expect((await rowOf(activity.id, w.users.student1.id))?.status).toBe(3);

    for (const who of ['student1', 'teacherB', 'guardian'] as const) {
      const answer = await w.call(who, 'GET', `/api/homework/digital_exam_summary?activity=${activity.id}`);
      expect(answer.statusCode, who).toBe(403);
    }
  });
});

describe('results, nullify, remake and update_score', () => {
  it('answers results per question to the student, the teacher and the guardian', async () => {
    const activity = await w.newExamActivity(exam);
    await sit(activity.id, 'student1', [
      [0, 'correct'],
      [1, 'wrong'],
    ]);
    await finish(activity.id, 'student1');
    const expected = {
      score: 3.33,
      results: [
        {
          question_id: q(0).id,
          chosen_alternative_id: q(0).correct,
          correct_answer: q(0).correct,
          invalid_reason: null,
        },
        {
          question_id: q(1).id,
          chosen_alternative_id: q(1).alternatives[0],
          correct_answer: q(1).correct,
          invalid_reason: null,
        },
        { question_id: q(2).id, chosen_alternative_id: 0, correct_answer: 'unfinished', invalid_reason: null },
      ],
    };
    const url = `/api/homework/digital_exam_result?activity=${activity.id}`;
    expect((await w.call('student1', 'GET', url)).json()).toEqual(expected);
    expect((await w.call('teacher', 'GET', `${url}&student=${w.users.student1.id}`)).json()).toEqual(expected);
    expect((await w.call('guardian', 'GET', url)).json()).toEqual(expected);
    expect((await w.call('guardian', 'GET', `${url}&student=${w.users.student2.id}`)).statusCode).toBe(403);
    // Asking for another student's result gives the student their own, never the other's.
    const own = await w.call('student2', 'GET', `${url}&student=${w.users.student1.id}`);
    expect(own.statusCode).toBe(409);
    const notStarted = await w.call('teacher', 'GET', `${url}&student=${w.users.student2.id}`);
    expect(notStarted.json().results.every((r: { correct_answer: string }) => r.correct_answer === 'unfinished')).toBe(
      true,
    );
    expect((await w.call('teacher', 'GET', `${url}&student=${w.users.student3.id}`)).statusCode).toBe(404);
    expect((await w.call('teacherB', 'GET', `${url}&student=${w.users.student1.id}`)).statusCode).toBe(403);
  });

  it('nullifies a question with a reason and recomputes the scores', async () => {
    const activity = await w.newExamActivity(exam);
    await sit(activity.id, 'student1', [
      [0, 'correct'],
      [1, 'wrong'],
    ]);
    await finish(activity.id, 'student1');
    const student = await w.call('student1', 'PATCH', '/api/exam/exam_finish', {
      activity: activity.id,
      nullify: [{ question_id: q(1).id, reason: 'Enunciado ambíguo' }],
    });
    // A student's call finishes their own attempt and nullifies nothing.
    expect(student.json().nullified).toBe(0);
    const foreign = await w.call('teacher', 'PATCH', '/api/exam/exam_finish', {
      activity: activity.id,
      nullify: [{ question_id: (await w.newExam({ questions: 1 })).questions[0]?.id, reason: 'x' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MESSAGES.examQuestionNotInExam);

    const nullified = await w.call('teacher', 'PATCH', '/api/exam/exam_finish', {
      activity: activity.id,
      nullify: [{ question_id: q(1).id, reason: 'Enunciado ambíguo' }],
    });
    expect(nullified.json()).toEqual({ score: null, finished: 0, nullified: 1 });
    const result = await w.call('student1', 'GET', `/api/homework/digital_exam_result?activity=${activity.id}`);
    expect(result.json().score).toBe(5);
    expect(result.json().results[1].invalid_reason).toBe('Enunciado ambíguo');
    expect((await rowOf(activity.id, w.users.student1.id))?.score).toBe(5);
  });

  it('lets the teacher close every open attempt', async () => {
    const activity = await w.newExamActivity(exam);
    await sit(activity.id, 'student1', [[0, 'correct']]);
    await sit(activity.id, 'student2', []);
    const closed = await w.call('teacher', 'PATCH', '/api/exam/exam_finish', { activity: activity.id });
    expect(closed.json()).toEqual({ score: null, finished: 2, nullified: 0 });
    expect((await rowOf(activity.id, w.users.student2.id))?.score).toBe(0);
    expect((await w.call('teacherB', 'PATCH', '/api/exam/exam_finish', { activity: activity.id })).statusCode).toBe(
      403,
    );
  });

  it('remakes: the attempt and its answers go, the status is set and the student starts afresh', async () => {
    const activity = await w.newExamActivity(exam);
    await sit(activity.id, 'student1', [[0, 'correct']]);
    await finish(activity.id, 'student1');
    const refused = await w.call('teacherB', 'PATCH', '/api/exam/remake_exam', {
      activity: activity.id,
      user_ids: [w.users.student1.id],
      status: 5,
    });
    expect(refused.statusCode).toBe(403);
    const remade = await w.call('teacher', 'PATCH', '/api/exam/remake_exam', {
      activity: activity.id,
      user_ids: [w.users.student1.id],
      status: 5,
    });
    expect(remade.json()).toEqual({ remade: 1 });
    const snapshot = await w.snapshot(activity.id);
    expect(snapshot.attempts).toHaveLength(0);
    expect(snapshot.answers).toHaveLength(0);
    expect(await rowOf(activity.id, w.users.student1.id)).toMatchObject({ status: 5, score: null });
    const again = await w.call('student1', 'GET', `/api/exam/time_left?activity=${activity.id}`);
    expect(again.json()).toMatchObject({ finished: false, time_left: 1800 });
    const questions = await w.call('student1', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(
      questions.json().questions.every((x: { chosen_alternative_id: unknown }) => x.chosen_alternative_id === 0),
    ).toBe(true);
  });

  it('sets a score by hand for an assigned student only', async () => {
    const activity = await w.newExamActivity(exam);
    await sit(activity.id, 'student1', []);
    await finish(activity.id, 'student1');
    const set = await w.call('teacher', 'PATCH', '/api/exam/update_score', {
      activity: activity.id,
      user_id: w.users.student1.id,
      score: 7.5,
    });
    expect(set.json()).toEqual({ score: 7.5 });
    expect((await rowOf(activity.id, w.users.student1.id))?.score).toBe(7.5);
    expect(
      (await w.call('student1', 'GET', `/api/homework/digital_exam_result?activity=${activity.id}`)).json().score,
    ).toBe(7.5);
    const outsider = await w.call('teacher', 'PATCH', '/api/exam/update_score', {
      activity: activity.id,
      user_id: w.users.student3.id,
      score: 7.5,
    });
    expect(outsider.statusCode).toBe(404);
    const tooHigh = await w.call('teacher', 'PATCH', '/api/exam/update_score', {
      activity: activity.id,
      user_id: w.users.student1.id,
      score: 11,
    });
    expect(tooHigh.statusCode).toBe(400);
    const student = await w.call('student1', 'PATCH', '/api/exam/update_score', {
      activity: activity.id,
      user_id: w.users.student1.id,
      score: 10,
    });
    expect(student.statusCode).toBe(403);
  });

  it('pays round(score × 10) pokz on finishing, and only the difference when the score changes', async () => {
    const activity = await w.newExamActivity(exam);
    const student = w.users.student2.id;
    await sit(activity.id, 'student2', [
      [0, 'correct'],
      [1, 'wrong'],
    ]);
    await finish(activity.id, 'student2');
    expect(await rowOf(activity.id, student)).toMatchObject({ score: 3.33, pokz: 33 });
    await w.call('teacher', 'PATCH', '/api/exam/exam_finish', {
      activity: activity.id,
      nullify: [{ question_id: q(1).id, reason: 'Enunciado ambíguo' }],
    });
    await w.call('teacher', 'PATCH', '/api/exam/update_score', { activity: activity.id, user_id: student, score: 6.7 });
    // A remake clears the score; the pokz paid stay until a new score stands.
    await w.call('teacher', 'PATCH', '/api/exam/remake_exam', {
      activity: activity.id,
      user_ids: [student],
      status: 5,
    });
    expect(await rowOf(activity.id, student)).toMatchObject({ score: null, pokz: 67 });
    const lines = (await walletLines(w.db, student)).filter((line) => line.event.endsWith(activity.title));
    expect(lines).toEqual([
      { amount: 33, event: activity.title, eventType: 'exam' },
      { amount: 17, event: `Revisão: ${activity.title}`, eventType: 'exam' },
      { amount: 17, event: `Revisão: ${activity.title}`, eventType: 'exam' },
    ]);
  });

  it('refuses to remake or score by hand an activity that has no exam, and changes nothing', async () => {
    const work = await buildActivity(w.db, w.world.platform, {
      kind: 'work',
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
      students: [w.users.student1.id],
    });
    const scored = await w.call('teacher', 'PATCH', '/api/exam/update_score', {
      activity: work.id,
      user_id: w.users.student1.id,
      score: 3,
    });
    expect(scored.statusCode).toBe(409);
    expect(scored.json().message).toBe(MESSAGES.examNotAttached);
    const remade = await w.call('teacher', 'PATCH', '/api/exam/remake_exam', {
      activity: work.id,
      user_ids: [w.users.student1.id],
      status: 7,
    });
    expect(remade.statusCode).toBe(409);
    expect(await rowOf(work.id, w.users.student1.id)).toMatchObject({ status: 1, score: null });
  });
});
