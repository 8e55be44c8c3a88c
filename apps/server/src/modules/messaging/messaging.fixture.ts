import type { Role } from '@ava/contracts';
import { bearer, signIn, type TestContext } from '../../../test/harness.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser, type UserRow } from '../../../test/tenant.fixture.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

/**
 * A school (Escola Norte: classroom A taught by teacherA, B by teacherB, with a coordinator and
 * an assistant), a second school of the same platform (Escola Sul), guardians of some students,
 * and a teacher of another platform. guardian_messages is on unless `guardiansOff`.
 */
export async function buildMessagingWorld(ctx: TestContext, options: { guardiansOff?: boolean } = {}) {
  const { db } = ctx;
  const platform = await buildPlatform(db, {
    theme: { configs: { guardian_messages: options.guardiansOff ? false : 'true' } },
  });
  const north = await buildSchool(db, platform, 'Escola Norte');
  const south = await buildSchool(db, platform, 'Escola Sul');
  const classroomA = await buildClassroom(db, platform, north.id, 20);
  const classroomB = await buildClassroom(db, platform, north.id, 20);
  const classroomSouth = await buildClassroom(db, platform, south.id, 20);
  const make = (role: Role, schoolId: string, classroomId?: string) =>
    buildUser(db, platform, role, { schoolId, classroomId });
  const users = {
    teacherA: await make('school_teacher', north.id, classroomA.id),
    teacherB: await make('school_teacher', north.id, classroomB.id),
    assistant: await make('school_assistant', north.id),
    coordinator: await make('school_coordinator', north.id),
    student1: await make('school_student', north.id, classroomA.id),
    student2: await make('school_student', north.id, classroomA.id),
    student3: await make('school_student', north.id, classroomB.id),
    guardian1: await buildUser(db, platform, 'guardian'),
    guardian3: await buildUser(db, platform, 'guardian'),
    teacherSouth: await make('school_teacher', south.id, classroomSouth.id),
    coordinatorSouth: await make('school_coordinator', south.id),
    studentSouth: await make('school_student', south.id, classroomSouth.id),
    guardianSouth: await buildUser(db, platform, 'guardian'),
    admin: await buildUser(db, platform, 'school_admin'),
  };
  await db.insert(guardianLinks).values([
    { platform_id: platform.id, guardian_id: users.guardian1.id, student_id: users.student1.id },
    { platform_id: platform.id, guardian_id: users.guardian3.id, student_id: users.student3.id },
    { platform_id: platform.id, guardian_id: users.guardianSouth.id, student_id: users.studentSouth.id },
  ]);
  const foreign = await buildPlatform(db, { theme: { configs: { guardian_messages: true } } });
  const foreignSchool = await buildSchool(db, foreign);
  const foreignTeacher = await buildUser(db, foreign, 'school_teacher', { schoolId: foreignSchool.id });
  const tokens = {} as Record<keyof typeof users | 'foreignTeacher', string>;
  for (const [key, user] of Object.entries(users)) {
    tokens[key as keyof typeof users] = await signIn(ctx.app, platform.slug, user.username);
  }
  tokens.foreignTeacher = await signIn(ctx.app, foreign.slug, foreignTeacher.username);
  return { platform, north, south, classroomA, classroomB, classroomSouth, users, foreignTeacher, tokens };
}

export type MessagingWorld = Awaited<ReturnType<typeof buildMessagingWorld>>;
export type Person = keyof MessagingWorld['tokens'];

/** Calls of the messaging paths as one person. */
export function messagingClient(ctx: TestContext, token: string) {
  const url = (path: string) => `/api/messages/${path}`;
  return {
    get: (path: string) => ctx.app.inject({ method: 'GET', url: url(path), headers: bearer(token) }),
    post: (path: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: url(path), headers: bearer(token), payload }),
    /** POST /messages/create with a text body. */
    send: (to: UserRow, body = 'Olá!', extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: url('create'),
        headers: bearer(token),
        payload: { contact: to.id, body, ...extra },
      }),
  };
}
