import { and, eq, sql } from 'drizzle-orm';
import {
  activities,
  activityFavorites,
  activityStudents,
} from '../../../apps/server/src/modules/activities/activities.tables.ts';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { platforms } from '../../../apps/server/src/modules/platforms/platforms.tables.ts';
import {
  classroomMembers,
  classrooms,
  schoolMemberships,
} from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import type { Database } from '../../../apps/server/src/platform/db/database.ts';
import { sampleActivity } from './sample-activities.ts';
import { WORLD } from './world.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1_000;
/** Rows per INSERT of a JSON document. */
const JSON_CHUNK = 10_000;
const DETAILS = '<p>Leia o texto e responda às perguntas.</p>';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Davi',
  'Elisa',
  'Felipe',
  'Giovana',
  'Heitor',
  'Isabela',
  'João',
  'Lara',
];
const LAST_NAMES = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento'];

type ActivityInsert = typeof activities.$inferInsert;
type AssignmentValues = Omit<typeof activityStudents.$inferInsert, 'platform_id' | 'activity_id' | 'student_id'>;

export interface Demo {
  platformId: string;
  teacherId: string;
  schoolId: string;
  gradeId: number;
}

interface Student {
  id: string;
  username: string;
}

export interface SeededWorld {
  classroomIds: Record<keyof typeof WORLD.classrooms, string>;
  /** The measured student of the 200-activity classroom and the one with a single activity. */
  firstScreenStudents: { username: string; activities: number }[];
  forumWriters: string[];
}

/**
 * The bench's data, on a database that has the demo seed: four classrooms of the demo teacher
 * with their students and activities, inserted in bulk.
 */
export async function seedWorld(db: Database, exportRows: number, now: Date): Promise<SeededWorld> {
  const demo = await findDemo(db);
  const passwordHash = await hashPassword(WORLD.studentPassword);
  const classroomIds = await createClassrooms(db, demo);
  const students = (classroom: string, usernames: string[]) =>
    createStudents(db, demo, passwordHash, classroom, usernames);

  const classmates = await students(classroomIds.many, numbered('bench.aluno', WORLD.firstScreen.classmates));
  const single = await students(classroomIds.one, ['bench.aluno.unico']);
  const writers = await students(classroomIds.forum, numbered('bench.forum', WORLD.forum.writers));

  await seedFirstScreen(db, demo, classroomIds.many, classmates, now);
  const openForFiveDays = { ...sampleActivity(0, now), end_time: new Date(now.getTime() + 5 * DAY_MS) };
  await insertActivities(db, demo, classroomIds.one, [openForFiveDays], single);
  await seedExportActivities(db, demo, classroomIds.export, exportRows, now);
  // Planner statistics, as autovacuum would gather them on PostgreSQL soon after such a load; PGlite
  // has no autovacuum, and without them it plans for one row per table.
  await db.execute(sql`analyze`);

  const [measured] = classmates;
  const [alone] = single;
  if (!measured || !alone) throw new Error('the bench students were not all created');
  return {
    classroomIds,
    firstScreenStudents: [
      { username: measured.username, activities: WORLD.firstScreen.activities },
      { username: alone.username, activities: 1 },
    ],
    forumWriters: writers.map((writer) => writer.username),
  };
}

export async function findDemo(db: Database): Promise<Demo> {
  const [teacher] = await db
    .select({ platformId: users.platform_id, teacherId: users.id, schoolId: schoolMemberships.school_id })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platform_id))
    .innerJoin(schoolMemberships, eq(schoolMemberships.user_id, users.id))
    .where(and(eq(platforms.slug, WORLD.platform), eq(users.username, WORLD.teacher.username)))
    .limit(1);
  if (!teacher) throw new Error(`the demo teacher ${WORLD.teacher.username} is missing: did the demo seed run?`);
  const [classroom] = await db
    .select({ gradeId: classrooms.grade_id })
    .from(classrooms)
    .where(eq(classrooms.school_id, teacher.schoolId))
    .limit(1);
  if (!classroom) throw new Error('the demo school has no classroom');
  return { ...teacher, gradeId: classroom.gradeId };
}

/** The bench classrooms in the demo teacher's school, all of them taught by the demo teacher. */
async function createClassrooms(db: Database, demo: Demo): Promise<SeededWorld['classroomIds']> {
  const entries = Object.entries(WORLD.classrooms) as [keyof typeof WORLD.classrooms, string][];
  const rows = await db
    .insert(classrooms)
    .values(
      entries.map(([, name]) => ({
        platform_id: demo.platformId,
        school_id: demo.schoolId,
        grade_id: demo.gradeId,
        name,
        year: new Date().getFullYear(),
      })),
    )
    .returning({ id: classrooms.id, name: classrooms.name });
  await db.insert(classroomMembers).values(
    rows.map((row) => ({
      platform_id: demo.platformId,
      classroom_id: row.id,
      user_id: demo.teacherId,
      role: 'teacher' as const,
    })),
  );
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(entries.map(([key, name]) => [key, idOf.get(name) ?? ''])) as SeededWorld['classroomIds'];
}

