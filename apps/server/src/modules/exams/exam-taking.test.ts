import { MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { mapEnergyEvents } from '../map-energy/map-energy.tables.ts';
import { type BuiltExam, buildExamWorld, type ExamWorld } from './exams.fixture.ts';
import { examAnswers, examAttempts } from './exams.tables.ts';

let w: ExamWorld;
let exam: BuiltExam;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam();
});
afterAll(() => w.ctx.close());

const minutes = (n: number) => n * 60_000;

async function start(activityId: string, who: 'student1' | 'student2' = 'student1', password?: string) {
  const query = password === undefined ? '' : `&password=${encodeURIComponent(password)}`;
  return w.call(who, 'GET', `/api/exam/time_left?activity=${activityId}${query}`);
}

function save(
  activityId: string,
  questionId: string,
  alternativeId: string,
  seq?: number,
  who: 'student1' | 'student2' = 'student1',
) {
  return w.call(who, 'PATCH', '/api/exam/save_result', {
    activity: activityId,
    question_id: questionId,
    alternative_id: alternativeId,
    ...(seq === undefined ? {} : { seq }),
  });
}

const q = (index: number) => exam.questions[index] as BuiltExam['questions'][number];

describe('starting and the clock', () => {
  it('starts on the first time_left, counts by the server clock and keeps one attempt', async () => {
    const activity = await w.newExamActivity(exam, { duration: 30 });
    const first = await start(activity.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      time_left: 1800,
      started_at: w.ctx.clock.now().toISOString(),
      paused: false,
      finished: false,
    });
    w.ctx.clock.advance(minutes(10));
    expect((await start(activity.id)).json()).toMatchObject({ time_left: 1200, finished: false });
    const attempts = await w.db.select().from(examAttempts).where(eq(examAttempts.activity_id, activity.id));
    expect(attempts).toHaveLength(1);
  });

  it('meets concurrent starts on one attempt', async () => {
    const activity = await w.newExamActivity(exam);
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(activity.id, 'student2')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json().started_at)).size).toBe(1);
    const attempts = await w.db.select().from(examAttempts).where(eq(examAttempts.activity_id, activity.id));
    expect(attempts).toHaveLength(1);
  });

  it('freezes the time while paused and gives the pause back on resume', async () => {
    const activity = await w.newExamActivity(exam, { duration: 30 });
    await start(activity.id);
    w.ctx.clock.advance(minutes(5));
    const paused = await w.call('teacher', 'PATCH', '/api/activity/pause-activity-exam', { activity: activity.id });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().paused).toBe(true);
    w.ctx.clock.advance(minutes(60));
    expect((await start(activity.id)).json()).toMatchObject({ time_left: 1500, paused: true, finished: false });

    const before = await w.snapshot(activity.id);
    const refused = await save(activity.id, q(0).id, q(0).correct);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.examPaused);
    expect(await w.snapshot(activity.id)).toEqual(before);

    // Started while paused: the clock counts from the pause.
    const late = await start(activity.id, 'student2');
    expect(late.json()).toMatchObject({ time_left: 1800, paused: true });

    const again = await w.call('teacher', 'PATCH', '/api/activity/pause-activity-exam', { activity: activity.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.examAlreadyPaused);

    const resumed = await w.call('teacher', 'PATCH', '/api/activity/resume-activity-exam', { activity: activity.id });
    expect(resumed.json()).toEqual({ paused: false, paused_at: null });
    expect((await start(activity.id)).json()).toMatchObject({ time_left: 1500, paused: false });
    expect((await start(activity.id, 'student2')).json()).toMatchObject({ time_left: 1800 });
    w.ctx.clock.advance(minutes(1));
    expect((await save(activity.id, q(0).id, q(0).correct)).json()).toEqual({ saved: true, time_left: 1440 });

    const notPaused = await w.call('teacher', 'PATCH', '/api/activity/resume-activity-exam', { activity: activity.id });
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json().message).toBe(MESSAGES.examNotPaused);
  });

  it('lets only the classroom teacher pause and resume', async () => {
    const activity = await w.newExamActivity(exam);
    for (const who of ['teacherB', 'foreignTeacher'] as const) {
      const answer = await w.call(who, 'PATCH', '/api/activity/pause-activity-exam', { activity: activity.id });
      expect([403, 404]).toContain(answer.statusCode);
    }
    const student = await w.call('student1', 'PATCH', '/api/activity/pause-activity-exam', { activity: activity.id });
    expect(student.statusCode).toBe(403);
  });

  it('counts an attempt past its deadline as finished, scored at the deadline', async () => {
    const activity = await w.newExamActivity(exam, { duration: 10 });
    await start(activity.id);
    await save(activity.id, q(0).id, q(0).correct);
    w.ctx.clock.advance(minutes(11));
    const before = await w.snapshot(activity.id);
    const late = await save(activity.id, q(1).id, q(1).correct);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.examTimeOver);
    expect(await w.snapshot(activity.id)).toEqual(before);

    expect((await start(activity.id)).json()).toMatchObject({ time_left: 0, finished: true });
    const [attempt] = await w.db.select().from(examAttempts).where(eq(examAttempts.activity_id, activity.id));
    expect(attempt?.finish_reason).toBe('time_over');
    expect(attempt?.finished_at?.getTime()).toBe(attempt?.deadline_at.getTime());
    expect(attempt?.score).toBe(3.33);
  });
});

