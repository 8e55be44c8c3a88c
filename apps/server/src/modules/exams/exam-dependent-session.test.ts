import { MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { type BuiltExam, buildExamWorld, type ExamWorld } from './exams.fixture.ts';

/**
 * A session a guardian opened as their dependent ('Entrar como') cannot sit the child's digital
 * exam: every call that starts, answers or finishes it is refused with the reason, and nothing
 * is written. The child's own session still can.
 */

let w: ExamWorld;
let exam: BuiltExam;
let dependentToken: string;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam();
  const opened = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/identity/users/sign_as_student?student_id=${w.users.student1.id}`,
    headers: bearer(w.tokens.guardian),
  });
  if (opened.statusCode !== 200) throw new Error(opened.body);
  dependentToken = opened.json().auth_token;
});
afterAll(() => w.ctx.close());

const asDependent = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  w.ctx.app.inject({ method, url, headers: bearer(dependentToken), payload });

describe("a dependent session and the child's digital exam", () => {
  it('cannot start, answer or finish it, and nothing is written', async () => {
    const activity = await w.newExamActivity(exam);
    const before = await w.snapshot(activity.id);
    const [question] = exam.questions;
    const answer = { question_id: question?.id, alternative_id: question?.correct };
    const calls = [
      asDependent('GET', `/api/exam/time_left?activity=${activity.id}`),
      asDependent('POST', '/api/exams/activity/students/start', { activity_id: activity.id }),
      asDependent('PATCH', '/api/exam/save_result', { activity: activity.id, ...answer }),
      asDependent('POST', '/api/exams/activity/create/students/result', { activity_id: activity.id, ...answer }),
      asDependent('PATCH', '/api/exam/exam_finish', { activity: activity.id }),
      asDependent('POST', '/api/exams/activity/students/finish', { activity_id: activity.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(MESSAGES.examDependentSession);
    }
    expect(await w.snapshot(activity.id)).toEqual(before);
  });

  it("leaves the child's own session free to sit it", async () => {
    const activity = await w.newExamActivity(exam);
    const response = await w.call('student1', 'GET', `/api/exam/time_left?activity=${activity.id}`);
    expect(response.statusCode, response.body).toBe(200);
  });
});
