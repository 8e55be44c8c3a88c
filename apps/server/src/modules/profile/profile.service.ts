import { DEFAULT_PROFILE_SETTINGS, type ProfileSettings } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { invalidToken } from '../../platform/http/app-error.ts';
import type { ProfileRepository, ProfileSettingsRow } from './profile.repository.ts';

function present(row: ProfileSettingsRow | null): ProfileSettings {
  if (!row) return { ...DEFAULT_PROFILE_SETTINGS };
  return {
    hideNavbar: row.hide_navbar,
    animatedMap: row.animated_map,
    customizableDashboard: row.customizable_dashboard,
  };
}

/** Every call acts on the caller's own profile: the user and platform come from the session. */
export function createProfileService(deps: { profileRepo: ProfileRepository }) {
  const { profileRepo } = deps;
  return {
    async settings(auth: AuthContext): Promise<ProfileSettings> {
      return present(await profileRepo.findSettings(auth.platformId, auth.userId));
    },

    async updateSettings(auth: AuthContext, changes: Partial<ProfileSettings>): Promise<ProfileSettings> {
      const next = { ...(await this.settings(auth)), ...changes };
      await profileRepo.saveSettings(auth.platformId, auth.userId, {
        hide_navbar: next.hideNavbar,
        animated_map: next.animatedMap,
        customizable_dashboard: next.customizableDashboard,
      });
      return next;
    },

    async toggleVirtualTour(auth: AuthContext, value?: boolean): Promise<{ virtual_tour: boolean }> {
      const stored = await profileRepo.setVirtualTour(auth.platformId, auth.userId, value);
      if (stored === null) throw invalidToken();
      return { virtual_tour: stored };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
