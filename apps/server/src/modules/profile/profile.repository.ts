import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { profileSettings } from './profile.tables.ts';

export type ProfileSettingsRow = typeof profileSettings.$inferSelect;
type SettingsValues = Pick<ProfileSettingsRow, 'hide_navbar' | 'animated_map' | 'customizable_dashboard'>;

export function createProfileRepository(db: Executor) {
  // Read on every dashboard load: prepared once instead of built per call.
  const settingsOf = db
    .select()
    .from(profileSettings)
    .where(
      and(
        eq(profileSettings.platform_id, sql.placeholder('platformId')),
        eq(profileSettings.user_id, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('profile_settings_of');

  return {
    async findSettings(platformId: string, userId: string): Promise<ProfileSettingsRow | null> {
      const [row] = await settingsOf.execute({ platformId, userId });
      return row ?? null;
    },

    async saveSettings(platformId: string, userId: string, values: SettingsValues): Promise<void> {
      await db
        .insert(profileSettings)
        .values({ platform_id: platformId, user_id: userId, ...values })
        .onConflictDoUpdate({ target: profileSettings.user_id, set: values });
    },

    /** Sets the tour flag, or flips it when no value is given; returns the stored value. */
    async setVirtualTour(platformId: string, userId: string, value?: boolean): Promise<boolean | null> {
      const [row] = await db
        .update(users)
        .set({ virtual_tour: value ?? not(users.virtual_tour) })
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .returning({ virtual_tour: users.virtual_tour });
      return row?.virtual_tour ?? null;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
