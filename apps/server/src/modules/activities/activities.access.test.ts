import type { Role } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { openTestDatabase } from '../../../test/database.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { type ActivityAccess, createActivityAccess } from './activities.access.ts';

let database: DatabaseHandle;
let access: ActivityAccess;
let platform: PlatformRow;
const as = (user: { id: string; role: Role; platform_id: string }): AuthContext => ({
  sessionId: 's',
  userId: user.id,
  role: user.role,
  platformId: user.platform_id,
  platformSlug: 'x',
});
const ids: Record<string, AuthContext> = {};
let activityId: string;
let draftId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  access = createActivityAccess(db);
  platform = await buildPlatform(db, {}, false);
  const school = await buildSchool(db, platform);
  const otherSchool = await buildSchool(db, platform, 'Outra');
  const classroom = await buildClassroom(db, platform, school.id, 20);
  const otherClassroom = await buildClassroom(db, platform, school.id, 20);
  const teacher = await buildUser(db, platform, 'school_teacher', { schoolId: school.id, classroomId: classroom.id });
  const otherTeacher = await buildUser(db, platform, 'school_teacher', {
    schoolId: school.id,
    classroomId: otherClassroom.id,
  });
  const coordinator = await buildUser(db, platform, 'school_coordinator', { schoolId: school.id });
  const otherCoordinator = await buildUser(db, platform, 'school_coordinator', { schoolId: otherSchool.id });
  const assistant = await buildUser(db, platform, 'school_assistant', { schoolId: school.id });
  const student = await buildUser(db, platform, 'school_student', { classroomId: classroom.id });
  const unassigned = await buildUser(db, platform, 'school_student', { classroomId: classroom.id });
  const guardian = await buildUser(db, platform, 'guardian');
  const otherGuardian = await buildUser(db, platform, 'guardian');
  await db.insert(guardianLinks).values([
    { platform_id: platform.id, guardian_id: guardian.id, student_id: student.id },
    { platform_id: platform.id, guardian_id: otherGuardian.id, student_id: unassigned.id },
  ]);
  const foreign = await buildPlatform(db, {}, false);
  const foreignStudent = await buildUser(db, foreign, 'school_student');
  const activity = await buildActivity(db, platform, {
    classroom_id: classroom.id,
    teacher_id: teacher.id,
    students: [student.id],
  });
  const draft = await buildActivity(db, platform, {
    classroom_id: classroom.id,
    teacher_id: teacher.id,
    published: false,
    students: [student.id],
  });
  activityId = activity.id;
  draftId = draft.id;
  Object.assign(ids, {
    teacher: as(teacher),
    otherTeacher: as(otherTeacher),
    coordinator: as(coordinator),
    otherCoordinator: as(otherCoordinator),
    assistant: as(assistant),
    student: as(student),
    unassigned: as(unassigned),
    guardian: as(guardian),
    otherGuardian: as(otherGuardian),
    foreignStudent: { ...as(foreignStudent), userId: student.id },
  });
});
afterAll(() => database.close());

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('activity access', () => {
  it('gives an assigned student the activity and their row', async () => {
    const { activity, assignment } = await access.forStudent(ids.student as AuthContext, activityId);
    expect(activity.id).toBe(activityId);
    expect(assignment.student_id).toBe(ids.student?.userId);
  });

  it('answers 404 to an unassigned student, another platform, a draft or an unknown id', async () => {
    expect(await status(access.forStudent(ids.unassigned as AuthContext, activityId))).toBe(404);
    expect(await status(access.forStudent(ids.foreignStudent as AuthContext, activityId))).toBe(404);
    expect(await status(access.forStudent(ids.student as AuthContext, draftId))).toBe(404);
    expect(await status(access.forStudent(ids.student as AuthContext, crypto.randomUUID()))).toBe(404);
    await expect(access.forStudent(ids.unassigned as AuthContext, activityId)).rejects.toThrow(
      'Atividade não encontrada.',
    );
  });

  it('lets the classroom teacher and the school coordinator in, and nobody else', async () => {
    expect((await access.forTeacher(ids.teacher as AuthContext, draftId)).id).toBe(draftId);
    expect((await access.forTeacher(ids.coordinator as AuthContext, activityId)).id).toBe(activityId);
    expect(await status(access.forTeacher(ids.otherTeacher as AuthContext, activityId))).toBe(403);
    expect(await status(access.forTeacher(ids.otherCoordinator as AuthContext, activityId))).toBe(403);
    expect(await status(access.forTeacher(ids.assistant as AuthContext, activityId))).toBe(403);
    expect(await status(access.forTeacher(ids.student as AuthContext, activityId))).toBe(403);
    expect(await status(access.forTeacher(ids.teacher as AuthContext, crypto.randomUUID()))).toBe(404);
  });

  it('lets a viewer in as student, educator or guardian of an assigned dependent', async () => {
    expect((await access.forViewer(ids.student as AuthContext, activityId)).as).toBe('student');
    expect((await access.forViewer(ids.teacher as AuthContext, activityId)).as).toBe('educator');
    const guardian = await access.forViewer(ids.guardian as AuthContext, activityId);
    expect(guardian).toMatchObject({ as: 'guardian', dependentIds: [ids.student?.userId] });
    expect(await status(access.forViewer(ids.otherGuardian as AuthContext, activityId))).toBe(404);
    expect(await status(access.forViewer(ids.guardian as AuthContext, draftId))).toBe(404);
    expect(await status(access.forViewer(ids.otherTeacher as AuthContext, activityId))).toBe(403);
  });
});
