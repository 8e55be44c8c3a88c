import { type Role, type RoleGroup, roleGroup } from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { signUpCodes } from '../modules/accounts/accounts.tables.ts';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { createActivityPokz } from '../modules/activities/activity-pokz.ts';
import { createDeliveryRepository } from '../modules/activities/delivery.repository.ts';
import { createCertificates } from '../modules/certificates/certificates.module.ts';
import { guardianSubscriptions } from '../modules/guardians/guardians.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { createLedgerOn } from '../modules/ledger/ledger.module.ts';
import { registerLibraryFilesRule } from '../modules/library/library.module.ts';
import { menus, platforms } from '../modules/platforms/platforms.tables.ts';
import { dashboardBanners } from '../modules/profile/profile.tables.ts';
import { openStorageService } from '../modules/storage/storage.module.ts';
import {
  classroomMembers,
  classrooms,
  grades,
  guardianLinks,
  schoolGroups,
  schoolMemberships,
  schools,
} from '../modules/tenancy/tenancy.tables.ts';
import { registerTrailFilesRule } from '../modules/trails/trails.module.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { systemClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';
import type { StorageConfig } from '../platform/storage/open-file-store.ts';
import { seedChallenges } from './challenges.seed.ts';
import { SEED_CHALLENGES } from './challenges.seed-data.ts';
import { seedDemoAssistant } from './demo-assistant.ts';
import { seedDemoClassDiary } from './demo-class-diary.ts';
import { CORPORATE_COURSE, FINISHED_CORPORATE_COURSE } from './demo-corporate-course.ts';
import {
  DEMO_ACTIVITIES,
  DEMO_BANNERS,
  DEMO_CHALLENGE_LIBRARY,
  DEMO_INSTITUTIONS,
  DEMO_PARK,
  DEMO_PASSWORD,
  DEMO_PLATFORMS,
  DEMO_PROFILE_FEATURES,
  DEMO_SIGN_IN,
  DEMO_SIGN_UP,
  type DemoClassroom,
  type DemoCourse,
  type DemoPlatform,
  type DemoUser,
  GRADES,
  MENUS,
} from './demo-data.ts';
import { seedDemoDiagnosis } from './demo-diagnosis.ts';
import { seedDemoEssayAssistant } from './demo-essay-assistant.ts';
import { seedDemoExam } from './demo-exam.ts';
import { seedDemoGuardianHistory } from './demo-guardian-views.ts';
import { seedDemoHelpCenter } from './demo-help-center.ts';
import { seedDemoHome } from './demo-home.ts';
import { seedDemoHomework } from './demo-homework.ts';
import { raiseSeededLevels } from './demo-levels.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { seedDemoLooks } from './demo-looks.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoOnlineClassrooms } from './demo-online-classrooms.ts';
import { seedDemoPark } from './demo-park.ts';
import { DEMO_PET, seedDemoPet } from './demo-pet.ts';
import { seedDemoConsents, seedDemoPrivacy } from './demo-privacy.ts';
import { seedDemoQuestionBank } from './demo-question-bank.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoRetention } from './demo-retention.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { seedDemoStore } from './demo-store.ts';
import { seedDemoTrails } from './demo-trails.ts';
import { DEMO_HALL_OF_FAME, seedHallOfFame } from './hall-of-fame.seed.ts';

const DAY_MS = 86_400_000;

/** Where the seed stores the files it makes: the app's own file store and url secret. */
export type SeedStorageConfig = StorageConfig & { STORAGE_URL_SECRET?: string };

