import { type RoleGroup, roleGroup } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { users } from '../modules/identity/identity.tables.ts';
import { menus, platforms } from '../modules/platforms/platforms.tables.ts';
import {
  classroomMembers,
  classrooms,
  grades,
  guardianLinks,
  schoolGroups,
  schoolMemberships,
  schools,
} from '../modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Database } from '../platform/db/database.ts';
import { DEMO_PASSWORD, DEMO_PLATFORMS, type DemoPlatform, GRADES, MENUS } from './demo-data.ts';

/** Creates what is missing of the demo data and leaves what exists alone; safe to run on every start. */
export async function seedDemo(db: Database): Promise<void> {
  await db.insert(grades).values(GRADES).onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_PLATFORMS) await seedPlatform(db, demo, passwordHash);
}

async function seedPlatform(db: Database, demo: DemoPlatform, passwordHash: string): Promise<void> {
  await db
    .insert(platforms)
    .values({ slug: demo.slug, name: demo.name, kind: demo.kind, contract: demo.contract, theme: demo.theme })
    .onConflictDoNothing();
  const [platform] = await db.select().from(platforms).where(eq(platforms.slug, demo.slug));
  if (!platform) throw new Error(`platform ${demo.slug} missing after seed`);
  const platformId = platform.id;

  for (const [group, tree] of Object.entries(MENUS) as [RoleGroup, Record<string, string[]>][]) {
    await ensureMenuTree(db, platformId, group, tree);
  }

  const schoolGroupId = await findOrCreate(
    () =>
      db
        .select({ id: schoolGroups.id })
        .from(schoolGroups)
        .where(and(eq(schoolGroups.platform_id, platformId), eq(schoolGroups.name, demo.schoolGroup))),
    () =>
      db
        .insert(schoolGroups)
        .values({ platform_id: platformId, name: demo.schoolGroup })
        .returning({ id: schoolGroups.id }),
  );
  const schoolId = await findOrCreate(
    () =>
      db
        .select({ id: schools.id })
        .from(schools)
        .where(and(eq(schools.platform_id, platformId), eq(schools.name, demo.school))),
    () =>
      db
        .insert(schools)
        .values({
          platform_id: platformId,
          school_group_id: schoolGroupId,
          name: demo.school,
          external_id: `${demo.slug}-1`,
        })
        .returning({ id: schools.id }),
  );
  const classroomIds = new Map<string, string>();
  for (const classroom of demo.classrooms) {
    const id = await findOrCreate(
      () =>
        db
          .select({ id: classrooms.id })
          .from(classrooms)
          .where(and(eq(classrooms.platform_id, platformId), eq(classrooms.name, classroom.name))),
      () =>
        db
          .insert(classrooms)
          .values({
            platform_id: platformId,
            school_id: schoolId,
            grade_id: classroom.gradeId,
            name: classroom.name,
            year: new Date().getFullYear(),
          })
          .returning({ id: classrooms.id }),
    );
    classroomIds.set(classroom.name, id);
  }

  const userIds = new Map<string, string>();
  const seededAt = new Date();
  for (const user of demo.users) {
    await db
      .insert(users)
      .values({
        platform_id: platformId,
        username: user.username,
        email: user.email ?? null,
        name: user.name,
        role: user.role,
        level: user.level ?? 0,
        password_hash: passwordHash,
        external_id: `${demo.slug}-${user.username}`,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.platform_id, platformId), eq(users.username, user.username)));
    if (!row) throw new Error(`user ${user.username} missing after seed`);
    userIds.set(user.username, row.id);
    await db
      .insert(schoolMemberships)
      .values({
        platform_id: platformId,
        user_id: row.id,
        school_id: schoolId,
        accepted_at: seededAt,
        confirmed_at: seededAt,
      })
      .onConflictDoNothing();
    for (const name of user.classrooms ?? []) {
      const classroomId = classroomIds.get(name);
      if (!classroomId) throw new Error(`classroom ${name} is not in the demo data`);
      await db
        .insert(classroomMembers)
        .values({
          platform_id: platformId,
          classroom_id: classroomId,
          user_id: row.id,
          role: roleGroup(user.role) === 'student' ? 'student' : 'teacher',
        })
        .onConflictDoNothing();
    }
  }

  for (const [guardian, student] of demo.guardianLinks) {
    const guardianId = userIds.get(guardian);
    const studentId = userIds.get(student);
    if (!guardianId || !studentId) throw new Error(`guardian link ${guardian} -> ${student} names an unknown user`);
    await db
      .insert(guardianLinks)
      .values({ platform_id: platformId, guardian_id: guardianId, student_id: studentId })
      .onConflictDoNothing();
  }
}

/** Creates the menu sections and their submenu items that are missing, in the given order. */
export async function ensureMenuTree(
  db: Database,
  platformId: string,
  audience: RoleGroup,
  tree: Record<string, string[]>,
): Promise<void> {
  let position = 0;
  for (const [section, items] of Object.entries(tree)) {
    await db
      .insert(menus)
      .values({ platform_id: platformId, audience, slug: section, position: position++ })
      .onConflictDoNothing();
    const [parent] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.platform_id, platformId), eq(menus.audience, audience), eq(menus.slug, section)));
    if (!parent) throw new Error(`menu ${section} missing after seed`);
    for (const [index, slug] of items.entries()) {
      await db
        .insert(menus)
        .values({ platform_id: platformId, audience, parent_id: parent.id, slug, position: index })
        .onConflictDoNothing();
    }
  }
}

async function findOrCreate(
  find: () => Promise<{ id: string }[]>,
  create: () => Promise<{ id: string }[]>,
): Promise<string> {
  const [found] = await find();
  if (found) return found.id;
  const [created] = await create();
  if (!created) throw new Error('seed insert returned nothing');
  return created.id;
}

export function demoAccounts(): { platform: string; username: string; role: string }[] {
  return DEMO_PLATFORMS.flatMap((demo) =>
    demo.users.map((user) => ({ platform: demo.slug, username: user.username, role: user.role })),
  );
}
