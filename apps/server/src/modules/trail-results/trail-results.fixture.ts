import { buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext } from '../../../test/harness.ts';
import { learningTrails, trailItems, trailJourneys, trailProgress, trailQuizAnswers } from '../trails/trails.tables.ts';

/**
 * The activity world (test/activity.fixture.ts) with trails written straight into the tables the
 * wizard and the player own: `newTrail` (published unless told), `journey`, `step` and `answer`.
 */
export async function buildTrailWorld() {
  const ctx = await createTestContext();
  const world = await buildActivityWorld(ctx);
  const { db } = ctx;
  const { platform, users, tokens } = world;

  async function newTrail(title: string, options: { status?: number; steps?: string[]; platformId?: string } = {}) {
    const platformId = options.platformId ?? platform.id;
    const [trail] = await db
      .insert(learningTrails)
      .values({
        platform_id: platformId,
        author_id: users.teacher.id,
        external_id: `T-${Math.random().toString(36).slice(2, 10)}`,
        title,
        status: options.status ?? 1,
      })
      .returning();
    if (!trail) throw new Error('trail not created');
    const types = options.steps ?? ['text', 'video', 'quiz'];
    const items = await db
      .insert(trailItems)
      .values(types.map((type, index) => ({ trail_id: trail.id, title: `Etapa ${index + 1}`, type, position: index })))
      .returning();
    return { ...trail, items: items.sort((a, b) => a.position - b.position) };
  }

  /** A published 'Trilha' activity of classroom A for student1 and student2. */
  const newTrailActivity = () =>
    buildActivity(db, platform, {
      kind: 'trail',
      classroom_id: world.classroomA.id,
      teacher_id: users.teacher.id,
      students: [users.student1.id, users.student2.id],
    });

  async function journey(
    activityId: string,
    studentId: string,
    values: { started_at?: Date; finished_at?: Date } = {},
  ) {
    await db
      .insert(trailJourneys)
      .values({ platform_id: platform.id, activity_id: activityId, student_id: studentId, ...values });
  }

  async function step(
    activityId: string,
    studentId: string,
    itemId: string,
    values: { done?: boolean; score?: number; created_at?: Date; updated_at?: Date } = {},
  ) {
    await db.insert(trailProgress).values({
      platform_id: platform.id,
      activity_id: activityId,
      student_id: studentId,
      item_id: itemId,
      done: true,
      ...values,
    });
  }

  async function answer(activityId: string, studentId: string, itemId: string, questionId: string, correct: boolean) {
    await db.insert(trailQuizAnswers).values({
      platform_id: platform.id,
      activity_id: activityId,
      student_id: studentId,
      item_id: itemId,
      question_id: questionId,
      alternative_id: `${questionId}-a`,
      correct,
    });
  }

  function call(who: keyof typeof tokens, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) {
    return ctx.app.inject({ method, url, headers: bearer(tokens[who]), payload });
  }

  return { ctx, world, db, users, newTrail, newTrailActivity, journey, step, answer, call };
}

export type TrailWorld = Awaited<ReturnType<typeof buildTrailWorld>>;
