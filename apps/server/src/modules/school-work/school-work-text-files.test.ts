import { wrapEssayText } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { activityStudents } from '../activities/activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essayId: string;
let photo: { key: string; url: string };
const DAY = 86_400_000;
const SIGNED = /^\/api\/storage\/files\/[^?]+\?expires=\d+&signature=[\w-]+$/;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const now = ctx.clock.now().getTime();
  essayId = (
    await buildActivity(ctx.db, world.platform, {
      kind: 'essay',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      start_time: new Date(now - DAY),
      end_time: new Date(now + DAY),
      students: [world.users.student1.id, world.users.student2.id],
    })
  ).id;
  const body = multipart([
    { name: 'key', value: `activities/${essayId}/${world.users.student1.id}` },
    { name: 'file', filename: 'grafico.png', content: PNG },
  ]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(world.tokens.student1), ...body.headers },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  photo = uploaded.json();
});
afterAll(() => ctx.close());

const respond = (token: string, detail_text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/school_work/student_response',
    headers: bearer(token),
    payload: { activity: essayId, detail_text, draft: true },
  });
const detail = (token: string, student?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/school_work/work_detail?activity=${essayId}${student ? `&student=${student}` : ''}`,
    headers: bearer(token),
  });
const storedText = async (studentId: string) =>
  (
    await ctx.db
      .select({ text: activityStudents.response_text })
      .from(activityStudents)
      .where(and(eq(activityStudents.activity_id, essayId), eq(activityStudents.student_id, studentId)))
  )[0]?.text;
const srcOf = (html: string) => html.match(/src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? null;

describe('files inside a response text', () => {
  it('keeps the essay’s size tag, stores the image as its key and shows readers a signed url', async () => {
    const saved = await respond(world.tokens.student1, wrapEssayText(`<p>Veja</p><img src="${photo.url}">`, 18));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedText(world.users.student1.id)).toBe(
      wrapEssayText(`<p>Veja</p><img data-objectkey="${photo.key}" />`, 18),
    );
    expect(saved.json().font_size).toBe(18);

    const student1 = world.users.student1.id;
    for (const [token, student] of [
      [world.tokens.student1, undefined],
      [world.tokens.teacher, student1],
      [world.tokens.guardian, undefined],
    ] as const) {
      const answer = (await detail(token, student)).json();
      expect(answer.detail_text).toMatch(/^<div data-font-size="18" style="font-size: 18pt"><p>Veja<\/p><img src="/);
      const url = srcOf(answer.detail_text);
      expect(url).toMatch(SIGNED);
      const image = await ctx.app.inject({ method: 'GET', url: url ?? '' });
      expect(image.statusCode).toBe(200);
    }
  });

  it('drops a classmate’s file from a response, however it is named', async () => {
    for (const text of [
      `<p>cópia</p><img src="${photo.url}">`,
      `<p>cópia</p><img data-objectkey="${photo.key}">`,
      `<p>cópia</p><img src="/api/storage/storage/get?key=${encodeURIComponent(photo.key)}">`,
    ]) {
      const saved = await respond(world.tokens.student2, wrapEssayText(text, 16));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await storedText(world.users.student2.id)).toBe(wrapEssayText('<p>cópia</p>', 16));
    }
  });
});