/** Creates what is missing of the demo data and leaves what exists alone; safe to run on every start. */
export async function seedDemo(db: Database, storageConfig: SeedStorageConfig): Promise<void> {
  await db.insert(grades).values(GRADES).onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_PLATFORMS) {
    await seedPlatform(db, demo, passwordHash);
    await seedDemoStore(db, demo.slug);
  }
  await seedProfileDemo(db);
  const classroom = await demoClassroom(db, DEMO_ACTIVITIES);
  if (classroom) {
    await seedActivities(db, classroom, DEMO_ACTIVITIES);
    await seedDemoEssayAssistant(db, classroom);
    await seedDemoExam(db, classroom);
    await seedDemoMessages(db, classroom);
    await seedDemoSchedules(db, classroom);
    await seedDemoOnlineClassrooms(db, classroom);
    await seedDemoReports(db, classroom);
    await seedDemoPrivacy(db, classroom);
    await seedDemoRetention(db, classroom.platformId);
  }
  await seedDemoGuardianHistory(db);
  await seedDemoDiagnosis(db);
  const course = await demoClassroom(db, CORPORATE_COURSE);
  if (course) await seedActivities(db, course, CORPORATE_COURSE);
  const finished = await demoClassroom(db, FINISHED_CORPORATE_COURSE);
  if (finished) {
    await seedActivities(db, finished, FINISHED_CORPORATE_COURSE);
    // Issued now rather than on the learner's first look, so its code validates from the start.
    const certificates = createCertificates(db, systemClock);
    for (const learner of finished.studentIds) await certificates.issueFinishedCourses(finished.platformId, learner);
  }
  await seedSignUp(db);
  await seedSignIn(db, passwordHash);
  await seedInstitutions(db, passwordHash);
  await seedDemoQuestionBank(db);
  await seedChallenges(db, DEMO_CHALLENGE_LIBRARY, SEED_CHALLENGES);
  // After the challenges, which fill the BNCC catalogue its lessons cite.
  if (classroom) await seedDemoClassDiary(db, classroom);
  // The park's games are library challenges: after them.
  await seedDemoPark(db, DEMO_PARK);
  // Their challenge steps are library challenges: after them.
  if (classroom) {
    const storage = await openStorageService({ config: storageConfig, db, clock: systemClock, logger: console });
    registerTrailFilesRule(db, storage);
    registerLibraryFilesRule(storage);
    await seedDemoTrails(db, storage, { ...classroom, platformSlug: DEMO_ACTIVITIES.platform });
    await seedDemoLibrary(db, storage, DEMO_ACTIVITIES.platform);
    // Answered from the library, trails and questions: after them.
    await seedDemoAssistant(db, DEMO_ACTIVITIES.platform);
  }
  // The tarefa is made of library challenges: after them.
  if (classroom) await seedDemoHomework(db, classroom);
  if (classroom) await seedDemoNotifications(db, classroom);
  // Every student of the school platforms exists by now (institutions add some).
  await seedDemoConsents(db);
  await seedHallOfFame(db, DEMO_HALL_OF_FAME);
  // After every seeded play (the tarefa's and the hall of fame's).
  await raiseSeededLevels(db);
  // aluno1's pet wears a collar paid from the pokz seeded above.
  await seedDemoPet(db, DEMO_PET);
  // Bought with the pokz the activities, the tarefa and the hall of fame paid: after them.
  await seedDemoHome(db);
  // Paid with the pokz the activities, the tarefa and the hall of fame gave: after them.
  await seedDemoLooks(db);
  await seedDemoHelpCenter(
    db,
    DEMO_PLATFORMS.map((demo) => demo.slug),
  );
}