async function createStudents(
  db: Database,
  demo: Demo,
  passwordHash: string,
  classroomId: string,
  usernames: string[],
): Promise<Student[]> {
  const created = await db
    .insert(users)
    .values(
      usernames.map((username, index) => ({
        platform_id: demo.platformId,
        username,
        name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`,
        role: 'school_student' as const,
        level: 1,
        password_hash: passwordHash,
        external_id: `bench-${username}`,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const now = new Date();
  await db.insert(schoolMemberships).values(
    created.map((student) => ({
      platform_id: demo.platformId,
      user_id: student.id,
      school_id: demo.schoolId,
      accepted_at: now,
      confirmed_at: now,
    })),
  );
  await db.insert(classroomMembers).values(
    created.map((student) => ({
      platform_id: demo.platformId,
      classroom_id: classroomId,
      user_id: student.id,
      role: 'student' as const,
    })),
  );
  const byName = new Map(created.map((student) => [student.username, student]));
  return usernames.flatMap((username) => byName.get(username) ?? []);
}

/**
 * The first-screen classroom: every classmate has the same activities, a realistic mix of open
 * ones (some due within 48 hours, some without a deadline, some sent back for a redo) and closed
 * ones (past their end date, sent and graded, or concluded); the measured student favours a few.
 */
async function seedFirstScreen(db: Database, demo: Demo, classroomId: string, classmates: Student[], now: Date) {
  const values = Array.from({ length: WORLD.firstScreen.activities }, (_, index) => firstScreenActivity(index, now));
  const ids = await insertActivities(db, demo, classroomId, values, classmates, (activity, student) =>
    assignmentValues(activity, student, now),
  );
  const measured = classmates[0];
  if (!measured) return;
  await db
    .insert(activityFavorites)
    .values(
      ids
        .filter((_, index) => index % 10 === 0)
        .map((activityId) => ({ platform_id: demo.platformId, activity_id: activityId, user_id: measured.id })),
    );
}

function firstScreenActivity(
  index: number,
  now: Date,
): Omit<ActivityInsert, 'platform_id' | 'classroom_id' | 'teacher_id'> {
  const sample = sampleActivity(index, now);
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  let end: Date | null;
  if (index % 25 === 24) end = null;
  else if (index % 4 === 0) end = at(-((index % 10) + 1) * DAY_MS);
  else if (index % 4 === 1) end = at(((index % 46) + 1) * HOUR_MS);
  else end = at(((index % 30) + 3) * DAY_MS);
  return {
    ...sample,
    start_time: end ? new Date(Math.min(end.getTime() - DAY_MS, now.getTime() - HOUR_MS)) : at(-3 * DAY_MS),
    end_time: end,
    concluded_at: index % 40 === 39 ? at(-DAY_MS) : null,
  };
}

function assignmentValues(activity: number, student: number, now: Date): AssignmentValues {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  if ((activity + student) % 5 === 0) {
    const score = (activity * 7 + student) % 11;
    return {
      status: 3,
      draft: false,
      delivered_at: ago(2 * DAY_MS),
      score,
      pokz: score * 10,
      evaluated_at: ago(DAY_MS),
      reached_goal: score >= 6,
      last_access_at: ago(2 * DAY_MS),
    };
  }
  if ((activity + student) % 23 === 0) {
    return { status: 5, draft: false, delivered_at: ago(3 * DAY_MS), teacher_comment: 'Refaça com mais detalhes.' };
  }
  return (activity + student) % 3 === 0 ? { last_access_at: ago(((activity % 5) + 1) * HOUR_MS) } : {};
}

/**
 * The export classroom's activities, without students. Sent as one JSON document per chunk,
 * which PostgreSQL unpacks: ten times faster than as many parameters, which counts at 100,000 rows.
 */
async function seedExportActivities(db: Database, demo: Demo, classroomId: string, rows: number, now: Date) {
  for (let first = 0; first < rows; first += JSON_CHUNK) {
    const count = Math.min(JSON_CHUNK, rows - first);
    const chunk = JSON.stringify(Array.from({ length: count }, (_, offset) => sampleActivity(first + offset, now)));
    await db.execute(sql`
      insert into ${activities} (platform_id, classroom_id, teacher_id, kind, title, start_time, end_time, workload,
                                 bncc, details, published, creation_step, created_at, updated_at)
      select ${demo.platformId}, ${classroomId}, ${demo.teacherId}, kind, title, start_time, end_time, workload,
             bncc, ${DETAILS}, true, 4, created_at, created_at
      from jsonb_to_recordset(${chunk}::jsonb) as t(kind text, title text, start_time timestamptz,
                                                   end_time timestamptz, workload int, bncc jsonb, created_at timestamptz)`);
  }
}

/** Inserts published activities and assigns every given student to each; answers their ids, in order. */
async function insertActivities(
  db: Database,
  demo: Demo,
  classroomId: string,
  values: Omit<ActivityInsert, 'platform_id' | 'classroom_id' | 'teacher_id'>[],
  students: Student[],
  assignment: (activity: number, student: number) => AssignmentValues = () => ({}),
): Promise<string[]> {
  const rows = await db
    .insert(activities)
    .values(values.map((value) => published(demo, classroomId, value)))
    .returning({ id: activities.id, title: activities.title });
  const idOf = new Map(rows.map((row) => [row.title, row.id]));
  const ids = values.map((value) => idOf.get(value.title) ?? '');
  const assignments = ids.flatMap((activityId, activity) =>
    students.map((student, index) => ({
      ...assignment(activity, index),
      platform_id: demo.platformId,
      activity_id: activityId,
      student_id: student.id,
    })),
  );
  for (let first = 0; first < assignments.length; first += INSERT_CHUNK) {
    await db.insert(activityStudents).values(assignments.slice(first, first + INSERT_CHUNK));
  }
  return ids;
}

function published(
  demo: Demo,
  classroomId: string,
  value: Omit<ActivityInsert, 'platform_id' | 'classroom_id' | 'teacher_id'>,
): ActivityInsert {
  return {
    ...value,
    platform_id: demo.platformId,
    classroom_id: classroomId,
    teacher_id: demo.teacherId,
    details: DETAILS,
    published: true,
    creation_step: 4,
  };
}

function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}
