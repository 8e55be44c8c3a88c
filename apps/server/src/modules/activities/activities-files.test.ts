import type { StoredFile } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { users } from '../identity/identity.tables.ts';
import { urlOfKey } from '../storage/storage.module.ts';
import { activities, activityStudents } from './activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let activityId: string;
let picture: StoredFile;
const SIGNED = /^\/api\/storage\/files\/[^?]+\?expires=\d+&signature=[\w-]+$/;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const srcOf = (html: string) => html.match(/src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? null;

async function uploadOwn(token: string): Promise<StoredFile> {
  const body = multipart([{ name: 'file', filename: 'mapa.png', content: PNG }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StoredFile>();
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  activityId = (
    await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      kind: 'work',
      end_time: new Date(ctx.clock.now().getTime() + 24 * 3_600_000),
      students: [world.users.student1.id],
    })
  ).id;
  picture = await uploadOwn(world.tokens.teacher);
});
afterAll(() => ctx.close());

describe('files inside activity details', () => {
  it('stores the teacher’s image as its key and shows each reader a signed url', async () => {
    const saved = await call('POST', '/activity/update_detail', world.tokens.teacher, {
      activity: activityId,
      details: `<p>Observe o mapa</p><img src="${picture.url}" alt="mapa">`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await ctx.db
      .select({ details: activities.details })
      .from(activities)
      .where(eq(activities.id, activityId));
    expect(row?.details).toBe(`<p>Observe o mapa</p><img alt="mapa" data-objectkey="${picture.key}" />`);
    expect(srcOf(saved.json().details)).toMatch(SIGNED);

    const read = await call('GET', `/activity?activity=${activityId}`, world.tokens.student1);
    const url = srcOf(read.json().details);
    expect(url).toMatch(SIGNED);
    expect((await ctx.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
  });

  it('drops a file the author may not read', async () => {
    const studentsOwn = await uploadOwn(world.tokens.student1);
    const saved = await call('POST', '/activity/update_detail', world.tokens.teacher, {
      activity: activityId,
      details: `<p>cópia</p><img data-objectkey="${studentsOwn.key}"><img src="${studentsOwn.url}">`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toBe('<p>cópia</p>');
  });

  it('keeps the author’s images when the coordinator edits the details, and lets no one else’s in', async () => {
    await call('POST', '/activity/update_detail', world.tokens.teacher, {
      activity: activityId,
      details: `<p>Observe o mapa</p><img src="${picture.url}" alt="mapa">`,
    });
    const shown = (await call('GET', `/activity?activity=${activityId}`, world.tokens.coordinator)).json().details;
    const studentsOwn = await uploadOwn(world.tokens.student1);
    for (const [url, payload] of [
      ['/activity/update_detail', { activity: activityId, details: `${shown}<p>revisado</p>` }],
      ['/activity/update', { activity: activityId, detail: { details: `${shown}<img src="${studentsOwn.url}">` } }],
    ] as const) {
      const saved = await call('POST', url, world.tokens.coordinator, payload);
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await ctx.db
        .select({ details: activities.details })
        .from(activities)
        .where(eq(activities.id, activityId));
      expect(row?.details).toContain(`data-objectkey="${picture.key}"`);
      expect(row?.details).not.toContain(studentsOwn.key);
    }
  });
});

describe('students in an activity’s assignments', () => {
  it('show a stored avatar and files inside the response as signed urls', async () => {
    const student = world.users.student1.id;
    const answer = await uploadOwn(world.tokens.student1);
    await ctx.db
      .update(users)
      .set({ avatar_url: urlOfKey(answer.key) })
      .where(eq(users.id, student));
    await ctx.db
      .update(activityStudents)
      .set({ response_text: `<p>Feito</p><img data-objectkey="${answer.key}" />` })
      .where(and(eq(activityStudents.activity_id, activityId), eq(activityStudents.student_id, student)));

    const assigned = await call('GET', `/activity/students_assigned?activity=${activityId}`, world.tokens.teacher);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [row] = assigned.json().students;
    expect(row.student.avatar_url).toMatch(SIGNED);
    expect(srcOf(row.response_text)).toMatch(SIGNED);
  });
});
