import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { userProfiles } from './profile.tables.ts';

export type UserProfileRow = typeof userProfiles.$inferSelect;
export type ProfileValues = Partial<Omit<UserProfileRow, 'user_id' | 'platform_id' | 'created_at' | 'updated_at'>>;
type AccountValues = Partial<
  Pick<typeof users.$inferSelect, 'email' | 'email_verified_at' | 'avatar_url' | 'preferred_language'>
>;

export interface AccountRow {
  user: typeof users.$inferSelect;
  profile: UserProfileRow | null;
}

/** The user's account row and their profile row (absent until something is set). */
export function createUserProfileRepository(db: Executor) {
  return {
    async findAccount(platformId: string, userId: string): Promise<AccountRow | null> {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .limit(1);
      return row ?? null;
    },

    async findProfile(platformId: string, userId: string): Promise<UserProfileRow | null> {
      const [row] = await db
        .select()
        .from(userProfiles)
        .where(and(eq(userProfiles.platform_id, platformId), eq(userProfiles.user_id, userId)))
        .limit(1);
      return row ?? null;
    },

    async saveProfile(platformId: string, userId: string, values: ProfileValues): Promise<UserProfileRow> {
      const [row] = await db
        .insert(userProfiles)
        .values({ platform_id: platformId, user_id: userId, ...values })
        .onConflictDoUpdate({
          target: userProfiles.user_id,
          set: { ...values, updated_at: new Date() },
          setWhere: eq(userProfiles.platform_id, platformId),
        })
        .returning();
      if (!row) throw new Error('profile row not written');
      return row;
    },

    async updateAccount(platformId: string, userId: string, values: AccountValues): Promise<void> {
      await db
        .update(users)
        .set(values)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
    },

    async emailTaken(platformId: string, email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return Boolean(row);
    },

    async avatarUrlOf(platformId: string, userId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ avatar_url: users.avatar_url })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)))
        .limit(1);
      return row ? row.avatar_url : undefined;
    },
  };
}

export type UserProfileRepository = ReturnType<typeof createUserProfileRepository>;
