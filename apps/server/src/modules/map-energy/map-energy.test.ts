import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { users } from '../identity/identity.tables.ts';
import { createMapEnergyService } from './map-energy.service.ts';
import { mapEnergyEvents } from './map-energy.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let studentId: string;
let studentToken: string;
let teacherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const student = await buildUser(ctx.db, platform, 'school_student', { username: 'aluno' });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'professor' });
  await ctx.db.update(users).set({ interactive_map_energy: 40 }).where(eq(users.id, student.id));
  studentId = student.id;
  studentToken = await signIn(ctx.app, platform.slug, 'aluno');
  teacherToken = await signIn(ctx.app, platform.slug, 'professor');
});
afterAll(() => ctx.close());

const patch = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/interactive-map/energy', headers: bearer(token), payload });

describe('PATCH /interactive-map/energy', () => {
  it('adds the event to a student and answers the new energy', async () => {
    const targeted = await patch(studentToken, { event_type: 'targeted', user_map: 'fundamental-1' });
    expect(targeted.statusCode).toBe(200);
    expect(targeted.json()).toEqual({ energy: 50 });
    const other = await patch(studentToken, { event_type: 'non-targeted' });
    expect(other.json()).toEqual({ energy: 55 });
    const events = await ctx.db.select().from(mapEnergyEvents).where(eq(mapEnergyEvents.user_id, studentId));
    expect(events.map((event) => [event.kind, event.gained, event.user_map])).toEqual(
      expect.arrayContaining([
        ['targeted', 10, 'fundamental-1'],
        ['non-targeted', 5, null],
      ]),
    );
  });

  it('records nothing for a teacher and answers their stored energy', async () => {
    const response = await patch(teacherToken, { event_type: 'targeted' });
    expect(response.statusCode).toBe(200);
    // A new account's map starts unbuilt (energy 0); nothing a teacher does raises it.
    expect(response.json()).toEqual({ energy: 0 });
  });

  it('refuses an unknown event type with the catalogue 400', async () => {
    const response = await patch(studentToken, { event_type: 'muito' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Verifique as informações e tente novamente.');
  });
});

describe('GET /interactive-map/energy', () => {
  const get = (token: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/interactive-map/energy${query}`, headers: bearer(token) });

  it("answers the caller's own energy, as it is now", async () => {
    await ctx.db.update(users).set({ interactive_map_energy: 35 }).where(eq(users.id, studentId));
    const response = await get(studentToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ energy: 35 });
    expect((await get(teacherToken)).json()).toEqual({ energy: 0 });
  });

  it('refuses a caller without a session, and one naming another platform', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/interactive-map/energy' });
    expect(anonymous.statusCode).toBe(498);
    const foreign = await buildPlatform(ctx.db);
    expect((await get(studentToken, `?platform=${foreign.slug}`)).statusCode).toBe(403);
  });
});

describe('mapEnergy.raise', () => {
  it('only logs a failure, never throws', async () => {
    const logger = { error: vi.fn() };
    const broken = createMapEnergyService({
      db: { execute: () => Promise.reject(new Error('database down')) } as never,
      clock: ctx.clock,
      logger,
    });
    const student: AuthContext = {
      sessionId: 's',
      userId: studentId,
      role: 'school_student',
      platformId: platform.id,
      platformSlug: platform.slug,
    };
    await expect(broken.raise(student, { kind: 'targeted', source: 'forum_comment' })).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('loses no increment and respects the cap when many events are raised at once', async () => {
    const build = async (username: string, energy: number) => {
      const user = await buildUser(ctx.db, platform, 'school_student', { username });
      await ctx.db.update(users).set({ interactive_map_energy: energy }).where(eq(users.id, user.id));
      const auth: AuthContext = {
        sessionId: username,
        userId: user.id,
        role: 'school_student',
        platformId: platform.id,
        platformSlug: platform.slug,
      };
      return auth;
    };
    const [below, near, flooded] = [await build('abaixo', 0), await build('perto', 70), await build('cheio', 0)];
    // Two services, as two server instances would be: on PostgreSQL their statements run at the same time.
    const logger = { error: vi.fn() };
    const services = [0, 1].map(() => createMapEnergyService({ db: ctx.db, clock: ctx.clock, logger }));
    const raises: { user: AuthContext; kind: 'targeted' | 'non-targeted' }[] = [
      ...Array.from({ length: 15 }, () => ({ user: below, kind: 'non-targeted' as const })),
      ...Array.from({ length: 10 }, () => ({ user: near, kind: 'targeted' as const })),
      ...Array.from({ length: 120 }, () => ({ user: flooded, kind: 'non-targeted' as const })),
    ].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      raises.map(({ user, kind }, index) =>
        services[index % 2]?.raise(user, { kind, source: 'forum_comment' }).then((energy) => ({ user, energy })),
      ),
    );
    expect(logger.error).not.toHaveBeenCalled();
    const answered = (user: AuthContext) =>
      answers
        .filter((answer) => answer?.user === user)
        .map((answer) => answer?.energy)
        .sort((a, b) => Number(a) - Number(b));
    expect(answered(below)).toEqual(Array.from({ length: 15 }, (_, i) => (i + 1) * 5));
    expect(answered(near)).toEqual([80, 90, 100, 100, 100, 100, 100, 100, 100, 100]);

    const totals = await ctx.db
      .select({ id: users.id, energy: users.interactive_map_energy })
      .from(users)
      .where(inArray(users.id, [below.userId, near.userId, flooded.userId]));
    const energyOf = (user: AuthContext) => totals.find((row) => row.id === user.userId)?.energy;
    expect([energyOf(below), energyOf(near), energyOf(flooded)]).toEqual([75, 100, 100]);

    const events = await ctx.db
      .select({ user: mapEnergyEvents.user_id, gained: mapEnergyEvents.gained })
      .from(mapEnergyEvents)
      .where(inArray(mapEnergyEvents.user_id, [below.userId, near.userId, flooded.userId]));
    const gained = (user: AuthContext) => events.filter((event) => event.user === user.userId).map((e) => e.gained);
    expect(gained(below)).toHaveLength(15);
    expect(gained(near).sort((a, b) => b - a)).toEqual([10, 10, 10, 0, 0, 0, 0, 0, 0, 0]);
    expect(gained(flooded)).toHaveLength(120);
    expect(gained(flooded).reduce((sum, value) => sum + value, 0)).toBe(100);
  });
});
