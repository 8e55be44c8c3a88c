import {
  composedAvatarUrl,
  type PreferredLanguage,
  type ProfileUpdate,
  roleGroup,
  type UserInfo,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { invalidToken } from '../../platform/http/app-error.ts';
import type { StoreLooks } from '../store/store.module.ts';
import type { SchoolMemberships } from '../tenancy/tenancy.module.ts';
import { type PresentUrl, presentUserInfo } from './profile.presenter.ts';
import type { ProfileEmailService } from './profile-email.service.ts';
import type { UserProfileRepository } from './user-profile.repository.ts';

/** The caller's own profile: who they are, their personal data and their preferences. */
export function createProfileInfoService(deps: {
  userProfileRepo: UserProfileRepository;
  memberships: Pick<SchoolMemberships, 'schoolsOf'>;
  presentUrl: PresentUrl;
  profileEmail: Pick<ProfileEmailService, 'change'>;
  looks: Pick<StoreLooks, 'wornPieces'>;
}) {
  const { userProfileRepo, memberships, presentUrl, profileEmail, looks } = deps;

  async function userInfo(auth: AuthContext): Promise<UserInfo> {
    const student = roleGroup(auth.role) === 'student';
    const [account, schools, pieces] = await Promise.all([
      userProfileRepo.findAccount(auth.platformId, auth.userId),
      memberships.schoolsOf(auth.platformId, auth.userId),
      student ? looks.wornPieces(auth.platformId, auth.userId) : null,
    ]);
    if (!account) throw invalidToken();
    const composed = pieces ? composedAvatarUrl(pieces) : null;
    return presentUserInfo(account, schools[0]?.school_name ?? null, presentUrl, composed);
  }

  return {
    userInfo,

    /** Changes only the fields given; a new e-mail goes through its own checks first, so a refusal changes nothing. */
    async update(auth: AuthContext, changes: ProfileUpdate, address: string): Promise<UserInfo> {
      const { email, current_password: currentPassword, ...profile } = changes;
      if (email !== undefined) {
        const account = await userProfileRepo.findAccount(auth.platformId, auth.userId);
        if (!account) throw invalidToken();
        if (email !== (account.user.email?.toLowerCase() ?? null)) {
          await profileEmail.change(auth, account.user, email, currentPassword, address);
        }
      }
      if (Object.keys(profile).length > 0) await userProfileRepo.saveProfile(auth.platformId, auth.userId, profile);
      return userInfo(auth);
    },

    async updatePreferredLanguage(auth: AuthContext, language: PreferredLanguage) {
      await userProfileRepo.updateAccount(auth.platformId, auth.userId, { preferred_language: language });
      return { preferred_language: language };
    },

    async updateFlexibleMenu(auth: AuthContext, flexibleMenu: boolean) {
      await userProfileRepo.saveProfile(auth.platformId, auth.userId, { flexible_menu: flexibleMenu });
      return { flexible_menu: flexibleMenu };
    },
  };
}

export type ProfileInfoService = ReturnType<typeof createProfileInfoService>;
