import { randomBytes } from 'node:crypto';
import { activities, activityStudents } from '../src/modules/activities/activities.tables.ts';
import { guardianLinks } from '../src/modules/tenancy/tenancy.tables.ts';
import type { Database } from '../src/platform/db/database.ts';
import { signIn, type TestContext } from './harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from './tenant.fixture.ts';

export type ActivityRow = typeof activities.$inferSelect;

export interface ActivityOptions extends Partial<Omit<typeof activities.$inferInsert, 'platform_id'>> {
  classroom_id: string;
  teacher_id: string;
  /** Students assigned to it, with optional values of their row. */
  students?: (string | ({ student_id: string } & Partial<typeof activityStudents.$inferInsert>))[];
}

/** A published activity (a forum unless told) assigned to the given students. */
export async function buildActivity(db: Database, platform: PlatformRow, options: ActivityOptions) {
  const { students = [], ...values } = options;
  const [activity] = await db
    .insert(activities)
    .values({
      kind: 'forum',
      title: `Atividade ${randomBytes(3).toString('hex')}`,
      published: true,
      creation_step: 4,
      ...values,
      platform_id: platform.id,
    })
    .returning();
  if (!activity) throw new Error('activity not created');
  if (students.length > 0) {
    await db.insert(activityStudents).values(
      students.map((student) => ({
        ...(typeof student === 'string' ? { student_id: student } : student),
        platform_id: platform.id,
        activity_id: activity.id,
      })),
    );
  }
  return activity;
}

export interface ActivityWorld {
  platform: PlatformRow;
  classroomA: { id: string; name: string };
  classroomB: { id: string; name: string };
  users: Record<'teacher' | 'teacherB' | 'coordinator' | 'student1' | 'student2' | 'student3' | 'guardian', UserRow>;
  tokens: Record<
    'teacher' | 'teacherB' | 'coordinator' | 'student1' | 'student2' | 'student3' | 'guardian' | 'foreignTeacher',
    string
  >;
}

/**
 * One school with classrooms A (teacher, student1, student2) and B (teacherB, student3), a
 * coordinator of the school, a guardian of student1, and a teacher on another platform.
 */
export async function buildActivityWorld(ctx: TestContext): Promise<ActivityWorld> {
  const { db } = ctx;
  const platform = await buildPlatform(db);
  const school = await buildSchool(db, platform);
  const classroomA = await buildClassroom(db, platform, school.id, 20);
  const classroomB = await buildClassroom(db, platform, school.id, 21);
  const make = (role: Parameters<typeof buildUser>[2], username: string, classroomId?: string) =>
    buildUser(db, platform, role, { username, schoolId: school.id, classroomId });
  const users = {
    teacher: await make('school_teacher', 'professora', classroomA.id),
    teacherB: await make('school_teacher', 'professor-b', classroomB.id),
    coordinator: await make('school_coordinator', 'coordenadora'),
    student1: await make('school_student', 'aluno1', classroomA.id),
    student2: await make('school_student', 'aluno2', classroomA.id),
    student3: await make('school_student', 'aluno3', classroomB.id),
    guardian: await buildUser(db, platform, 'guardian', { username: 'responsavel' }),
  };
  await db
    .insert(guardianLinks)
    .values({ platform_id: platform.id, guardian_id: users.guardian.id, student_id: users.student1.id });
  const foreign = await buildPlatform(db);
  const foreignSchool = await buildSchool(db, foreign);
  await buildUser(db, foreign, 'school_teacher', { username: 'estrangeiro', schoolId: foreignSchool.id });
  const tokens = {} as ActivityWorld['tokens'];
  for (const [key, user] of Object.entries(users)) {
    tokens[key as keyof typeof users] = await signIn(ctx.app, platform.slug, user.username);
  }
  tokens.foreignTeacher = await signIn(ctx.app, foreign.slug, 'estrangeiro');
  return { platform, classroomA, classroomB, users, tokens };
}
