import { MESSAGES, type PreferredLanguage, type ProfileUpdate, type UserInfo } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, invalidToken } from '../../platform/http/app-error.ts';
import type { TenancyRepository } from '../tenancy/tenancy.repository.ts';
import { type PresentUrl, presentUserInfo } from './profile.presenter.ts';
import type { UserProfileRepository } from './user-profile.repository.ts';

/** The caller's own profile: who they are, their personal data and their preferences. */
export function createProfileInfoService(deps: {
  userProfileRepo: UserProfileRepository;
  tenancyRepo: Pick<TenancyRepository, 'schoolsOf'>;
  presentUrl: PresentUrl;
}) {
  const { userProfileRepo, tenancyRepo, presentUrl } = deps;

  async function userInfo(auth: AuthContext): Promise<UserInfo> {
    const [account, schools] = await Promise.all([
      userProfileRepo.findAccount(auth.platformId, auth.userId),
      tenancyRepo.schoolsOf(auth.platformId, auth.userId),
    ]);
    if (!account) throw invalidToken();
    return presentUserInfo(account, schools[0]?.school_name ?? null, presentUrl);
  }

  return {
    userInfo,

    /** Changes only the fields given; an e-mail another user of the platform has is refused. */
    async update(auth: AuthContext, changes: ProfileUpdate): Promise<UserInfo> {
      const { email, ...profile } = changes;
      if (email) {
        if (await userProfileRepo.emailTaken(auth.platformId, email, auth.userId)) {
          throw badRequest(MESSAGES.emailTaken);
        }
      }
      if (email !== undefined) await userProfileRepo.updateAccount(auth.platformId, auth.userId, { email });
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
