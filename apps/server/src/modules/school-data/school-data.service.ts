import { roleGroup, STUDENT_LOAD_MESSAGES, type StudentLoad, type StudentLoadPreview } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { isUniqueViolation } from '../accounts/accounts.module.ts';
import { generatePassword } from '../school-directory/school-directory.module.ts';
import type { NewStudent, SchoolDataRepository, StudentLoadRow } from './school-data.repository.ts';
import type { LoadAccount, LoadStudent } from './school-data.tables.ts';
import {
  type ClassroomRef,
  checkStudents,
  classroomKey,
  namedCredentials,
  previewOf,
  usernameCandidate,
} from './student-load.rules.ts';
import { readStudentSheet } from './student-sheet.ts';

export const STUDENT_LOAD_JOB = 'school-data.student-load';
/** The progress bar moves every this many prepared accounts. */
const PROGRESS_STEP = 100;
/**
 * argon2id hashes computed at once (on libuv's threads): two, so that a load of 5,000 takes about
 * half the time of one at a time while the other requests still find a core.
 */
const HASHES_AT_ONCE = 2;
/** A running load without progress for this long lost its runner: another claim of the job takes it over. */
const STALE_RUN_SECONDS = 120;
/** Generated usernames that collided are drawn again at most this many times. */
const USERNAME_DRAWS = 20;

export interface StudentUpload {
  schoolId: string | undefined;
  confirm: boolean;
  fileName: string;
  bytes: Buffer;
}

/** A coordinator sees the schools they belong to; the administration every school of the platform. */
const memberIdOf = (auth: AuthContext) => (roleGroup(auth.role) === 'admin' ? null : auth.userId);

function presentLoad(row: StudentLoadRow): StudentLoad {
  return {
    id: row.id,
    school_id: row.school_id,
    status: row.status,
    total: row.total,
    done: row.done,
    error: row.error,
    accounts: row.status === 'done' ? (row.accounts ?? []) : [],
  };
}

