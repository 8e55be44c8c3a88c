import type { ActivityConfig, TrailItemType, TrailQuestion } from '@ava/contracts';
import { buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext } from '../../../test/harness.ts';
import { activityTrails, learningTrails, trailItems } from '../trails/trails.tables.ts';

export interface StepSpec {
  type: TrailItemType;
  title?: string;
  content?: string;
  files?: { key: string; name: string }[];
  questions?: TrailQuestion[];
}

/** Two questions, the right alternative 'b' in each. */
export const QUIZ: TrailQuestion[] = ['q1', 'q2'].map((question_id) => ({
  question_id,
  text: `Pergunta ${question_id}`,
  alternatives: ['a', 'b'].map((alternative_id) => ({
    alternative_id,
    text: alternative_id,
    correct: alternative_id === 'b',
  })),
}));

/**
 * The activity world (test/activity.fixture.ts) and trails written straight into the trails
 * tables (the wizard is another module), applied by trail activities of classroom A.
 */
export async function buildTrailWorld() {
  const ctx = await createTestContext();
  const world = await buildActivityWorld(ctx);
  const { db } = ctx;
  const { platform, users, tokens } = world;

  async function newTrail(steps: StepSpec[], options: { guidance?: string } = {}) {
    const [trail] = await db
      .insert(learningTrails)
      .values({
        platform_id: platform.id,
        author_id: users.teacher.id,
        external_id: `T-${Math.random().toString(36).slice(2, 10)}`,
        title: 'Trilha das frações',
        guidance: options.guidance ?? '<p>Siga as etapas.</p>',
        status: 1,
      })
      .returning();
    if (!trail) throw new Error('trail not created');
    const items = await db
      .insert(trailItems)
      .values(
        steps.map((step, index) => ({
          trail_id: trail.id,
          title: step.title ?? `Etapa ${index + 1}`,
          type: step.type,
          content: step.content ?? '',
          // Stored out of order: the player must sort by position.
          position: (steps.length - index) * -1 + 100,
          files: step.files ?? [],
          questions: step.questions ?? [],
        })),
      )
      .returning();
    return { trail, items: items.sort((a, b) => a.position - b.position) };
  }

  /** A published trail activity of classroom A for student1 and student2. */
  async function newTrailActivity(trailId: string, config: ActivityConfig & Record<string, unknown> = {}) {
    const activity = await buildActivity(db, platform, {
      kind: 'trail',
      classroom_id: world.classroomA.id,
      teacher_id: users.teacher.id,
      students: [users.student1.id, users.student2.id],
      workload: 90,
      config,
    });
    await db.insert(activityTrails).values({ activity_id: activity.id, platform_id: platform.id, trail_id: trailId });
    return activity;
  }

  function call(who: keyof typeof tokens, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return ctx.app.inject({ method, url, headers: bearer(tokens[who]), payload });
  }

  return { ctx, db, world, users, newTrail, newTrailActivity, call };
}

export type TrailWorld = Awaited<ReturnType<typeof buildTrailWorld>>;