describe('saving answers', () => {
  it('keeps one row per question and the choice of the highest seq, whatever the arrival order', async () => {
    const activity = await w.newExamActivity(exam);
    await start(activity.id);
    const question = q(0);
    const sends = [3, 1, 5, 2, 4].map((seq) =>
      save(activity.id, question.id, question.alternatives[seq % 4] as string, seq),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await w.db
      .select()
      .from(examAnswers)
      .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attempt_id))
      .where(eq(examAttempts.activity_id, activity.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.exam_answers).toMatchObject({ alternative_id: question.alternatives[1], client_seq: 5 });

    // A late resend of an older choice is acknowledged and changes nothing.
    expect((await save(activity.id, question.id, question.alternatives[3] as string, 2)).statusCode).toBe(200);
    const [row] = await w.db.select().from(examAnswers).where(eq(examAnswers.question_id, question.id));
    expect(row?.alternative_id).toBe(question.alternatives[1]);
  });

  it('saves many students and questions at once, each acknowledged', async () => {
    const activity = await w.newExamActivity(exam);
    await start(activity.id, 'student1');
    await start(activity.id, 'student2');
    const sends = exam.questions.flatMap((question, index) => [
      save(activity.id, question.id, question.correct, index, 'student1'),
      save(activity.id, question.id, question.alternatives[0] as string, index, 'student2'),
    ]);
    const answers = await Promise.all(sends);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const questions = await w.call('student1', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(
      questions
        .json()
        .questions.map((item: { chosen_alternative_id: string }) => item.chosen_alternative_id)
        .sort(),
    ).toEqual(exam.questions.map((question) => question.correct).sort());
  });

  it('refuses, changing nothing, answers not started, of another exam, or with a foreign alternative', async () => {
    const activity = await w.newExamActivity(exam);
    const other = await w.newExam({ questions: 1 });
    const notStarted = await save(activity.id, q(0).id, q(0).correct);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe(MESSAGES.examNotStarted);

    await start(activity.id);
    const before = await w.snapshot(activity.id);
    const foreignQuestion = await save(
      activity.id,
      other.questions[0]?.id as string,
      other.questions[0]?.correct as string,
    );
    expect(foreignQuestion.statusCode).toBe(400);
    expect(foreignQuestion.json().message).toBe(MESSAGES.examQuestionNotInExam);
    const foreignAlternative = await save(activity.id, q(0).id, q(1).correct);
    expect(foreignAlternative.statusCode).toBe(400);
    expect(foreignAlternative.json().message).toBe(MESSAGES.examAlternativeNotInQuestion);
    const teacher = await w.call('teacher', 'PATCH', '/api/exam/save_result', {
      activity: activity.id,
      question_id: q(0).id,
      alternative_id: q(0).correct,
    });
    expect(teacher.statusCode).toBe(403);
    expect(await w.snapshot(activity.id)).toEqual(before);
  });
  it('refuses a field it does not know, naming it, instead of dropping it silently', async () => {
    const activity = await w.newExamActivity(exam);
    await start(activity.id);
    const before = await w.snapshot(activity.id);
    const response = await w.call('student1', 'PATCH', '/api/exam/save_result', {
      activity: activity.id,
      question_id: q(0).id,
      alternative_id: q(0).correct,
      correct: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Verifique as informações e tente novamente.',
      fields: [{ field: 'body.correct' }],
    });
    expect(await w.snapshot(activity.id)).toEqual(before);
  });

  it('racing a pause or a finish: every acknowledged answer is kept and every refused one is not', async () => {
    const activity = await w.newExamActivity(exam);
    await start(activity.id, 'student1');
    await start(activity.id, 'student2');
    const sends = exam.questions.flatMap((question, index) => [
      save(activity.id, question.id, question.correct, index, 'student1'),
      save(activity.id, question.id, question.correct, index, 'student2'),
    ]);
    const [pause, finish, ...answers] = await Promise.all([
      w.call('teacher', 'PATCH', '/api/activity/pause-activity-exam', { activity: activity.id }),
      w.call('student2', 'PATCH', '/api/exam/exam_finish', { activity: activity.id }),
      ...sends,
    ]);
    expect(pause?.statusCode).toBe(200);
    expect(finish?.statusCode).toBe(200);
    const stored = (await w.snapshot(activity.id)).answers;
    const attempts = (await w.snapshot(activity.id)).attempts;
    const studentOf = new Map(attempts.map((attempt) => [attempt.id, attempt.student_id]));
    const kept = new Set(stored.map((row) => `${studentOf.get(row.attempt)}:${row.question}`));
    answers.forEach((answer, index) => {
      const student = index % 2 === 0 ? w.users.student1.id : w.users.student2.id;
      const question = exam.questions[Math.floor(index / 2)]?.id;
      expect([200, 409]).toContain(answer.statusCode);
      expect(kept.has(`${student}:${question}`), `${student}:${question}`).toBe(answer.statusCode === 200);
    });
    // The finished attempt's score counts exactly the answers kept.
    const finished = attempts.find((attempt) => attempt.student_id === w.users.student2.id);
    const keptOf2 = stored.filter((row) => row.attempt === finished?.id).length;
    expect(finished?.score).toBe(Math.round((1000 * keptOf2) / 3) / 100);
  });
});

describe('finishing', () => {
  it('scores 0..10, sends the activity, raises a targeted energy event and refuses later answers', async () => {
    const activity = await w.newExamActivity(exam);
    await start(activity.id);
    await save(activity.id, q(0).id, q(0).correct);
    await save(activity.id, q(1).id, q(1).alternatives[0] as string);
    const finished = await w.call('student1', 'PATCH', '/api/exam/exam_finish', { activity: activity.id });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ score: 3.33, finished: 1, nullified: 0 });
    const [row] = await w.db
      .select()
      .from(activityStudents)
      .where(eq(activityStudents.activity_id, activity.id))
      .then((rows) => rows.filter((r) => r.student_id === w.users.student1.id));
    expect(row).toMatchObject({ score: 3.33, status: 3 });
    expect(row?.delivered_at?.getTime()).toBe(w.ctx.clock.now().getTime());
    const events = await w.db.select().from(mapEnergyEvents).where(eq(mapEnergyEvents.user_id, w.users.student1.id));
    expect(events.filter((event) => event.source === 'exam_finish' && event.kind === 'targeted')).toHaveLength(1);

    const again = await w.call('student1', 'PATCH', '/api/exam/exam_finish', { activity: activity.id });
    expect(again.json()).toEqual({ score: 3.33, finished: 0, nullified: 0 });

    const before = await w.snapshot(activity.id);
    const late = await save(activity.id, q(2).id, q(2).correct);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.examFinished);
    expect(await w.snapshot(activity.id)).toEqual(before);

    // The exams service lists it among the student's finished activities.
    const closed = await w.call('student1', 'GET', '/api/exams/activity/students/list?status=3');
    expect(closed.body).toContain(activity.id);
    const open = await w.call('student1', 'GET', '/api/exams/activity/students/list');
    expect(open.body).not.toContain(activity.id);
  });

  it('records the anti_cheat report only when the activity asks for it', async () => {
    const guarded = await w.newExamActivity(exam, { config: { anti_cheat: true } });
    const open = await w.newExamActivity(exam);
    for (const activity of [guarded, open]) {
      await start(activity.id);
      await w.call('student1', 'PATCH', '/api/exam/exam_finish', { activity: activity.id, reason: 'anti_cheat' });
    }
    const reasons = await Promise.all(
      [guarded, open].map(async (activity) => {
        const [attempt] = await w.db.select().from(examAttempts).where(eq(examAttempts.activity_id, activity.id));
        return attempt?.finish_reason;
      }),
    );
    expect(reasons).toEqual(['anti_cheat', 'student']);
    const summary = await w.call('teacher', 'GET', `/api/homework/digital_exam_summary?activity=${guarded.id}`);
    expect(
      summary.json().students.find((s: { student_id: string }) => s.student_id === w.users.student1.id),
    ).toMatchObject({
      status: 'finished',
      finish_reason: 'anti_cheat',
    });
  });

  it('refuses to finish before starting', async () => {
    const activity = await w.newExamActivity(exam);
    const answer = await w.call('student1', 'PATCH', '/api/exam/exam_finish', { activity: activity.id });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MESSAGES.examNotStarted);
  });
});

