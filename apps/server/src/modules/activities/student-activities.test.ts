import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { countQueries } from '../../../test/query-counter.ts';
import { announcementsOn } from '../../platform/db/announcements.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { STUDENT_LISTS_CHANNEL } from './student-snapshots.ts';

let ctx: TestContext;
let world: ActivityWorld;
const HOUR = 3_600_000;
const ids: Record<string, string> = {};

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const now = ctx.clock.now().getTime();
  const at = (hours: number) => new Date(now + hours * HOUR);
  const { teacher, teacherB, student1, student2, student3 } = world.users;
  const inA = { classroom_id: world.classroomA.id, teacher_id: teacher.id };
  const specs = {
    urgent: { ...inA, kind: 'forum', end_time: at(24), students: [student1.id, student2.id] },
    later: { ...inA, kind: 'essay', end_time: at(72), students: [student1.id] },
    missed: { ...inA, kind: 'work', end_time: at(-1), workload: 45, students: [student1.id] },
    sent: {
      ...inA,
      kind: 'handmade',
      end_time: at(100),
      workload: 60,
      students: [{ student_id: student1.id, status: 3, score: 8, pokz: 20 }],
    },
    sentLate: {
      ...inA,
      kind: 'essay',
      end_time: at(-5),
      workload: 30,
      students: [{ student_id: student1.id, status: 3, score: 6, pokz: 10 }],
    },
    redo: { ...inA, kind: 'forum', end_time: null, students: [{ student_id: student1.id, status: 5 }] },
    draft: { ...inA, published: false, end_time: at(10), students: [student1.id] },
    archived: { ...inA, archived_at: at(-2), end_time: at(10), students: [student1.id] },
    concluded: { ...inA, kind: 'work', concluded_at: at(-1), end_time: at(30), students: [student1.id] },
    otherClass: {
      classroom_id: world.classroomB.id,
      teacher_id: teacherB.id,
      end_time: at(5),
      students: [student3.id],
    },
  } as const;
  for (const [name, spec] of Object.entries(specs)) {
    ids[name] = (await buildActivity(ctx.db, world.platform, spec as never)).id;
  }
});
afterAll(() => ctx.close());

