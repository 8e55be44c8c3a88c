import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { activities } from '../../modules/activities/activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
});
afterAll(() => ctx.close());

const activity = () => ({
  title: 'Maquete do sistema solar',
  activity_type: 'work',
  classroom: world.classroomA.id,
  start_time: '2026-03-03T10:00:00-03:00',
  end_time: '2026-03-10T18:00:00-03:00',
});

describe('text and dates no database can store', () => {
  it('are refused with the catalogue 400, and nothing is created', async () => {
    const unstorable = [
      { title: 'Maquete \ud800' },
      { bncc: ['\udc00'] },
      { config: { password: 'a\ud800' } },
      { start_time: '0000-01-01T00:00:00Z' },
      { end_time: '9999-12-31T23:59:59-23:59' },
    ];
    for (const bad of unstorable) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/activity/create',
        headers: bearer(world.tokens.teacher),
        payload: { ...activity(), ...bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe('Verifique as informações e tente novamente.');
    }
    expect(await ctx.db.select().from(activities)).toEqual([]);
  });

  it('still accepts emoji, whose surrogates come in pairs', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/activity/create',
      headers: bearer(world.tokens.teacher),
      payload: { ...activity(), title: 'Maquete 🪐' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().title).toBe('Maquete 🪐');
  });
});