describe('questions, order and secrecy', () => {
  it('hides the correct alternatives from the student until finished', async () => {
    const activity = await w.newExamActivity(exam);
    const early = await w.call('student1', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(early.statusCode).toBe(409);
    await start(activity.id);
    const during = await w.call('student1', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(during.statusCode).toBe(200);
    expect(during.body).not.toContain('correct_alternative');
    const first = during.json().questions[0];
    expect(first).toMatchObject({ id: q(0).id, question_txt: '<p>Quanto é 0 + 1?</p>', chosen_alternative_id: 0 });
    expect(first.question_img).toMatch(/^\/api\/storage\/files\//);
    const result = await w.call('student1', 'GET', `/api/homework/digital_exam_result?activity=${activity.id}`);
    expect(result.statusCode).toBe(409);
    expect(result.json().message).toBe(MESSAGES.examNotFinished);

    await w.call('student1', 'PATCH', '/api/exam/exam_finish', { activity: activity.id });
    const after = await w.call('student1', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(after.json().questions[0].alternatives[1].correct_alternative).toBe(true);

    const teacher = await w.call('teacher', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(teacher.json().questions.map((item: { id: string }) => item.id)).toEqual(exam.questions.map((x) => x.id));
    const guardian = await w.call('guardian', 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`);
    expect(guardian.statusCode).toBe(403);
    const outsider = await w.call(
      'student2',
      'GET',
      `/api/homework/digital_exam_result?activity=${activity.id}&student=${w.users.student1.id}`,
    );
    expect(outsider.statusCode).toBe(409);
  });

  it('fixes a randomised order per attempt', async () => {
    const big = await w.newExam({ questions: 8 });
    const activity = await w.newExamActivity(big, { config: { randomize_question: true, randomize: true } });
    await start(activity.id, 'student1');
    await start(activity.id, 'student2');
    const read = async (who: 'student1' | 'student2') =>
      (await w.call(who, 'GET', `/api/homework/digital_exam_questions?activity=${activity.id}`))
        .json()
        .questions.map((question: { id: string; alternatives: { id: string }[] }) => [
          question.id,
          question.alternatives.map((alternative) => alternative.id),
        ]);
    const first = await read('student1');
    expect(await read('student1')).toEqual(first);
    const other = await read('student2');
    const attempts = await w.db.select().from(examAttempts).where(eq(examAttempts.activity_id, activity.id));
    const stored = attempts.find((attempt) => attempt.student_id === w.users.student1.id);
    expect(first.map((item: [string]) => item[0])).toEqual(stored?.question_order);
    expect(first.map((item: [string]) => item[0]).sort()).toEqual(big.questions.map((x) => x.id).sort());
    // 8! orders of questions and 24 per question: the same for both students is (almost) impossible.
    expect(JSON.stringify(other)).not.toEqual(JSON.stringify(first));
  });

  it('asks the password at start: missing 400, wrong 403, right starts', async () => {
    const activity = await w.newExamActivity(exam, { config: { password: 'segredo' } });
    const missing = await start(activity.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.examPasswordRequired);
    const wrong = await start(activity.id, 'student1', 'errada');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MESSAGES.examPasswordWrong);
    expect((await w.snapshot(activity.id)).attempts).toHaveLength(0);
    expect((await start(activity.id, 'student1', 'segredo')).statusCode).toBe(200);
    // Once started, the clock is read without it.
    expect((await start(activity.id)).statusCode).toBe(200);
    const details = await w.call('student1', 'GET', `/api/homework/digital_exam_details?activity=${activity.id}`);
    expect(details.json()).toMatchObject({ has_password: true, total_questions: 3, alternatives_per_questions: 4 });
    expect(details.body).not.toContain('segredo');
  });

  it('refuses a student of another classroom and a digital exam without an exam', async () => {
    const activity = await w.newExamActivity(exam);
    const outsider = await w.call('student3', 'GET', `/api/exam/time_left?activity=${activity.id}`);
    expect(outsider.statusCode).toBe(404);
    const bare = await buildActivity(w.db, w.world.platform, {
      kind: 'digital_exam',
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
      students: [w.users.student1.id],
    });
    const unattached = await start(bare.id);
    expect(unattached.statusCode).toBe(409);
    expect(unattached.json().message).toBe(MESSAGES.examNotAttached);
  });
});