export function createSchoolDataService(deps: {
  repo: SchoolDataRepository;
  transact: Transact;
  queue: Pick<JobQueue, 'enqueue'>;
}) {
  const { repo, transact, queue } = deps;

  async function requireSchool(auth: AuthContext, schoolId: string): Promise<void> {
    if (!(await repo.schoolInReach(auth.platformId, schoolId, memberIdOf(auth)))) throw notFound();
  }

  /** The school's classrooms by their compared name; of two with one name, the newest year's. */
  async function classroomsByName(auth: AuthContext, schoolId: string): Promise<Map<string, ClassroomRef>> {
    const rows = await repo.classrooms(auth.platformId, schoolId);
    const byName = new Map<string, ClassroomRef>();
    for (const row of rows) if (!byName.has(classroomKey(row.name))) byName.set(classroomKey(row.name), row);
    return byName;
  }

  /** Usernames for the lines that had none, unique on the platform and in the load. */
  async function fillUsernames(auth: AuthContext, students: LoadStudent[]): Promise<void> {
    const used = new Set(students.map((s) => s.username).filter(Boolean));
    let missing = students.filter((s) => !s.username);
    for (let draw = 0; missing.length > 0; draw += 1) {
      if (draw === USERNAME_DRAWS) throw new Error('no free username could be drawn');
      for (const student of missing) student.username = usernameCandidate(student.name);
      const taken = await repo.takenUsernames(
        auth.platformId,
        missing.map((s) => s.username),
      );
      const next: LoadStudent[] = [];
      for (const student of missing) {
        if (taken.has(student.username) || used.has(student.username)) next.push(student);
        else used.add(student.username);
      }
      missing = next;
    }
  }

  return {
    async schools(auth: AuthContext) {
      return { schools: await repo.schools(auth.platformId, memberIdOf(auth)) };
    },

    async schoolGroups(auth: AuthContext) {
      const schools = await repo.schools(auth.platformId, memberIdOf(auth));
      return {
        school_groups: await repo.schoolGroups(
          auth.platformId,
          schools.map((school) => school.id),
        ),
      };
    },

    async classrooms(auth: AuthContext, schoolId: string) {
      await requireSchool(auth, schoolId);
      return { classrooms: await repo.classrooms(auth.platformId, schoolId) };
    },

    async students(auth: AuthContext, schoolId: string, classroomId?: string) {
      await requireSchool(auth, schoolId);
      return { students: await repo.students(auth.platformId, schoolId, classroomId) };
    },

    async gradesByClassrooms(auth: AuthContext, schoolId: string) {
      await requireSchool(auth, schoolId);
      return { grades: await repo.gradesByClassrooms(auth.platformId, schoolId) };
    },

    /**
     * POST /mars/students/fetch: the preview of the sheet (nothing written), or, with confirm,
     * the load itself once every line is valid: recorded and handed to the job that writes it.
     */
    async upload(auth: AuthContext, upload: StudentUpload): Promise<StudentLoadPreview | StudentLoad> {
      if (!upload.schoolId) throw badRequest(STUDENT_LOAD_MESSAGES.schoolMissing);
      await requireSchool(auth, upload.schoolId);
      const sheet = await readStudentSheet(upload.fileName, upload.bytes);
      const classrooms = await classroomsByName(auth, upload.schoolId);
      const named = namedCredentials(sheet);
      const [usernames, emails] = await Promise.all([
        repo.takenUsernames(auth.platformId, named.usernames),
        repo.takenEmails(auth.platformId, named.emails),
      ]);
      const preview = previewOf(checkStudents(sheet, classrooms, { usernames, emails }));
      if (!upload.confirm) return preview;
      if (preview.verdict !== 'ok') throw badRequest(STUDENT_LOAD_MESSAGES.notValid);

      const students: LoadStudent[] = preview.rows.map((row) => {
        const classroom = classrooms.get(classroomKey(row.classroom)) as ClassroomRef;
        return {
          name: row.name,
          username: row.username,
          email: row.email || null,
          classroom_id: classroom.id,
          classroom_name: classroom.name,
        };
      });
      await fillUsernames(auth, students);
      const schoolId = upload.schoolId;
      const load = await transact(async (tx) => {
        const row = await repo.createLoad(
          auth.platformId,
          { school_id: schoolId, created_by: auth.userId, students },
          tx,
        );
        await queue.enqueue(tx, STUDENT_LOAD_JOB, { load_id: row.id }, { maxAttempts: 3 });
        return row;
      });
      return presentLoad(load);
    },

    /** The progress of a load, for the one who confirmed it. */
    async load(auth: AuthContext, id: string): Promise<StudentLoad> {
      const row = await repo.findLoad(auth.platformId, id);
      if (!row || row.created_by !== auth.userId) throw notFound();
      return presentLoad(row);
    },

    /**
     * The job: draws and hashes each first password (the slow part, shown by the progress bar),
     * then writes every account in one transaction. A line that can no longer be written (a
     * username or e-mail taken since the preview) fails the whole load and writes nothing.
     */
    async runLoad(loadId: string): Promise<void> {
      // The queue hands a job running past its lease to another claim: that run finds the load held and stops.
      const load = await repo.claimLoad(loadId, STALE_RUN_SECONDS);
      if (!load) return;
      const prepared = load.students.map((student) => ({ student, password: generatePassword() }));
      const students: NewStudent[] = [];
      for (let from = 0; from < prepared.length; from += HASHES_AT_ONCE) {
        const batch = prepared.slice(from, from + HASHES_AT_ONCE);
        students.push(
          ...(await Promise.all(
            batch.map(async ({ student, password }) => ({ ...student, password_hash: await hashPassword(password) })),
          )),
        );
        if (students.length % PROGRESS_STEP === 0) await repo.setProgress(load.id, students.length);
      }
      const accounts: LoadAccount[] = prepared.map(({ student, password }) => ({
        name: student.name,
        username: student.username,
        password,
        classroom: student.classroom_name,
      }));
      try {
        await transact(async (tx) => {
          // Ended meanwhile by a run that took it over: nothing more to write.
          if (!(await repo.finishLoad(load.id, { status: 'done', done: students.length, accounts }, tx))) return;
          await repo.insertStudents(load.platform_id, load.school_id, students, tx);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await repo.finishLoad(load.id, { status: 'failed', error: STUDENT_LOAD_MESSAGES.takenMeanwhile });
      }
    },
  };
}

export type SchoolDataService = ReturnType<typeof createSchoolDataService>;
