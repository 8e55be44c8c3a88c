import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../../test/tenant.fixture.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type BuiltExam, buildExamWorld, type ExamWorld } from './exams.fixture.ts';
import { createExamsRepository } from './exams.repository.ts';

let w: ExamWorld;
let exam: BuiltExam;

beforeAll(async () => {
  w = await buildExamWorld();
  exam = await w.newExam();
});
afterAll(() => w.ctx.close());

describe('the exams repository with another platform id', () => {
  it('neither reads nor changes an activity exam, its attempts or deliveries of another platform, given their ids', async () => {
    const activity = await w.newExamActivity(exam);
    const started = await w.call('student1', 'GET', `/api/exam/time_left?activity=${activity.id}`);
    expect(started.statusCode).toBe(200);
    const repo = createExamsRepository(w.db);
    const transact = transactOn(w.db);
    const foreign = (await buildPlatform(w.db)).id;
    const at = w.ctx.clock.now();
    const before = await w.snapshot(activity.id);

    expect(await repo.activityExam(foreign, activity.id)).toBeNull();
    expect((await repo.content(foreign, exam.id)).questions).toEqual([]);
    expect(await repo.summary(foreign, activity.id)).toEqual([]);
    expect(await repo.hasAttempts(foreign, activity.id)).toBe(false);
    expect(await repo.pause(foreign, activity.id, at)).toBeNull();
    expect(await transact((tx) => repo.closeAll(foreign, activity.id, at, tx))).toEqual([]);
    const nullify = [{ question_id: exam.questions[0]?.id as string, reason: 'erro' }];
    expect(await transact((tx) => repo.nullify(foreign, activity.id, nullify, tx))).toEqual([]);
    await repo.deleteAttempts(foreign, activity.id, [w.users.student1.id]);
    await repo.detachExam(foreign, activity.id);

    expect(await w.snapshot(activity.id)).toEqual(before);
    expect(await repo.activityExam(activity.platform_id, activity.id)).not.toBeNull();
    expect(await repo.nullifications(activity.platform_id, activity.id)).toEqual(new Map());
  });
});
