import { and, eq } from 'drizzle-orm';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

/**
 * A school with two classrooms: Ana and Bia are assigned to the forum of Teresa's classroom;
 * Caio studies in the other classroom (Otávio's); Gabriel is Ana's guardian; Fábio is a
 * student and Flávia a teacher of another platform.
 */
export async function buildForumWorld() {
  const ctx: TestContext = await createTestContext();
  const { db } = ctx;
  const platform = await buildPlatform(db);
  const school = await buildSchool(db, platform);
  const classroom = await buildClassroom(db, platform, school.id, 20);
  const otherClassroom = await buildClassroom(db, platform, school.id, 20);
  const person = async (
    username: string,
    name: string,
    role: Parameters<typeof buildUser>[2],
    classroomId?: string,
  ) => {
    const user = await buildUser(db, platform, role, { username, schoolId: school.id, classroomId });
    await db.update(users).set({ name }).where(eq(users.id, user.id));
    return { ...user, name };
  };
  const teresa = await person('teresa', 'Teresa Lima', 'school_teacher', classroom.id);
  const otavio = await person('otavio', 'Otávio Reis', 'school_teacher', otherClassroom.id);
  const ana = await person('ana', 'Ana Souza', 'school_student', classroom.id);
  const bia = await person('bia', 'Bia Castro', 'school_student', classroom.id);
  const caio = await person('caio', 'Caio Melo', 'school_student', otherClassroom.id);
  const gabriel = await person('gabriel', 'Gabriel Souza', 'guardian');
  await db.insert(guardianLinks).values({ platform_id: platform.id, guardian_id: gabriel.id, student_id: ana.id });
  const foreign = await buildPlatform(db);
  await buildUser(db, foreign, 'school_student', { username: 'fabio' });
  const foreignSchool = await buildSchool(db, foreign);
  await buildUser(db, foreign, 'school_teacher', {
    username: 'flavia',
    schoolId: foreignSchool.id,
    classroomId: (await buildClassroom(db, foreign, foreignSchool.id, 20)).id,
  });

  const newActivity = (values: Partial<Parameters<typeof buildActivity>[2]> = {}) =>
    buildActivity(db, platform, {
      classroom_id: classroom.id,
      teacher_id: teresa.id,
      students: [ana.id, bia.id],
      ...values,
    });

  const tokens = {
    teresa: await signIn(ctx.app, platform.slug, 'teresa'),
    otavio: await signIn(ctx.app, platform.slug, 'otavio'),
    ana: await signIn(ctx.app, platform.slug, 'ana'),
    bia: await signIn(ctx.app, platform.slug, 'bia'),
    caio: await signIn(ctx.app, platform.slug, 'caio'),
    gabriel: await signIn(ctx.app, platform.slug, 'gabriel'),
    fabio: await signIn(ctx.app, foreign.slug, 'fabio'),
    flavia: await signIn(ctx.app, foreign.slug, 'flavia'),
  };
  type Who = keyof typeof tokens;

  const api = {
    post: (who: Who, payload: object, trailId?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/forum_comments/new${trailId ? `?trail_id=${trailId}` : ''}`,
        headers: bearer(tokens[who]),
        payload,
      }),
    list: (who: Who, query: Record<string, string | number | boolean>) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/forum_comments/list',
        headers: bearer(tokens[who]),
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      }),
    put: (who: Who, path: 'applause' | 'favorite' | 'reached_purpose', payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/forum_comments/${path}`, headers: bearer(tokens[who]), payload }),
    remove: (who: Who, comment: number | string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/forum_comments/remove?comment=${comment}`,
        headers: bearer(tokens[who]),
      }),
    participation: (who: Who, query: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/forum_comments/students_participation',
        headers: bearer(tokens[who]),
        query,
      }),
  };

  /** Posts and returns the created comment's id. */
  const comment = async (who: Who, activity: string, text: string, extra: object = {}) => {
    const response = await api.post(who, { activity, comment: `<p>${text}</p>`, ...extra });
    if (response.statusCode !== 201) throw new Error(`comment failed: ${response.body}`);
    return response.json<{ comment: { id: number } }>().comment.id;
  };

  /** A student's row of an activity: its status and delivery date. */
  const assignment = async (activityId: string, studentId: string) =>
    (
      await db
        .select({ status: activityStudents.status, delivered: activityStudents.delivered_at })
        .from(activityStudents)
        .where(and(eq(activityStudents.activity_id, activityId), eq(activityStudents.student_id, studentId)))
    )[0];

  /** Any other route, as this person. */
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(tokens[who]), payload });

  const people = { teresa, otavio, ana, bia, caio, gabriel };
  return { ctx, db, platform, people, newActivity, api, call, comment, assignment };
}

export type ForumWorld = Awaited<ReturnType<typeof buildForumWorld>>;
