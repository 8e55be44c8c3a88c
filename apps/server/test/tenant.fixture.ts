import { randomBytes } from 'node:crypto';
import type { Role, RoleGroup } from '@ava/contracts';
import { roleGroup } from '@ava/contracts';
import { users } from '../src/modules/identity/identity.tables.ts';
import { platforms } from '../src/modules/platforms/platforms.tables.ts';
import {
  classroomMembers,
  classrooms,
  grades,
  schoolMemberships,
  schools,
} from '../src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import type { Database } from '../src/platform/db/database.ts';
import { ensureMenuTree } from '../src/seed/seed.ts';

export const TEST_PASSWORD = 'senha-de-teste';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export type PlatformRow = typeof platforms.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function buildPlatform(
  db: Database,
  values: Partial<typeof platforms.$inferInsert> = {},
  withMenus = true,
): Promise<PlatformRow> {
  const [platform] = await db
    .insert(platforms)
    .values({ slug: `escola-${unique()}`, name: 'Escola Teste', ...values })
    .returning();
  if (!platform) throw new Error('platform not created');
  if (withMenus) {
    for (const audience of ['student', 'educator', 'guardian', 'admin'] as RoleGroup[]) {
      await ensureMenuTree(db, platform.id, audience, { inicio: ['painel-geral'] });
    }
  }
  return platform;
}

export async function buildSchool(db: Database, platform: PlatformRow, name = 'Escola Municipal') {
  const [school] = await db.insert(schools).values({ platform_id: platform.id, name }).returning();
  if (!school) throw new Error('school not created');
  return school;
}

export async function buildClassroom(db: Database, platform: PlatformRow, schoolId: string, gradeId: number) {
  await db
    .insert(grades)
    .values({ id: gradeId, name: `Série ${gradeId}` })
    .onConflictDoNothing();
  const [classroom] = await db
    .insert(classrooms)
    .values({ platform_id: platform.id, school_id: schoolId, grade_id: gradeId, name: `Turma ${unique()}`, year: 2026 })
    .returning();
  if (!classroom) throw new Error('classroom not created');
  return classroom;
}

export interface UserOptions {
  username?: string;
  email?: string | null;
  blocked?: boolean;
  schoolId?: string;
  classroomId?: string;
  accepted?: boolean;
}

export async function buildUser(
  db: Database,
  platform: PlatformRow,
  role: Role,
  options: UserOptions = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      platform_id: platform.id,
      username: options.username ?? `${role}-${unique()}`,
      email: options.email ?? null,
      password_hash: await passwordHash,
      name: 'Pessoa Teste',
      role,
      blocked_at: options.blocked ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (options.schoolId) {
    const at = options.accepted === false ? null : new Date();
    await db.insert(schoolMemberships).values({
      platform_id: platform.id,
      user_id: user.id,
      school_id: options.schoolId,
      accepted_at: at,
      confirmed_at: at,
    });
  }
  if (options.classroomId) {
    await db.insert(classroomMembers).values({
      platform_id: platform.id,
      classroom_id: options.classroomId,
      user_id: user.id,
      role: roleGroup(role) === 'student' ? 'student' : 'teacher',
    });
  }
  return user;
}
