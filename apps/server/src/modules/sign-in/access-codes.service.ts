import { randomInt } from 'node:crypto';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  type AccessCodeCreateResponse,
  type accessCodeCreateRequestSchema,
  type accessCodeSignInRequestSchema,
  formatAccessCode,
  type LoginResponse,
} from '@ava/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { forbidden, invalidCredentials, notFound } from '../../platform/http/app-error.ts';
import { blockedUser, issueLogin } from '../identity/identity.module.ts';
import { attemptOf, platformOrRefuse, type SignInDeps } from './sign-in.context.ts';

function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

/**
 * Access codes (document 3 section 2, /login/qrcode and /login/access_code_sign_in): a
 * teacher prints one code per student of a classroom, or one for themselves to open the
 * classroom's device in class-access mode. Each code works once and until it expires,
 * and only on its own platform. Only the code's hash is stored.
 */
export function createAccessCodesService(deps: SignInDeps) {
  const { throttle, clock, signInRepo, userDirectory } = deps;

  return {
    async create(
      auth: AuthContext,
      classroomId: string,
      input: z.output<typeof accessCodeCreateRequestSchema>,
    ): Promise<AccessCodeCreateResponse> {
      const classroom = await signInRepo.findClassroom(auth.platformId, classroomId);
      if (!classroom) throw notFound();
      if (!(await signInRepo.isClassroomTeacher(auth.platformId, classroomId, auth.userId))) throw forbidden();

      const teacher = await userDirectory.findById(auth.platformId, auth.userId);
      const people =
        input.kind === 'students'
          ? await signInRepo.classroomStudents(auth.platformId, classroomId)
          : teacher
            ? [{ id: teacher.id, name: teacher.name, username: teacher.username }]
            : [];
      const expiresAt = new Date(clock.now().getTime() + input.valid_hours * 3_600_000);
      const codes = people.map((person) => ({ person, code: newAccessCode() }));
      await signInRepo.replaceAccessCodes(
        auth.platformId,
        classroomId,
        input.kind,
        codes.map(({ person, code }) => ({
          user_id: person.id,
          code_hash: hashToken(code),
          created_by: auth.userId,
          expires_at: expiresAt,
        })),
      );
      return {
        classroom_id: classroom.id,
        classroom_name: classroom.name,
        kind: input.kind,
        expires_at: expiresAt.toISOString(),
        codes: codes.map(({ person, code }) => ({
          user_id: person.id,
          name: person.name,
          username: person.username,
          code: formatAccessCode(code),
        })),
      };
    },

    /** POST /users/access_code_sign_in. */
    signIn(input: z.output<typeof accessCodeSignInRequestSchema>, address: string): Promise<LoginResponse> {
      return throttle.guard(attemptOf(input.platform, 'access_code', input.access_code, address), async () => {
        const platform = await platformOrRefuse(deps, input.platform);
        const now = clock.now();
        const row = await signInRepo.findAccessCode(platform.id, hashToken(input.access_code));
        if (!row || row.platform_id !== platform.id || row.used_at || row.expires_at <= now) {
          throw invalidCredentials();
        }
        const [user, classroom] = await Promise.all([
          userDirectory.findById(platform.id, row.user_id),
          signInRepo.findClassroom(platform.id, row.classroom_id),
        ]);
        if (!user || !classroom) throw invalidCredentials();
        if (user.blocked_at) throw blockedUser();
        if (!(await signInRepo.consumeAccessCode(platform.id, row.id, now))) throw invalidCredentials();
        return issueLogin(deps, platform, user, {
          schoolId: classroom.school_id,
          classAccess: row.kind === 'class_access',
        });
      });
    },
  };
}

export type AccessCodesService = ReturnType<typeof createAccessCodesService>;
