import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { buildExamWorld, type ExamWorld } from '../exams/exams.fixture.ts';
import { forumComments } from '../forum/forum.tables.ts';

let w: ExamWorld;
beforeAll(async () => {
  w = await buildExamWorld();
});
afterAll(() => w.ctx.close());

const detail = async (who: 'teacher' | 'student1' | 'student2' | 'guardian', activityId: string) => {
  const response = await w.call(who, 'GET', `/api/activity?activity=${activityId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /activity: duration, reached_goal and student_participation', () => {
  it("gives a digital exam its exam's duration, and other kinds none", async () => {
    const exam = await w.newExamActivity(await w.newExam(), { duration: 45 });
    expect(await detail('teacher', exam.id)).toMatchObject({ duration: 45 });
    expect(await detail('student1', exam.id)).toMatchObject({ duration: 45 });
    const essay = await buildActivity(w.db, w.world.platform, {
      kind: 'essay',
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
      students: [w.users.student1.id],
    });
    expect(await detail('teacher', essay.id)).toMatchObject({ duration: null });
  });

  it("answers a student their own row's, educators and guardians how many of their students", async () => {
    const { student1, student2 } = w.users;
    const essay = await buildActivity(w.db, w.world.platform, {
      kind: 'essay',
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
      students: [{ student_id: student1.id, status: 3, reached_goal: true }, student2.id],
    });
    expect(await detail('teacher', essay.id)).toMatchObject({
      reached_goal: 1,
      student_participation: 1,
      participation: 1,
      favorite: false,
    });
    expect(await detail('student1', essay.id)).toMatchObject({ reached_goal: true, student_participation: true });
    expect(await detail('student2', essay.id)).toMatchObject({ reached_goal: false, student_participation: false });
    // The guardian follows student1 only.
    expect(await detail('guardian', essay.id)).toMatchObject({ reached_goal: 1, student_participation: 1 });
  });

  it('counts a comment in a forum activity as taking part, even when the row is no longer sent', async () => {
    const { student1, student2 } = w.users;
    const forum = await buildActivity(w.db, w.world.platform, {
      kind: 'forum',
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
      students: [student1.id, { student_id: student2.id, status: 5 }],
    });
    expect(await detail('student1', forum.id)).toMatchObject({ student_participation: false });
    const posted = await w.call('student1', 'POST', '/api/forum_comments/new', {
      activity: forum.id,
      main_comment: 0,
      comment: '<p>Minha opinião</p>',
    });
    expect(posted.statusCode).toBe(201);
    // student2 commented before a redo was asked (status 5): they still took part.
    await w.db.insert(forumComments).values({
      platform_id: w.world.platform.id,
      activity_id: forum.id,
      author_id: student2.id,
      body: '<p>Antes do refazer</p>',
    });
    expect(await detail('student1', forum.id)).toMatchObject({ student_participation: true });
    expect(await detail('student2', forum.id)).toMatchObject({ student_participation: true });
    expect(await detail('teacher', forum.id)).toMatchObject({ student_participation: 2, participation: 1 });
  });
});