async function seedPlatform(db: Database, demo: DemoPlatform, passwordHash: string): Promise<void> {
  await db
    .insert(platforms)
    .values({
      slug: demo.slug,
      name: demo.name,
      kind: demo.kind,
      contract: demo.contract,
      theme: demo.theme,
      features: demo.features ?? {},
    })
    .onConflictDoNothing();
  const [platform] = await db.select().from(platforms).where(eq(platforms.slug, demo.slug));
  if (!platform) throw new Error(`platform ${demo.slug} missing after seed`);
  const platformId = platform.id;

  for (const [group, tree] of Object.entries(MENUS) as [RoleGroup, Record<string, readonly string[]>][]) {
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
    classroomIds.set(classroom.name, await ensureClassroom(db, platformId, schoolId, classroom));
  }

  const userIds = new Map<string, string>();
  for (const user of demo.users) {
    const userId = await ensureUser(db, platformId, demo.slug, user, passwordHash);
    userIds.set(user.username, userId);
    const inClassrooms = (user.classrooms ?? []).map((name) => {
      const classroomId = classroomIds.get(name);
      if (!classroomId) throw new Error(`classroom ${name} is not in the demo data`);
      return classroomId;
    });
    await ensureMembership(db, platformId, { id: userId, role: user.role }, schoolId, inClassrooms);
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
  for (const [guardian, plan] of demo.guardianPlans ?? []) {
    const guardianId = userIds.get(guardian);
    if (!guardianId) throw new Error(`guardian plan of ${guardian} names an unknown user`);
    await db
      .insert(guardianSubscriptions)
      .values({
        platform_id: platformId,
        guardian_id: guardianId,
        plan,
        status: 'active',
        provider: 'manual',
        paid_at: new Date(),
      })
      .onConflictDoNothing();
  }
}

/** Creates the menu sections and their submenu items that are missing, in the given order. */
export async function ensureMenuTree(
  db: Database,
  platformId: string,
  audience: RoleGroup,
  tree: Record<string, readonly string[]>,
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

/** The demo classroom of that name (names are unique in a demo platform), created in the school when missing. */
async function ensureClassroom(
  db: Database,
  platformId: string,
  schoolId: string,
  classroom: { name: string; gradeId: number },
): Promise<string> {
  return findOrCreate(
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
}

/** The demo user's id; the account is created when missing and left alone when it exists. */
async function ensureUser(
  db: Database,
  platformId: string,
  slug: string,
  user: DemoUser,
  passwordHash: string,
): Promise<string> {
  await db
    .insert(users)
    .values({
      platform_id: platformId,
      username: user.username,
      email: user.email ?? null,
      name: user.name,
      role: user.role,
      level: user.level ?? 0,
      ...(user.energy === undefined ? {} : { interactive_map_energy: user.energy }),
      password_hash: passwordHash,
      external_id: `${slug}-${user.username}`,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platform_id, platformId), eq(users.username, user.username)));
  if (!row) throw new Error(`user ${user.username} missing after seed`);
  return row.id;
}

/** Puts a user in a school (terms accepted, profile confirmed) and in classrooms of it, unless already there. */
async function ensureMembership(
  db: Database,
  platformId: string,
  user: { id: string; role: Role },
  schoolId: string,
  classroomIds: readonly string[],
  position = 0,
): Promise<void> {
  const seededAt = new Date();
  await db
    .insert(schoolMemberships)
    .values({
      platform_id: platformId,
      user_id: user.id,
      school_id: schoolId,
      position,
      accepted_at: seededAt,
      confirmed_at: seededAt,
    })
    .onConflictDoNothing();
  for (const classroomId of classroomIds) {
    await db
      .insert(classroomMembers)
      .values({
        platform_id: platformId,
        classroom_id: classroomId,
        user_id: user.id,
        role: roleGroup(user.role) === 'student' ? 'student' : 'teacher',
      })
      .onConflictDoNothing();
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
  const { platform, operator } = DEMO_SIGN_IN;
  return [
    ...DEMO_PLATFORMS.flatMap((demo) =>
      demo.users.map((user) => ({ platform: demo.slug, username: user.username, role: user.role })),
    ),
    { platform, username: operator.username, role: operator.role },
    ...DEMO_INSTITUTIONS.users.map((user) => ({
      platform: DEMO_INSTITUTIONS.platform,
      username: user.username,
      role: user.role,
    })),
  ];
}

/* ---- Profile: feature flags, and banners of the student dashboard added once per title ---- */

async function seedProfileDemo(db: Database): Promise<void> {
  for (const [slug, features] of Object.entries(DEMO_PROFILE_FEATURES)) {
    // Flags already stored win: a platform's administrator may have turned one off.
    await db
      .update(platforms)
      .set({ features: sql`${JSON.stringify(features)}::jsonb || ${platforms.features}` })
      .where(eq(platforms.slug, slug));
  }
  for (const [slug, banners] of Object.entries(DEMO_BANNERS)) {
    const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, slug));
    if (!platform) continue;
    for (const [position, banner] of banners.entries()) {
      const [existing] = await db
        .select({ id: dashboardBanners.id })
        .from(dashboardBanners)
        .where(and(eq(dashboardBanners.platform_id, platform.id), eq(dashboardBanners.title, banner.title)));
      if (existing) continue;
      await db.insert(dashboardBanners).values({
        platform_id: platform.id,
        title: banner.title,
        description: banner.description,
        stage: banner.stage ?? null,
        link_url: `/${slug}/painel/${banner.screen}`,
        position,
      });
    }
  }
}

/* ---- Activities: added once per title in the demo classroom and the corporate course ---- */

/** The classroom of a demo course, with the ids of its platform's people by username. */
async function demoClassroom(db: Database, demo: DemoCourse): Promise<DemoClassroom | null> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, demo.platform));
  if (!platform) return null;
  const [classroom] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.platform_id, platform.id), eq(classrooms.name, demo.classroom)));
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.platform_id, platform.id));
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const teacherId = idOf.get(demo.teacher);
  if (!classroom || !teacherId) return null;
  const studentIds = demo.students.flatMap((username) => idOf.get(username) ?? []);
  return { platformId: platform.id, classroomId: classroom.id, teacherId, studentIds, idOf };
}

