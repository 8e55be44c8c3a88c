import { guardianLinks } from '../src/modules/tenancy/tenancy.tables.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser, type PlatformRow, type UserRow } from './factories.ts';
import { signIn, type TestContext } from './harness.ts';

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
