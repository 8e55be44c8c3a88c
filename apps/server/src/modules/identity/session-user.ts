import {
  type FeatureFlag,
  type LoginResponse,
  menuForRole,
  resolveFeatureFlags,
  roleGroup,
  type SessionUser,
  TEACHER_GRADE_ID,
  type UserSchool,
  userMapOfGrade,
  withAssistantMenu,
  withLearningMenu,
} from '@ava/contracts';
import type { guardianSubscriptions } from '../guardians/guardians.tables.ts';
import { type PlatformDirectory, type PlatformRow, presentMenu } from '../platforms/platforms.module.ts';
import type { MembershipRow, SchoolMemberships } from '../tenancy/tenancy.module.ts';
import type { UserRow } from './identity.repository.ts';

const EXPERIMENTS: readonly FeatureFlag[] = ['enableLearning', 'enableManualFrequency'];

/** A guardian's plan, read from the guardians module (which app.ts hands to identity and sign-in). */
export interface GuardianPlans {
  find(
    platformId: string,
    guardianId: string,
  ): Promise<Pick<
    typeof guardianSubscriptions.$inferSelect,
    'plan' | 'status' | 'provider' | 'provider_subscription_id'
  > | null>;
}

export interface SessionUserDeps {
  platformDirectory: Pick<PlatformDirectory, 'menusFor'>;
  memberships: SchoolMemberships;
  guardianPlans: GuardianPlans;
  /** A stored photo url made readable by the browser (a long-lived signed url). */
  presentUrl: (url: string | null) => string | null;
}

function presentSchool(row: MembershipRow): UserSchool {
  return {
    school_id: row.school_id,
    school_name: row.school_name,
    school_external_id: row.school_external_id,
    accepted_date: row.accepted_at?.toISOString() ?? null,
    confirmed_date: row.confirmed_at?.toISOString() ?? null,
    has_classrooms: row.classrooms > 0,
  };
}

export interface SessionUserOptions {
  /** Opens the session at this school of the user's (the first one otherwise). */
  schoolId?: string;
  /** Class-access mode (document 3 section 6): the user is built with the selected school only. */
  classAccess?: boolean;
}

/** The session user of document 1 section 3, built from the user's schools, grade and menu. */
export async function buildSessionUser(
  deps: SessionUserDeps,
  platform: PlatformRow,
  user: UserRow,
  options: SessionUserOptions = {},
): Promise<SessionUser> {
  const group = roleGroup(user.role);
  const [memberships, grade, menuRows] = await Promise.all([
    deps.memberships.schoolsOf(platform.id, user.id),
    group === 'student' ? deps.memberships.currentGradeOf(platform.id, user.id) : Promise.resolve(null),
    deps.platformDirectory.menusFor(platform.id, group),
  ]);
  const all = memberships.map(presentSchool);
  const school = all.find((entry) => entry.school_id === options.schoolId) ?? all[0] ?? null;
  const schools = options.classAccess && school ? [school] : all;
  const gradeId = group === 'educator' ? TEACHER_GRADE_ID : (grade?.id ?? null);
  const features = resolveFeatureFlags(platform.kind === 'corporate', platform.features);
  const experimentals = EXPERIMENTS.filter((flag) => features[flag]);
  return {
    user_id: user.id,
    external_id: user.external_id,
    role: user.role,
    level: user.level,
    name: user.name,
    username: user.username,
    email: user.email,
    school_id: school?.school_id ?? null,
    school_name: school?.school_name ?? null,
    school_external_id: school?.school_external_id ?? null,
    grade_id: gradeId,
    grade_external_id: grade?.external_id ?? null,
    user_map: gradeId === null ? null : userMapOfGrade(gradeId),
    repo_type: 'school',
    accepted_date: school?.accepted_date ?? null,
    confirmed_date: school?.confirmed_date ?? null,
    virtual_tour: user.virtual_tour,
    preferred_language: user.preferred_language,
    accessibility: user.accessibility,
    interactive_map_energy: user.interactive_map_energy,
    isClassAccess: options.classAccess === true,
    avatar_url: deps.presentUrl(user.avatar_url),
    school,
    schools,
    menu: withAssistantMenu(
      withLearningMenu(menuForRole(presentMenu(menuRows), user.role), user.role, experimentals),
      user.role,
      features.aiAssistant,
    ),
    experimentals,
  };
}

/**
 * The fields of the login response that depend on the role group (document 3 section 3). A
 * guardian's subscription is their plan (uno, duo, family), its status (pending, active,
 * canceled) and, when Stripe took the payment, Stripe's subscription id.
 */
export async function roleFields(
  deps: Pick<SessionUserDeps, 'guardianPlans'>,
  platformId: string,
  user: SessionUser,
): Promise<Partial<LoginResponse>> {
  switch (roleGroup(user.role)) {
    case 'educator':
      // No activity service exists yet, so nothing can be awaiting a teacher's note.
      return { total_pending_note: 0 };
    case 'guardian': {
      const row = await deps.guardianPlans.find(platformId, user.user_id);
      return {
        subscription: row?.plan ?? null,
        subscription_status: row?.status ?? null,
        subscription_stripe_id: row?.provider === 'stripe' ? row.provider_subscription_id : null,
      };
    }
    default:
      return {};
  }
}
