import { randomInt } from 'node:crypto';
import {
  GENERATED_PASSWORD_ALPHABET,
  GENERATED_PASSWORD_LENGTH,
  MESSAGES,
  type ResetStudentPasswordRequest,
  type ResetStudentPasswordResponse,
  roleGroup,
  SCHOOL_DIRECTORY_MESSAGES,
  type UpdateStudentRequest,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../accounts/accounts.module.ts';
import type { UserDirectory } from '../identity/identity.module.ts';
import { type Educator, educatorOf } from './school-directory.access.ts';
import { presentClassroom, presentStudent } from './school-directory.presenter.ts';
import type { SchoolDirectoryRepository } from './school-directory.repository.ts';

export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i += 1) {
    password += GENERATED_PASSWORD_ALPHABET[randomInt(GENERATED_PASSWORD_ALPHABET.length)];
  }
  return password;
}

/** The index a unique violation names, as PGlite (constraint) and postgres-js (constraint_name) report it. */
function violatedConstraint(error: unknown): string {
  const of = (value: unknown) => value as { constraint?: string; constraint_name?: string; cause?: unknown } | null;
  const direct = of(error);
  const cause = of(direct?.cause);
  return direct?.constraint_name ?? direct?.constraint ?? cause?.constraint_name ?? cause?.constraint ?? '';
}

function educatorCalling(auth: AuthContext): Educator {
  if (roleGroup(auth.role) !== 'educator') throw forbidden();
  return educatorOf(auth);
}

/**
 * Classrooms and students as a teacher sees them: a teacher acts only on the students of the
 * classrooms they teach, a coordinator on those of their schools; everything within the
 * caller's platform. An id the caller may not see answers like one that does not exist.
 */
export function createSchoolDirectoryService(deps: {
  directoryRepo: SchoolDirectoryRepository;
  userDirectory: Pick<UserDirectory, 'findByField'>;
  sessions: Pick<SessionStore, 'revokeAllOf'>;
}) {
  const { directoryRepo, userDirectory, sessions } = deps;

  async function studentFor(auth: AuthContext, studentId: string) {
    const student = await directoryRepo.studentFor(auth.platformId, studentId, educatorCalling(auth));
    if (!student) throw notFound(SCHOOL_DIRECTORY_MESSAGES.studentNotFound);
    return student;
  }

  async function refuseTaken(auth: AuthContext, field: 'username' | 'email', value: string, studentId: string) {
    const owner = await userDirectory.findByField(auth.platformId, field, value);
    if (owner && owner.id !== studentId) {
      throw badRequest(field === 'username' ? MESSAGES.usernameTaken : MESSAGES.emailTaken);
    }
  }

  return {
    async classrooms(auth: AuthContext) {
      const viewer =
        roleGroup(auth.role) === 'student' ? { student: auth.userId } : { educator: educatorCalling(auth) };
      const rows = await directoryRepo.classrooms(auth.platformId, viewer);
      return { classrooms: rows.map(presentClassroom) };
    },

    async teacherSchool(auth: AuthContext) {
      const educator = educatorCalling(auth);
      const [schools, classrooms] = await Promise.all([
        directoryRepo.schoolsOf(auth.platformId, auth.userId),
        directoryRepo.classrooms(auth.platformId, { educator }),
      ]);
      return {
        schools: schools.map((school) => ({
          id: school.id,
          name: school.name,
          external_id: school.external_id,
          group: school.group_id && school.group_name ? { id: school.group_id, name: school.group_name } : null,
          classrooms: classrooms
            .filter((row) => row.school_id === school.id)
            .map((row) => {
              const { school: _school, ...classroom } = presentClassroom(row);
              return classroom;
            }),
        })),
      };
    },

    async classStudents(auth: AuthContext, classroomId: string) {
      const classroom = await directoryRepo.classroomFor(auth.platformId, classroomId, educatorCalling(auth));
      if (!classroom) throw notFound(SCHOOL_DIRECTORY_MESSAGES.classroomNotFound);
      const { total_students: _total, ...summary } = presentClassroom(classroom);
      const students = await directoryRepo.studentsOf(auth.platformId, classroomId);
      return { classroom: summary, students: students.map(presentStudent) };
    },

    /** The new password is typed by the teacher or made here and shown once; the student's sessions end. */
    async resetPassword(auth: AuthContext, input: ResetStudentPasswordRequest): Promise<ResetStudentPasswordResponse> {
      const student = await studentFor(auth, input.student_id);
      const password = input.password ?? generatePassword();
      await directoryRepo.updateStudent(auth.platformId, student.id, { password_hash: await hashPassword(password) });
      await sessions.revokeAllOf(student.id);
      return {
        message: SCHOOL_DIRECTORY_MESSAGES.studentPasswordReset,
        ...(input.password ? {} : { password }),
      };
    },

    async updateStudent(auth: AuthContext, input: UpdateStudentRequest) {
      const student = await studentFor(auth, input.student_id);
      if (input.username && input.username !== student.username) {
        await refuseTaken(auth, 'username', input.username, student.id);
      }
      if (input.email && input.email !== student.email) await refuseTaken(auth, 'email', input.email, student.id);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
      };
      const emailChanged = input.email !== undefined && input.email !== student.email;
      try {
        await directoryRepo.updateStudent(auth.platformId, student.id, {
          ...changes,
          ...(emailChanged ? { email_verified_at: null } : {}),
        });
      } catch (error) {
        // The unique indexes still guard the race between the check and the write.
        if (isUniqueViolation(error)) {
          throw badRequest(violatedConstraint(error).includes('email') ? MESSAGES.emailTaken : MESSAGES.usernameTaken);
        }
        throw error;
      }
      return {
        message: SCHOOL_DIRECTORY_MESSAGES.studentUpdated,
        student: presentStudent({ ...student, ...changes }),
      };
    },
  };
}

export type SchoolDirectoryService = ReturnType<typeof createSchoolDirectoryService>;
