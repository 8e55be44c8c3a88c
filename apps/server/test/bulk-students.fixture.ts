import { users } from '../src/modules/identity/identity.tables.ts';
import { sessions } from '../src/modules/identity/sessions.tables.ts';
import { classroomMembers, classrooms, schoolMemberships } from '../src/modules/tenancy/tenancy.tables.ts';
import { hashToken, newToken } from '../src/platform/auth/tokens.ts';
import type { Database } from '../src/platform/db/database.ts';

/**
 * Students in bulk, for the benchmarks of many students at once (bench/src/exam-day,
 * bench/src/game-results) and the exam durability test: rows are inserted directly, many per
 * statement, and each student gets a session (its bearer token is returned) so nobody has to
 * sign in, which costs an argon2 check each.
 */

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1_000;
const HOUR_MS = 3_600_000;
const SESSION_HOURS = 12;

/** Where the students are: a platform, a school with a grade, and the teacher of their classroom. */
export interface BulkPlace {
  platformId: string;
  schoolId: string;
  gradeId: number;
  teacherId: string;
}

export interface BulkClassroom {
  classroomId: string;
  students: { id: string; username: string; token: string }[];
}

export interface BulkClassroomOptions {
  /** The classroom's name, also the prefix of the students' usernames. */
  name: string;
  students: number;
  /** Any argon2 hash: the students never sign in (their sessions are made here). */
  passwordHash: string;
}

/** A classroom of the place's teacher with `students` new students, members of the school, each signed in. */
export async function seedBulkClassroom(
  db: Database,
  place: BulkPlace,
  options: BulkClassroomOptions,
): Promise<BulkClassroom> {
  const now = new Date();
  const [classroom] = await db
    .insert(classrooms)
    .values({
      platform_id: place.platformId,
      school_id: place.schoolId,
      grade_id: place.gradeId,
      name: options.name,
      year: now.getFullYear(),
    })
    .returning({ id: classrooms.id });
  if (!classroom) throw new Error('the classroom was not created');
  await db.insert(classroomMembers).values({
    platform_id: place.platformId,
    classroom_id: classroom.id,
    user_id: place.teacherId,
    role: 'teacher',
  });
  const usernames = Array.from(
    { length: options.students },
    (_, index) => `${options.name}.${String(index + 1).padStart(4, '0')}`,
  );
  const students: { id: string; username: string }[] = [];
  for (const chunk of chunksOf(usernames)) {
    const values = chunk.map((username) => ({
      platform_id: place.platformId,
      username,
      name: `Estudante ${username}`,
      role: 'school_student' as const,
      level: 1,
      password_hash: options.passwordHash,
    }));
    students.push(...(await db.insert(users).values(values).returning({ id: users.id, username: users.username })));
  }
  const signedIn = students.map((student) => ({ ...student, token: newToken() }));
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * HOUR_MS);
  const member = (student: { id: string }) => ({ platform_id: place.platformId, user_id: student.id });
  for (const chunk of chunksOf(signedIn)) {
    await db
      .insert(schoolMemberships)
      .values(chunk.map((s) => ({ ...member(s), school_id: place.schoolId, accepted_at: now, confirmed_at: now })));
    await db
      .insert(classroomMembers)
      .values(chunk.map((s) => ({ ...member(s), classroom_id: classroom.id, role: 'student' as const })));
    await db
      .insert(sessions)
      .values(chunk.map((s) => ({ ...member(s), token_hash: hashToken(s.token), expires_at: expiresAt })));
  }
  return { classroomId: classroom.id, students: signedIn };
}

/** Rows in slices small enough for one INSERT each. */
export function* chunksOf<Row>(rows: Row[]): Generator<Row[]> {
  for (let first = 0; first < rows.length; first += INSERT_CHUNK) yield rows.slice(first, first + INSERT_CHUNK);
}
