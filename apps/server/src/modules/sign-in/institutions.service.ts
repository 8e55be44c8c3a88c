import { type InstitutionsResponse, type LoginResponse, type RoleGroup, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, invalidToken } from '../../platform/http/app-error.ts';
import { issueLogin } from '../identity/identity.module.ts';
import type { SchoolMemberships } from '../tenancy/tenancy.module.ts';
import type { SignInDeps } from './sign-in.context.ts';

export interface InstitutionsDeps extends SignInDeps {
  memberships: Pick<SchoolMemberships, 'schoolsOf' | 'currentGradeOf'>;
}

/**
 * A user's institutions (schools) and the switch between them (document 3 section 6:
 * students and teachers switch institution). The school a user switches to stays first,
 * so later sessions open there too; the switch answers a new session at that school and
 * revokes the one that asked.
 */
export function createInstitutionsService(deps: InstitutionsDeps) {
  const { memberships, signInRepo, sessions } = deps;

  function requireGroup(auth: AuthContext, groups: readonly RoleGroup[]): void {
    if (!groups.includes(roleGroup(auth.role))) throw forbidden();
  }

  return {
    async list(auth: AuthContext, group: RoleGroup): Promise<InstitutionsResponse> {
      requireGroup(auth, [group]);
      const schools = await memberships.schoolsOf(auth.platformId, auth.userId);
      const classrooms = await signInRepo.classroomsOf(
        auth.platformId,
        auth.userId,
        schools.map((school) => school.school_id),
      );
      return {
        institutions: schools.map((school, index) => ({
          school_id: school.school_id,
          school_name: school.school_name,
          school_external_id: school.school_external_id,
          current: index === 0,
          classrooms: classrooms
            .filter((classroom) => classroom.school_id === school.school_id)
            .map(({ id, name, grade_id }) => ({ id, name, grade_id })),
        })),
      };
    },

    /**
     * POST /{students,teachers}/institutions/switch and /users/{student,teacher}_sign_in:
     * a new session at one of the caller's schools. A backoffice login (admin roles) needs no menu.
     */
    async signInAt(
      auth: AuthContext,
      token: string,
      schoolId: string,
      groups: readonly RoleGroup[],
      options: { backoffice?: boolean } = {},
    ): Promise<LoginResponse> {
      requireGroup(auth, groups);
      const schools = await memberships.schoolsOf(auth.platformId, auth.userId);
      if (!schools.some((school) => school.school_id === schoolId)) throw forbidden();
      const [platform, user] = await Promise.all([
        deps.platformDirectory.findBySlug(auth.platformSlug),
        deps.userDirectory.findById(auth.platformId, auth.userId),
      ]);
      if (!platform || !user) throw invalidToken();
      await signInRepo.moveSchoolFirst(auth.platformId, auth.userId, schoolId);
      const login = await issueLogin(deps, platform, user, { schoolId, requireMenus: !options.backoffice });
      await sessions.revoke(token);
      return login;
    },
  };
}

export type InstitutionsService = ReturnType<typeof createInstitutionsService>;