async function seedActivities(db: Database, place: DemoClassroom, course: DemoCourse): Promise<void> {
  const now = Date.now();
  const activityPokz = createActivityPokz({
    deliveries: createDeliveryRepository(db),
    ledger: createLedgerOn(db, systemClock),
  });
  for (const activity of course.activities) {
    const [existing] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.classroom_id, place.classroomId), eq(activities.title, activity.title)));
    if (existing) continue;
    const [row] = await db
      .insert(activities)
      .values({
        platform_id: place.platformId,
        classroom_id: place.classroomId,
        teacher_id: place.teacherId,
        kind: activity.kind,
        title: activity.title,
        details: activity.details,
        workload: activity.workload,
        start_time: new Date(now + activity.startsInDays * DAY_MS),
        end_time: new Date(now + activity.endsInDays * DAY_MS),
        published: true,
        creation_step: 4,
      })
      .returning({ id: activities.id });
    if (!row) throw new Error(`activity ${activity.title} missing after seed`);
    const evaluated = new Map((activity.evaluated ?? []).map(([name, score, pokz]) => [name, { score, pokz }]));
    const sent = new Map(activity.sent ?? []);
    const rows = course.students.flatMap((username) => {
      const studentId = place.idOf.get(username);
      if (!studentId) return [];
      const result = evaluated.get(username);
      const answer = sent.get(username);
      const done = result
        ? {
            status: 3,
            draft: false,
            delivered_at: new Date(now - 3 * DAY_MS),
            evaluated_at: new Date(now),
            ...result,
          }
        : answer
          ? { status: 3, draft: false, delivered_at: new Date(now - DAY_MS), response_text: answer }
          : {};
      return [{ platform_id: place.platformId, activity_id: row.id, student_id: studentId, ...done }];
    });
    // The graded ones are paid through the ledger, so the bank shows a statement on day one.
    const paid = [...evaluated.keys()].flatMap((username) => {
      const studentId = place.idOf.get(username);
      return studentId ? [{ activityId: row.id, studentId }] : [];
    });
    await transactOn(db)(async (tx) => {
      await tx.insert(activityStudents).values(rows);
      await activityPokz.settle(place.platformId, paid, tx);
    });
  }
}

/* ---- Accounts: the signup and time-tracker flags (unless already set) and the partner codes ---- */

async function seedSignUp(db: Database): Promise<void> {
  const demo = DEMO_SIGN_UP;
  await db
    .update(platforms)
    .set({ features: sql`'{"signup": true, "timeTrackers": true}'::jsonb || ${platforms.features}` })
    .where(eq(platforms.slug, demo.platform));
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, demo.platform));
  if (!platform) return;
  for (const { code, school } of demo.codes) {
    const [row] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.platform_id, platform.id), eq(schools.name, school)));
    if (!row) continue;
    await db.insert(signUpCodes).values({ platform_id: platform.id, code, school_id: row.id }).onConflictDoNothing();
  }
}

/* ---- Sign-in: the social sign-in flag (unless already set) and the backoffice operator, of no school ---- */

async function seedSignIn(db: Database, passwordHash: string): Promise<void> {
  const { platform: slug, features, operator } = DEMO_SIGN_IN;
  await db
    .update(platforms)
    .set({ features: sql`${JSON.stringify(features)}::jsonb || ${platforms.features}` })
    .where(eq(platforms.slug, slug));
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, slug));
  if (!platform) return;
  await db
    .insert(users)
    .values({
      platform_id: platform.id,
      username: operator.username,
      email: operator.email ?? null,
      name: operator.name,
      role: operator.role,
      password_hash: passwordHash,
      external_id: `${slug}-${operator.username}`,
    })
    .onConflictDoNothing();
}

/* ---- Institutions: a second school, and a teacher and a student of both schools (starting at the first) ---- */

async function seedInstitutions(db: Database, passwordHash: string): Promise<void> {
  const demo = DEMO_INSTITUTIONS;
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, demo.platform));
  if (!platform) return;
  const platformId = platform.id;
  const [group] = await db
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(and(eq(schoolGroups.platform_id, platformId), eq(schoolGroups.name, demo.schoolGroup)));
  const places = new Map<string, { schoolId: string; classroomId: string }>();
  for (const school of demo.schools) {
    const schoolId = await findOrCreate(
      () =>
        db
          .select({ id: schools.id })
          .from(schools)
          .where(and(eq(schools.platform_id, platformId), eq(schools.name, school.name))),
      () =>
        db
          .insert(schools)
          .values({
            platform_id: platformId,
            school_group_id: group?.id ?? null,
            name: school.name,
            external_id: school.externalId,
          })
          .returning({ id: schools.id }),
    );
    for (const classroom of school.classrooms) {
      places.set(classroom.name, { schoolId, classroomId: await ensureClassroom(db, platformId, schoolId, classroom) });
    }
  }
  for (const user of demo.users) {
    const userId = await ensureUser(db, platformId, demo.platform, user, passwordHash);
    const schoolIds = [...new Set(user.classrooms.map((name) => places.get(name)?.schoolId))];
    for (const [position, schoolId] of schoolIds.entries()) {
      if (!schoolId) throw new Error(`a classroom of ${user.username} is not in the demo data`);
      const inSchool = user.classrooms.flatMap((name) => {
        const place = places.get(name);
        return place?.schoolId === schoolId ? [place.classroomId] : [];
      });
      await ensureMembership(db, platformId, { id: userId, role: user.role }, schoolId, inSchool, position);
    }
  }
}