describe('student first screen', () => {
  it('counts open activities and those due in under 48 hours', async () => {
    const response = await get(world.tokens.student1, '/activity/student_count');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ activities_qtd: 3, urgent_activities: 1 });
  });

  it('lists open activities soonest first with urgency and delivery status', async () => {
    const response = await get(world.tokens.student1, '/activity/student_open');
    expect(response.statusCode).toBe(200);
    const items = response.json().activities as { id: string; urgent: boolean; delivery_status: string }[];
    expect(items.map((item) => item.id)).toEqual([ids.urgent, ids.later, ids.redo]);
    expect(items.map((item) => item.urgent)).toEqual([true, false, false]);
    expect(items.every((item) => item.delivery_status === 'pending')).toBe(true);
    expect(response.json().activities[0]).toMatchObject({
      kind: 'forum',
      activity_type: 'F',
      teacher: { id: world.users.teacher.id, name: 'Pessoa Teste' },
      classroom: { id: world.classroomA.id },
      favorite: false,
    });
  });

  it('lists closed activities: sent, past the end date or concluded', async () => {
    const response = await get(world.tokens.student1, '/activity/student_closed');
    const items = response.json().activities as { id: string; delivery_status: string; score: number | null }[];
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(Object.keys(byId).sort()).toEqual([ids.missed, ids.sent, ids.sentLate, ids.concluded].sort());
    expect(byId[ids.missed as string]?.delivery_status).toBe('not_sent');
    expect(byId[ids.sent as string]).toMatchObject({ delivery_status: 'sent', score: 8, pokz: 20 });
    expect(byId[ids.concluded as string]?.delivery_status).toBe('pending');
  });

  it('sums the closed activities: average of scores, pokz, not done and workload of what was sent', async () => {
    const response = await get(world.tokens.student1, '/activity/student_closed_summary');
    expect(response.json()).toEqual({
      avg_points: 7,
      total_pokz: 30,
      total_activities: 4,
      total_not_done: 2,
      total_workload: 90,
    });
  });

  it('filters by kind and by teacher', async () => {
    const essays = await get(world.tokens.student1, '/activity/student_open?activity_type=essay,work');
    expect(essays.json().activities.map((a: { id: string }) => a.id)).toEqual([ids.later]);
    const byOther = await get(world.tokens.student1, `/activity/student_open?teacher=${world.users.teacherB.id}`);
    expect(byOther.json().activities).toEqual([]);
    const empty = await get(world.tokens.student1, '/activity/student_open?activity_type=&teacher=');
    expect(empty.json().activities).toHaveLength(3);
    const bad = await get(world.tokens.student1, '/activity/student_open?activity_type=prova');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Verifique as informações e tente novamente.');
  });

  it('gives empty stats, with a null average, to a student with nothing closed', async () => {
    const response = await get(world.tokens.student3, '/activity/student_closed_summary');
    expect(response.json()).toEqual({
      avg_points: null,
      total_pokz: 0,
      total_activities: 0,
      total_not_done: 0,
      total_workload: 0,
    });
  });

  it('moves activities as the clock moves: urgent ones expire, later ones become urgent', async () => {
    ctx.clock.advance(48 * HOUR);
    try {
      // Sessions last 12 hours: sign in again on the later day.
      const token = await signIn(ctx.app, world.platform.slug, world.users.student1.username);
      const counts = await get(token, '/activity/student_count');
      expect(counts.json()).toEqual({ activities_qtd: 2, urgent_activities: 1 });
      const open = await get(token, '/activity/student_open');
      expect(open.json().activities.map((a: { id: string; urgent: boolean }) => [a.id, a.urgent])).toEqual([
        [ids.later, true],
        [ids.redo, false],
      ]);
      const closed = await get(token, '/activity/student_closed');
      const urgent = closed.json().activities.find((a: { id: string }) => a.id === ids.urgent);
      expect(urgent.delivery_status).toBe('not_sent');
    } finally {
      ctx.clock.advance(-48 * HOUR);
    }
  });

  it('keeps a redo open and not expired past its end date, for that student only', async () => {
    const { teacher, student1, student2 } = world.users;
    const reopened = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      kind: 'work',
      end_time: new Date(ctx.clock.now().getTime() - 24 * HOUR),
      students: [{ student_id: student2.id, status: 5 }, student1.id],
    } as never);
    const open = await get(world.tokens.student2, '/activity/student_open');
    const item = open.json().activities.find((a: { id: string }) => a.id === reopened.id);
    expect(item).toMatchObject({ status: 5, expired: false });
    const detail = await get(world.tokens.student2, `/activity?activity=${reopened.id}`);
    expect(detail.json().expired).toBe(false);
    const missed = await get(world.tokens.student1, `/activity?activity=${reopened.id}`);
    expect(missed.json().expired).toBe(true);
    const forTeacher = await get(world.tokens.teacher, `/activity?activity=${reopened.id}`);
    expect(forTeacher.json().expired).toBe(true);
  });

  it('moves a forum to the closed list once the student comments, as a sent essay moves: one rule for every kind', async () => {
    const { teacherB, student3 } = world.users;
    const ends = new Date(ctx.clock.now().getTime() + 30 * HOUR);
    const common = {
      classroom_id: world.classroomB.id,
      teacher_id: teacherB.id,
      end_time: ends,
      students: [student3.id],
    };
    const forum = await buildActivity(ctx.db, world.platform, { ...common, kind: 'forum' } as never);
    const essay = await buildActivity(ctx.db, world.platform, { ...common, kind: 'essay' } as never);
    const before = await get(world.tokens.student3, '/activity/student_count');
    expect(before.json()).toEqual({ activities_qtd: 3, urgent_activities: 3 });

    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum_comments/new',
      headers: bearer(world.tokens.student3),
      payload: { activity: forum.id, comment: '<p>Minha opinião</p>' },
    });
    expect(posted.statusCode).toBe(201);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/school_work/student_response',
      headers: bearer(world.tokens.student3),
      payload: { activity: essay.id, detail_text: '<p>Minha redação</p>', draft: false },
    });
    expect(sent.statusCode).toBeLessThan(300);

    const ids = (response: { json: () => { activities: { id: string }[] } }) =>
      response.json().activities.map((a) => a.id);
    const open = await get(world.tokens.student3, '/activity/student_open');
    expect(ids(open)).not.toContain(forum.id);
    expect(ids(open)).not.toContain(essay.id);
    const closed = await get(world.tokens.student3, '/activity/student_closed');
    for (const id of [forum.id, essay.id]) {
      expect(closed.json().activities.find((a: { id: string }) => a.id === id)).toMatchObject({
        status: 3,
        delivery_status: 'sent',
      });
    }
    const after = await get(world.tokens.student3, '/activity/student_count');
    expect(after.json()).toEqual({ activities_qtd: 1, urgent_activities: 1 });
    const screen = await get(world.tokens.student3, `/activity?activity=${forum.id}`);
    expect(screen.json()).toMatchObject({ urgent: false, expired: false });
  });

  it('is for students only', async () => {
    for (const url of ['/activity/student_count', '/activity/student_open', '/activity/student_closed_summary']) {
      expect((await get(world.tokens.teacher, url)).statusCode).toBe(403);
      expect((await get(world.tokens.guardian, url)).statusCode).toBe(403);
    }
  });

  it("reads the student's rows in one query for 1 or 40 activities, then answers from memory until one changes", async () => {
    const { teacher, student2 } = world.users;
    const urls = ['/activity/student_open', '/activity/student_count', '/activity/student_closed_summary'];
    const measure = async () => {
      const counter = countQueries(ctx.db);
      const counts: number[] = [];
      try {
        for (const url of [...urls, ...urls]) {
          counter.reset();
          expect((await get(world.tokens.student2, url)).statusCode).toBe(200);
          counts.push(counter.count);
        }
      } finally {
        counter.restore();
      }
      return counts;
    };
    const addActivities = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        await buildActivity(ctx.db, world.platform, {
          classroom_id: world.classroomA.id,
          teacher_id: teacher.id,
          end_time: new Date(ctx.clock.now().getTime() + (i % 5) * 20 * HOUR),
          students: [i % 3 === 0 ? { student_id: student2.id, status: 3, score: 5 } : student2.id],
        });
      }
    };
    await get(world.tokens.student2, '/activity/student_open'); // the session is resolved and kept
    // Rows written straight to the database, as another server instance would: the change is
    // announced by the database and, once heard, the next read queries again.
    const heard = announcementsOn(ctx.database, STUDENT_LISTS_CHANNEL);
    await addActivities(1);
    await heard();
    const before = await measure();
    await addActivities(38);
    await heard();
    const after = await measure();
    expect(before).toEqual([1, 0, 0, 0, 0, 0]);
    expect(after).toEqual(before);
    const open = await get(world.tokens.student2, '/activity/student_open');
    expect(open.json().activities.length).toBeGreaterThan(20);
  });

  it('sends a long list gzipped to a client that accepts it, the same JSON', async () => {
    const plain = await get(world.tokens.student2, '/activity/student_open');
    expect(plain.rawPayload.length).toBeGreaterThan(1_024); // student2's 40 activities above
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_open',
      headers: { ...bearer(world.tokens.student2), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves out the kinds the exams and trails services list', async () => {
    const { teacherB, student3 } = world.users;
    const counted = (await get(world.tokens.student3, '/activity/student_count')).json().activities_qtd;
    for (const kind of ['digital_exam', 'trail', 'forum'] as const) {
      await buildActivity(ctx.db, world.platform, {
        classroom_id: world.classroomB.id,
        teacher_id: teacherB.id,
        kind,
        title: `só ${kind}`,
        students: [student3.id],
      });
    }
    await announcementsOn(ctx.database, STUDENT_LISTS_CHANNEL)();
    const open = await get(world.tokens.student3, '/activity/student_open');
    const titles = open.json().activities.map((item: { title: string }) => item.title);
    expect(titles.filter((title: string) => title.startsWith('só '))).toEqual(['só forum']);
    expect((await get(world.tokens.student3, '/activity/student_count')).json().activities_qtd).toBe(counted + 1);
  });

  it("lists digital exams and trails itself, in every call, while the platform's marsActivities flag is off", async () => {
    const { teacherB, student3 } = world.users;
    const titles = async (url: string) =>
      (await get(world.tokens.student3, url)).json().activities.map((item: { title: string }) => item.title);
    const exam = { classroom_id: world.classroomB.id, teacher_id: teacherB.id, kind: 'digital_exam' } as const;
    await buildActivity(ctx.db, world.platform, {
      ...exam,
      title: 'prova feita',
      end_time: new Date(ctx.clock.now().getTime() + 10 * HOUR),
      workload: 30,
      students: [{ student_id: student3.id, status: 3, score: 4, pokz: 5 }],
    });
    await announcementsOn(ctx.database, STUDENT_LISTS_CHANNEL)();
    const on = {
      open: await titles('/activity/student_open'),
      closed: await titles('/activity/student_closed'),
      count: (await get(world.tokens.student3, '/activity/student_count')).json(),
      summary: (await get(world.tokens.student3, '/activity/student_closed_summary')).json(),
    };
    expect(on.open.filter((title: string) => title.startsWith('só '))).toEqual(['só forum']);
    expect(on.closed).not.toContain('prova feita');

    const setMars = async (value: boolean) => {
      const heard = announcementsOn(ctx.database, STUDENT_LISTS_CHANNEL);
      await ctx.db
        .update(platforms)
        .set({ features: { ...world.platform.features, marsActivities: value } })
        .where(eq(platforms.id, world.platform.id));
      await heard(); // the change is announced: the student's snapshot is read again
    };
    await setMars(false);
    try {
      const counter = countQueries(ctx.db);
      const open = await titles('/activity/student_open');
      expect(counter.count).toBe(1);
      counter.restore();
      expect(open.filter((title: string) => title.startsWith('só ')).sort()).toEqual([
        'só digital_exam',
        'só forum',
        'só trail',
      ]);
      expect(await titles('/activity/student_open?activity_type=trail')).toEqual(['só trail']);
      expect(await titles('/activity/student_closed')).toEqual([...on.closed, 'prova feita']);
      expect((await get(world.tokens.student3, '/activity/student_count')).json()).toEqual({
        activities_qtd: on.count.activities_qtd + 2,
        urgent_activities: on.count.urgent_activities,
      });
      expect((await get(world.tokens.student3, '/activity/student_closed_summary')).json()).toMatchObject({
        avg_points: 4,
        total_pokz: on.summary.total_pokz + 5,
        total_activities: on.summary.total_activities + 1,
        total_workload: on.summary.total_workload + 30,
      });
    } finally {
      await setMars(true);
    }
    expect(await titles('/activity/student_open')).toEqual(on.open);
  });
});
