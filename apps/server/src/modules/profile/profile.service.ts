import { DEFAULT_PROFILE_SETTINGS, type ProfileSettings } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { SharedCache } from '../../platform/cache/shared-cache.ts';
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

/**
 * Every call acts on the caller's own profile: the user and platform come from the session.
 * Settings are read at every dashboard load and rarely change, so they are cached per
 * process and dropped on every instance when the user changes them.
 */
export function createProfileService(deps: {
  profileRepo: ProfileRepository;
  settingsCache: Pick<SharedCache<ProfileSettings>, 'getOrLoad' | 'invalidate'>;
}) {
  const { profileRepo, settingsCache } = deps;
  return {
    async settings(auth: AuthContext): Promise<ProfileSettings> {
      const cached = await settingsCache.getOrLoad(auth.userId, async () =>
        present(await profileRepo.findSettings(auth.platformId, auth.userId)),
      );
      return { ...(cached ?? DEFAULT_PROFILE_SETTINGS) };
    },

    async updateSettings(auth: AuthContext, changes: Partial<ProfileSettings>): Promise<ProfileSettings> {
      const next = { ...(await this.settings(auth)), ...changes };
      await profileRepo.saveSettings(auth.platformId, auth.userId, {
        hide_navbar: next.hideNavbar,
        animated_map: next.animatedMap,
        customizable_dashboard: next.customizableDashboard,
      });
      await settingsCache.invalidate(auth.userId);
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
