import { randomUUID } from 'node:crypto';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { webPushSubscriptions } from '../../../apps/server/src/modules/notifications/notifications.tables.ts';
import {
  grades,
  guardianLinks,
  schoolMemberships,
  schools,
} from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import type { Database } from '../../../apps/server/src/platform/db/database.ts';
import { chunksOf, seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import type { PushSubscriptionJson } from '../../../apps/server/test/push-service.ts';
import { buildPlatform } from '../../../apps/server/test/tenant.fixture.ts';

export const TEACHER = { username: 'bench.professora', password: 'senha123' } as const;
const PER_CLASSROOM = 100;

export interface NotificationWorld {
  platformId: string;
  slug: string;
  classroomIds: string[];
  /** Each with a session (seedBulkClassroom), so nobody signs in. */
  students: { id: string; token: string }[];
  guardianIds: string[];
}

/** A school of `families` students, each with one guardian, in classrooms of 100 taught by one teacher. */
export async function seedSchool(db: Database, families: number): Promise<NotificationWorld> {
  const slug = `bench-avisos-${randomUUID().slice(0, 8)}`;
  const platform = await buildPlatform(db, { slug, name: 'Escola do bench' });
  const [school] = await db.insert(schools).values({ platform_id: platform.id, name: 'Escola do bench' }).returning();
  if (!school) throw new Error('school not created');
  await db.insert(grades).values({ id: 6, name: '6º ano' }).onConflictDoNothing();
  const passwordHash = await hashPassword(TEACHER.password);
  const [teacher] = await db
    .insert(users)
    .values({
      platform_id: platform.id,
      username: TEACHER.username,
      name: 'Professora',
      role: 'school_teacher',
      password_hash: passwordHash,
    })
    .returning();
  if (!teacher) throw new Error('teacher not created');
  await db.insert(schoolMemberships).values({ platform_id: platform.id, user_id: teacher.id, school_id: school.id });
  const place = { platformId: platform.id, schoolId: school.id, gradeId: 6, teacherId: teacher.id };
  const classroomIds: string[] = [];
  const students: { id: string; token: string }[] = [];
  for (let index = 0; index * PER_CLASSROOM < families; index++) {
    const size = Math.min(PER_CLASSROOM, families - index * PER_CLASSROOM);
    const room = await seedBulkClassroom(db, place, { name: `turma${index + 1}`, students: size, passwordHash });
    classroomIds.push(room.classroomId);
    students.push(...room.students);
  }
  const guardianIds: string[] = [];
  for (const chunk of chunksOf(students.map((_, index) => index))) {
    const guardians = await db
      .insert(users)
      .values(
        chunk.map((index) => ({
          platform_id: platform.id,
          username: `resp.${index}`,
          name: `Responsável ${index}`,
          role: 'guardian' as const,
          password_hash: passwordHash,
        })),
      )
      .returning({ id: users.id });
    guardianIds.push(...guardians.map((row) => row.id));
    await db.insert(guardianLinks).values(
      chunk.map((index, position) => ({
        platform_id: platform.id,
        guardian_id: guardians[position]?.id as string,
        student_id: students[index]?.id as string,
      })),
    );
  }
  return { platformId: platform.id, slug, classroomIds, students, guardianIds };
}

/** One browser subscription per guardian, as POST /webpush/subscriptions/create stores them. */
export async function subscribeGuardians(
  db: Database,
  world: NotificationWorld,
  subscriptions: PushSubscriptionJson[],
): Promise<void> {
  const rows = world.guardianIds.map((userId, index) => {
    const subscription = subscriptions[index] as PushSubscriptionJson;
    return {
      platform_id: world.platformId,
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    };
  });
  for (const chunk of chunksOf(rows)) await db.insert(webPushSubscriptions).values(chunk);
}
