import { CONSENT_MESSAGES, CONSENT_TEXTS } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/tenant.fixture.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { setBirthday } from './consent.fixture.ts';
import { consentDecisions, consentsGranted } from './privacy.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let otherGuardian: string;
let teacher: string;

const version = CONSENT_TEXTS.hall_of_fame.version;
const read = (token: string, subject: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/privacy/consents?subject_id=${subject}`, headers: bearer(token) });
const decide = (token: string, subject: string, granted: boolean, body: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/privacy/consents',
    headers: bearer(token),
    payload: { subject_id: subject, purpose: 'hall_of_fame', granted, text_version: version, ...body },
  });
const setFrom12 = (on: boolean) =>
  ctx.db
    .update(platforms)
    .set({ features: { studentConsentFrom12: on } })
    .where(eq(platforms.id, world.platform.id));

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  await buildUser(ctx.db, world.platform, 'guardian', { username: 'outro-responsavel' });
  otherGuardian = await signIn(ctx.app, world.platform.slug, 'outro-responsavel');
  teacher = world.tokens.teacher;
  // student1 (the guardian's dependent) is 10; student2 is 13 and also the guardian's dependent; student3 is 19.
  await setBirthday(ctx.db, world.platform.id, world.users.student1.id, '2016-01-10');
  await setBirthday(ctx.db, world.platform.id, world.users.student2.id, '2013-01-10');
  await setBirthday(ctx.db, world.platform.id, world.users.student3.id, '2007-01-10');
  await ctx.db.insert(guardianLinks).values({
    platform_id: world.platform.id,
    guardian_id: world.users.guardian.id,
    student_id: world.users.student2.id,
  });
});
afterAll(() => ctx.close());

describe('consent per purpose and per child', () => {
  it('is not granted before anyone decides (opt-in), and lists every purpose with its text', async () => {
    const response = await read(world.tokens.guardian, world.users.student1.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.decided_by).toBe('guardian');
    expect(body.purposes.map((p: { purpose: string }) => p.purpose)).toEqual([
      'external_ai_model',
      'hall_of_fame',
      'push_notifications',
    ]);
    expect(body.purposes.every((p: { granted: boolean; current: unknown }) => !p.granted && p.current === null)).toBe(
      true,
    );
  });

  it("lets a guardian give and withdraw their child's consent, keeping every decision", async () => {
    expect((await decide(world.tokens.guardian, world.users.student1.id, true)).statusCode).toBe(200);
    const withdrawn = await decide(world.tokens.guardian, world.users.student1.id, false);
    expect(withdrawn.statusCode).toBe(200);
    const hall = withdrawn.json().purposes.find((p: { purpose: string }) => p.purpose === 'hall_of_fame');
    expect(hall.granted).toBe(false);
    expect(hall.history).toHaveLength(2);
    expect(hall.current).toMatchObject({
      granted: false,
      text_version: version,
      decided_by: { id: world.users.guardian.id, as: 'guardian' },
    });
    expect(await ctx.db.select().from(consentsGranted)).toHaveLength(0);
    expect((await decide(world.tokens.guardian, world.users.student1.id, true)).statusCode).toBe(200);
    expect(await ctx.db.select().from(consentsGranted)).toMatchObject([
      { subject_id: world.users.student1.id, purpose: 'hall_of_fame' },
    ]);
  });

  it('refuses an outdated text, an unknown purpose and a malformed body, changing nothing', async () => {
    const before = (await ctx.db.select().from(consentDecisions)).length;
    const stale = await decide(world.tokens.guardian, world.users.student1.id, false, { text_version: '2020-1' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(CONSENT_MESSAGES.staleText);
    expect(
      (await decide(world.tokens.guardian, world.users.student1.id, true, { purpose: 'marketing' })).statusCode,
    ).toBe(400);
    expect((await decide(world.tokens.guardian, world.users.student1.id, true, { granted: 'sim' })).statusCode).toBe(
      400,
    );
    expect(await ctx.db.select().from(consentDecisions)).toHaveLength(before);
  });

  it("refuses another guardian, a teacher and another platform's caller", async () => {
    expect((await read(otherGuardian, world.users.student1.id)).json().message).toBe(CONSENT_MESSAGES.notYours);
    expect((await decide(otherGuardian, world.users.student1.id, true)).statusCode).toBe(403);
    expect((await decide(teacher, world.users.student1.id, true)).statusCode).toBe(403);
    const foreign = await decide(world.tokens.foreignTeacher, world.users.student1.id, true);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CONSENT_MESSAGES.personNotFound);
  });

  it('lets a student from 12 decide only where the platform says so; never a child under 12', async () => {
    const child = await decide(world.tokens.student1, world.users.student1.id, true);
    expect(child.statusCode).toBe(403);
    expect(child.json().message).toBe(CONSENT_MESSAGES.guardianDecides);
    expect((await decide(world.tokens.student2, world.users.student2.id, true)).statusCode).toBe(403);
    await setFrom12(true);
    try {
      expect((await decide(world.tokens.student1, world.users.student1.id, true)).statusCode).toBe(403);
      const teen = await decide(world.tokens.student2, world.users.student2.id, true);
      expect(teen.statusCode).toBe(200);
      expect(teen.json().decided_by).toBe('student');
      expect(
        teen.json().purposes.find((p: { purpose: string }) => p.purpose === 'hall_of_fame').current.decided_by.as,
      ).toBe('student');
      // Their guardian still decides beside them.
      expect((await decide(world.tokens.guardian, world.users.student2.id, false)).statusCode).toBe(200);
    } finally {
      await setFrom12(false);
    }
  });

  it('lets adults decide for themselves, and lists whom the caller decides for', async () => {
    expect((await decide(world.tokens.student3, world.users.student3.id, true)).json().decided_by).toBe('self');
    expect((await decide(teacher, world.users.teacher.id, true)).statusCode).toBe(200);
    const subjects = await ctx.app.inject({
      method: 'GET',
      url: '/api/privacy/consent_subjects',
      headers: bearer(world.tokens.guardian),
    });
    expect(subjects.json().subjects.map((s: { id: string; self: boolean }) => [s.id, s.self])).toEqual(
      expect.arrayContaining([
        [world.users.guardian.id, true],
        [world.users.student1.id, false],
        [world.users.student2.id, false],
      ]),
    );
    const child = await ctx.app.inject({
      method: 'GET',
      url: '/api/privacy/consent_subjects',
      headers: bearer(world.tokens.student1),
    });
    expect(child.json().subjects).toEqual([]);
  });
});
