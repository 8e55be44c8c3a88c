import { TRAIL_PLAYER_MESSAGES } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../test/query-counter.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { certificates } from '../certificates/certificates.tables.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';
import { mapEnergyEvents } from '../map-energy/map-energy.tables.ts';
import { trailProgress } from '../trails/trails.tables.ts';
import { buildTrailWorld, QUIZ, type StepSpec, type TrailWorld } from './trail-player.fixture.ts';

let w: TrailWorld;
beforeAll(async () => {
  w = await buildTrailWorld();
});
afterAll(() => w.ctx.close());

const STEPS: StepSpec[] = [
  { type: 'text', content: '<p>Leia com atenção.</p>' },
  { type: 'quiz', questions: QUIZ },
  { type: 'file', files: [{ key: 'plat/trails/resumo.txt', name: 'resumo.txt' }] },
  { type: 'video', content: 'https://www.youtube.com/embed/abc' },
];

const base = '/api/trails/activity';

async function walletOf(studentId: string) {
  const [wallet] = await w.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.user_id, studentId),
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.currency, 'pokz'),
      ),
    );
  return wallet?.balance ?? 0;
}

async function energyEvents(studentId: string) {
  return w.db.select().from(mapEnergyEvents).where(eq(mapEnergyEvents.user_id, studentId));
}

describe('trail player: a student walks an assigned trail', () => {
  it('shows, starts, saves each step once, answers the quiz, finishes once with score, pokz and certificate', async () => {
    const { trail, items } = await w.newTrail(STEPS);
    const activity = await w.newTrailActivity(trail.id);
    const [text, quiz, file, video] = items as [
      (typeof items)[number],
      (typeof items)[number],
      (typeof items)[number],
      (typeof items)[number],
    ];
    const student = w.users.student1.id;

    const before = await w.call('student1', 'GET', `${base}/students/show?activity_id=${activity.id}`);
    expect(before.statusCode).toBe(200);
    const shown = before.json();
    expect(shown.journey).toBeNull();
    expect(shown.learning_trail.items.map((item: { id: string }) => item.id)).toEqual(items.map((item) => item.id));
    expect(shown.learning_trail.items[2].files[0].url).toContain('resumo.txt');
    expect(shown.learning_trail.items[1].questions[0].alternatives[0]).toEqual({ alternative_id: 'a', text: 'a' });

    const early = await w.call('student1', 'POST', `${base}/create/trail/result`, {
      activity_id: activity.id,
      item_id: text.id,
      done: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TRAIL_PLAYER_MESSAGES.notStarted);

    const started = await w.call('student1', 'POST', `${base}/students/start`, {
      activity_id: activity.id,
      start: true,
    });
    expect(started.json()).toMatchObject({ finished_at: null, last_item_id: text.id });
    const again = await w.call('student1', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
    expect(again.json().started_at).toBe(started.json().started_at);

    for (let i = 0; i < 3; i++) {
      const saved = await w.call('student1', 'POST', `${base}/create/trail/result`, {
        activity_id: activity.id,
        item_id: text.id,
        done: true,
        annotation: 'frações equivalentes',
        bookmark: i === 0,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().progress).toMatchObject({ item_id: text.id, done: true, annotation: 'frações equivalentes' });
      expect(saved.json().energy === null).toBe(i > 0);
    }
    const rows = await w.db.select().from(trailProgress).where(eq(trailProgress.item_id, text.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bookmark).toBe(false);
    expect((await energyEvents(student)).filter((event) => event.source === 'trail_progress')).toHaveLength(1);

    const unfinished = await w.call('student1', 'POST', `${base}/students/finish`, { activity_id: activity.id });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(TRAIL_PLAYER_MESSAGES.stepsLeft);

    const right = await w.call('student1', 'POST', `${base}/create/quiz/answer`, {
      activity_id: activity.id,
      item_id: quiz.id,
      question_id: 'q1',
      alternative_id: 'b',
    });
    expect(right.json()).toMatchObject({ answer: { correct: true }, step_done: false, energy: null });
    const wrong = await w.call('student1', 'POST', `${base}/create/quiz/answer`, {
      activity_id: activity.id,
      item_id: quiz.id,
      question_id: 'q2',
      alternative_id: 'a',
    });
    expect(wrong.json()).toMatchObject({ answer: { correct: false }, step_done: true });
    expect(wrong.json().energy).not.toBeNull();
    const targeted = (await energyEvents(student)).filter((event) => event.source === 'trail_quiz');
    expect(targeted.map((event) => event.kind)).toEqual(['targeted']);

    const badAlternative = await w.call('student1', 'POST', `${base}/create/quiz/answer`, {
      activity_id: activity.id,
      item_id: quiz.id,
      question_id: 'q2',
      alternative_id: 'z',
    });
    expect(badAlternative.statusCode).toBe(400);
    expect(badAlternative.json().message).toBe(TRAIL_PLAYER_MESSAGES.alternativeNotInQuestion);

    for (const step of [file, video]) {
      const saved = await w.call('student1', 'PATCH', '/api/trails/save_progress', {
        activity_id: activity.id,
        item_id: step.id,
        done: true,
      });
      expect(saved.statusCode).toBe(200);
    }

    const progress = await w.call('student1', 'GET', `/api/trails/student_progress?activity_id=${activity.id}`);
    expect(progress.json()).toMatchObject({ progress: 100, unread_comments: false });
    expect(Object.keys(progress.json().results)).toHaveLength(4);
    const resumed = await w.call('student1', 'GET', `${base}/students/show?activity_id=${activity.id}`);
    expect(resumed.json().journey.last_item_id).toBe(video.id);

    const walletBefore = await walletOf(student);
    const finishes = await Promise.all([
      w.call('student1', 'POST', `${base}/students/finish`, { activity_id: activity.id }),
      w.call('student1', 'PATCH', '/api/trails/trail_finish', { activity_id: activity.id }),
    ]);
    for (const finish of finishes) expect(finish.json()).toMatchObject({ score: 5, pokz: 50 });
    const later = await w.call('student1', 'POST', `${base}/students/finish`, { activity_id: activity.id });
    expect(later.json()).toMatchObject({ score: 5, pokz: 50 });
    expect((await walletOf(student)) - walletBefore).toBe(50);

    const [delivery] = await w.db
      .select()
      .from(activityStudents)
      .where(and(eq(activityStudents.activity_id, activity.id), eq(activityStudents.student_id, student)));
    expect(delivery).toMatchObject({ status: 3, score: 5, pokz: 50 });
    const issued = await w.db.select().from(certificates).where(eq(certificates.user_id, student));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ source: 'trail', source_id: trail.id, workload_minutes: 90 });

    const afterFinish = await w.call('student1', 'POST', `${base}/create/trail/result`, {
      activity_id: activity.id,
      item_id: text.id,
      done: true,
    });
    expect(afterFinish.statusCode).toBe(409);
    expect(afterFinish.json().message).toBe(TRAIL_PLAYER_MESSAGES.finished);
    const finishedShow = await w.call('student1', 'GET', `${base}/students/show?activity_id=${activity.id}`);
    expect(finishedShow.json()).toMatchObject({ score: 5, pokz: 50 });
  });

  it('refuses educators, guardians, students of other classrooms and steps of another trail', async () => {
    const { trail } = await w.newTrail(STEPS);
    const activity = await w.newTrailActivity(trail.id);
    const other = await w.newTrail([{ type: 'text' }]);
    for (const who of ['teacher', 'guardian', 'foreignTeacher'] as const) {
      const answer = await w.call(who, 'GET', `${base}/students/show?activity_id=${activity.id}`);
      expect(answer.statusCode, who).toBe(403);
    }
    for (const url of [`${base}/students/show`, `${base}/students/results`, '/api/trails/student_progress']) {
      const outsider = await w.call('student3', 'GET', `${url}?activity_id=${activity.id}`);
      expect(outsider.statusCode, url).toBe(404);
      expect(JSON.stringify(outsider.json())).not.toContain('Trilha das frações');
    }
    const start = await w.call('student3', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
    expect(start.statusCode).toBe(404);

    await w.call('student1', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
    const foreignStep = await w.call('student1', 'POST', `${base}/create/trail/result`, {
      activity_id: activity.id,
      item_id: other.items[0]?.id,
      done: true,
    });
    expect(foreignStep.statusCode).toBe(400);
    expect(foreignStep.json().message).toBe(TRAIL_PLAYER_MESSAGES.stepNotInTrail);
    const noFlag = await w.call('student1', 'POST', `${base}/students/start`, { activity_id: activity.id });
    expect(noFlag.statusCode).toBe(400);
  });

  it('refuses writes once the activity ended', async () => {
    const { trail } = await w.newTrail(STEPS);
    const activity = await w.newTrailActivity(trail.id);
    await w.db
      .update(activities)
      .set({ end_time: new Date(w.ctx.clock.now().getTime() - 60_000) })
      .where(eq(activities.id, activity.id));
    const start = await w.call('student1', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toBe(TRAIL_PLAYER_MESSAGES.expired);
  });

  it('refuses a save once the activity ended for the student, and takes it again after a redo', async () => {
    const { trail, items } = await w.newTrail(STEPS);
    const activity = await w.newTrailActivity(trail.id);
    await w.call('student2', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
    await w.db
      .update(activities)
      .set({ end_time: new Date(w.ctx.clock.now().getTime() - 60_000) })
      .where(eq(activities.id, activity.id));
    const save = { activity_id: activity.id, item_id: items[0]?.id, done: true };
    const late = await w.call('student2', 'PATCH', '/api/trails/save_progress', save);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(TRAIL_PLAYER_MESSAGES.expired);
    expect(await w.db.select().from(trailProgress).where(eq(trailProgress.activity_id, activity.id))).toHaveLength(0);
    await w.db
      .update(activityStudents)
      .set({ status: 5 })
      .where(and(eq(activityStudents.activity_id, activity.id), eq(activityStudents.student_id, w.users.student2.id)));
    const redo = await w.call('student2', 'PATCH', '/api/trails/save_progress', save);
    expect(redo.statusCode).toBe(200);
  });

  it('saves a step in one statement; done stays done; two first saves at once raise one energy event', async () => {
    const { trail, items } = await w.newTrail(STEPS);
    const activity = await w.newTrailActivity(trail.id);
    await w.call('student2', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
    const step = (items[2]?.id ?? '') as string;
    const save = (body: { done: boolean; annotation?: string; score?: number }) =>
      w.call('student2', 'PATCH', '/api/trails/save_progress', { activity_id: activity.id, item_id: step, ...body });
    const eventsBefore = (await energyEvents(w.users.student2.id)).length;

    const counter = countQueries(w.ctx.database.db);
    const opened = await save({ done: false, annotation: 'primeira leitura', score: 7 });
    counter.restore();
    expect(opened.json().progress).toMatchObject({ done: false, annotation: 'primeira leitura', score: 7 });
    expect(counter.count).toBe(1);

    const both = await Promise.all([save({ done: true }), save({ done: true })]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both.filter((answer) => answer.json().energy !== null)).toHaveLength(1);
    expect((await energyEvents(w.users.student2.id)).length).toBe(eventsBefore + 1);

    const undone = await save({ done: false, annotation: 'revisada' });
    expect(undone.json()).toMatchObject({
      progress: { item_id: step, done: true, annotation: 'revisada', score: 7 },
      energy: null,
    });
    const journey = await w.call('student2', 'GET', `${base}/students/show?activity_id=${activity.id}`);
    expect(journey.json().journey.last_item_id).toBe(step);
  });

  it('opens a trail of 15 steps with as many statements as a trail of 2', async () => {
    const statements = async (steps: number) => {
      const { trail } = await w.newTrail(
        Array.from(
          { length: steps },
          (_, index): StepSpec => (index % 2 ? { type: 'quiz', questions: QUIZ } : { type: 'text' }),
        ),
      );
      const activity = await w.newTrailActivity(trail.id);
      await w.call('student1', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true });
      const counter = countQueries(w.ctx.database.db);
      try {
        const answer = await w.call('student1', 'GET', `${base}/students/show?activity_id=${activity.id}`);
        expect(answer.json().learning_trail.items).toHaveLength(steps);
        return counter.count;
      } finally {
        counter.restore();
      }
    };
    const few = await statements(2);
    const many = await statements(15);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(3);
  });

  it('tells the forum steps with others’ comments newer than the student’s last visit of the step', async () => {
    const { trail, items } = await w.newTrail([{ type: 'forum' }, { type: 'forum' }]);
    const activity = await w.newTrailActivity(trail.id);
    const [first, second] = items.map((item) => item.id) as [string, string];
    const unread = async () => {
      const shown = await w.call('student1', 'GET', `${base}/students/show?activity_id=${activity.id}`);
      const summary = await w.call('student1', 'GET', `${base}/students/results?activity_id=${activity.id}`);
      return { steps: shown.json().unread_steps, any: summary.json().unread_comments };
    };
    const visit = (itemId: string) =>
      w.call('student1', 'POST', `${base}/create/trail/result`, {
        activity_id: activity.id,
        item_id: itemId,
        done: false,
      });
    const comment = (who: 'student1' | 'student2', itemId: string) =>
      w.call(who, 'POST', `${base}/create/forum/comment`, {
        activity_id: activity.id,
        trail_id: itemId,
        comment: '<p>Olá!</p>',
      });

    expect(
      (await w.call('student1', 'POST', `${base}/students/start`, { activity_id: activity.id, start: true }))
        .statusCode,
    ).toBe(200);
    expect((await visit(first)).statusCode).toBe(200);
    expect(await unread()).toEqual({ steps: [], any: false });
    // Their own comment is not news; a classmate's, after the visit, is; so is one in a step never opened.
    await comment('student1', first);
    await comment('student2', first);
    await comment('student2', second);
    const both = await unread();
    expect(both.any).toBe(true);
    expect([...both.steps].sort()).toEqual([first, second].sort());
    await visit(first);
    expect(await unread()).toEqual({ steps: [second], any: true });
    await visit(second);
    expect(await unread()).toEqual({ steps: [], any: false });
  });

  it('honours the hideComments a teacher saves through update_trails', async () => {
    const { trail, items } = await w.newTrail([{ type: 'forum' }]);
    const activity = await w.newTrailActivity(trail.id);
    const forumStep = items[0]?.id as string;
    const forumUrl = `${base}/show/forum/comments?activity_id=${activity.id}&trail_id=${forumStep}`;
    const comment = (who: 'student1' | 'student2', text: string) =>
      w.call(who, 'POST', `${base}/create/forum/comment`, {
        activity_id: activity.id,
        trail_id: forumStep,
        comment: `<p>${text}</p>`,
      });
    expect((await comment('student1', 'Comecei pela receita.')).statusCode).toBe(201);

    const saved = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
      activity: activity.id,
      detail: { config: { hideComments: true } },
    });
    expect(saved.statusCode).toBe(200);
    const shown = await w.call('student2', 'GET', `${base}/students/show?activity_id=${activity.id}`);
    expect(shown.json().activity).toMatchObject({ hide_comments: true, delete_comments: false });

    expect((await w.call('student2', 'GET', forumUrl)).json()).toMatchObject({ comments: [], commented: false });
    // Comments the student may not read yet are not news to them.
    expect(shown.json().unread_steps).toEqual([]);
    expect((await comment('student2', 'Eu também.')).statusCode).toBe(201);
    const after = (await w.call('student2', 'GET', forumUrl)).json();
    expect(after.commented).toBe(true);
    expect(after.comments).toHaveLength(2);
  });

  it('hides a step forum until the student comments when hideComments is set; removal needs deleteComments', async () => {
    const { trail, items } = await w.newTrail([{ type: 'forum' }, { type: 'text' }]);
    const activity = await w.newTrailActivity(trail.id, { hideComments: true });
    const forumStep = items[0]?.id as string;
    const textStep = items[1]?.id as string;
    const list = (who: 'student1' | 'student2' | 'teacher') =>
      w.call(who, 'GET', `${base}/show/forum/comments?activity_id=${activity.id}&trail_id=${forumStep}`);

    const posted = await w.call('student1', 'POST', `${base}/create/forum/comment`, {
      activity_id: activity.id,
      trail_id: forumStep,
      comment: '<p>Achei fácil.</p>',
    });
    expect(posted.statusCode).toBe(201);
    // Without deleteComments the student's own comment offers no removal.
    expect(posted.json().comment.can_remove).toBe(false);
    expect((await list('student2')).json()).toMatchObject({ comments: [], commented: false });
    expect((await list('teacher')).json().comments).toHaveLength(1);
    await w.call('student2', 'POST', `${base}/create/forum/comment`, {
      activity_id: activity.id,
      trail_id: forumStep,
      comment: '<p>Eu também.</p>',
    });
    expect((await list('student2')).json().comments).toHaveLength(2);

    const notForum = await w.call(
      'student1',
      'GET',
      `${base}/show/forum/comments?activity_id=${activity.id}&trail_id=${textStep}`,
    );
    expect(notForum.statusCode).toBe(404);
    const outsider = await w.call(
      'student3',
      'GET',
      `${base}/show/forum/comments?activity_id=${activity.id}&trail_id=${forumStep}`,
    );
    expect(outsider.statusCode).toBe(404);

    const removal = await w.call(
      'student1',
      'DELETE',
      `${base}/remove/forum/comment?comment=${posted.json().comment.id}`,
    );
    expect(removal.statusCode).toBe(403);
    expect(removal.json().message).toBe(TRAIL_PLAYER_MESSAGES.deleteNotAllowed);

    const open = await w.newTrailActivity(trail.id, { deleteComments: true });
    const mine = await w.call('student1', 'POST', `${base}/create/forum/comment`, {
      activity_id: open.id,
      trail_id: forumStep,
      comment: '<p>Vou apagar.</p>',
    });
    expect(mine.json().comment.can_remove).toBe(true);
    const removed = await w.call(
      'student1',
      'DELETE',
      `${base}/remove/forum/comment?comment=${mine.json().comment.id}`,
    );
    expect(removed.statusCode).toBe(204);
  });
});
