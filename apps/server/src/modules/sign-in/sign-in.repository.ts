import type { AccessCodeKind, SignInProvider } from '@ava/contracts';
import { and, asc, eq, gt, inArray, isNull, lt, min } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { sessions } from '../identity/sessions.tables.ts';
import { classroomMembers, classrooms, schoolMemberships } from '../tenancy/tenancy.tables.ts';
import { accessCodes, signInProviders, ssoSignIns, usedSignInTokens } from './sign-in.tables.ts';

export type AccessCodeRow = typeof accessCodes.$inferSelect;
export type SsoSignInRow = typeof ssoSignIns.$inferSelect;
export type ClassroomRow = typeof classrooms.$inferSelect;

export function createSignInRepository(db: Executor) {
  return {
    async providerSettings(platformId: string, kind: SignInProvider): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ settings: signInProviders.settings })
        .from(signInProviders)
        .where(and(eq(signInProviders.platform_id, platformId), eq(signInProviders.kind, kind)))
        .limit(1);
      return row?.settings ?? null;
    },

    async providerKinds(platformId: string): Promise<SignInProvider[]> {
      const rows = await db
        .select({ kind: signInProviders.kind })
        .from(signInProviders)
        .where(eq(signInProviders.platform_id, platformId))
        .orderBy(asc(signInProviders.kind));
      return rows.map((row) => row.kind);
    },

    async saveProvider(platformId: string, kind: SignInProvider, settings: Record<string, unknown>): Promise<void> {
      await db
        .insert(signInProviders)
        .values({ platform_id: platformId, kind, settings })
        .onConflictDoUpdate({
          target: [signInProviders.platform_id, signInProviders.kind],
          set: { settings, updated_at: new Date() },
        });
    },

    async removeProvider(platformId: string, kind: SignInProvider): Promise<void> {
      await db
        .delete(signInProviders)
        .where(and(eq(signInProviders.platform_id, platformId), eq(signInProviders.kind, kind)));
    },

    /* Hand-over of a session token */

    /** The live session of a token on one platform, with its user (blocked or not). */
    async liveSession(platformId: string, tokenHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: sessions.id, openedBy: sessions.opened_by, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(
          and(
            eq(sessions.token_hash, tokenHash),
            eq(sessions.platform_id, platformId),
            isNull(sessions.revoked_at),
            gt(sessions.expires_at, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Revokes a session unless someone else did first; true for the one caller that did. */
    async consumeSession(platformId: string, sessionId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.platform_id, platformId), eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    /* Access codes */

    async findAccessCode(platformId: string, codeHash: string): Promise<AccessCodeRow | null> {
      const [row] = await db
        .select()
        .from(accessCodes)
        .where(and(eq(accessCodes.platform_id, platformId), eq(accessCodes.code_hash, codeHash)))
        .limit(1);
      return row ?? null;
    },

    /** Marks a code used unless it was used or expired meanwhile; true for the one caller that did. */
    async consumeAccessCode(platformId: string, codeId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(accessCodes)
        .set({ used_at: now })
        .where(
          and(
            eq(accessCodes.id, codeId),
            eq(accessCodes.platform_id, platformId),
            isNull(accessCodes.used_at),
            gt(accessCodes.expires_at, now),
          ),
        )
        .returning({ id: accessCodes.id });
      return rows.length === 1;
    },

    /** A new sheet of codes replaces the unused ones of the same classroom and kind. */
    async replaceAccessCodes(
      platformId: string,
      classroomId: string,
      kind: AccessCodeKind,
      codes: { user_id: string; code_hash: string; created_by: string; expires_at: Date }[],
    ): Promise<void> {
      await db
        .delete(accessCodes)
        .where(
          and(
            eq(accessCodes.platform_id, platformId),
            eq(accessCodes.classroom_id, classroomId),
            eq(accessCodes.kind, kind),
            isNull(accessCodes.used_at),
          ),
        );
      if (codes.length === 0) return;
      await db
        .insert(accessCodes)
        .values(codes.map((code) => ({ ...code, platform_id: platformId, classroom_id: classroomId, kind })));
    },

    async findClassroom(platformId: string, classroomId: string): Promise<ClassroomRow | null> {
      const [row] = await db
        .select()
        .from(classrooms)
        .where(and(eq(classrooms.platform_id, platformId), eq(classrooms.id, classroomId)))
        .limit(1);
      return row ?? null;
    },

    async isClassroomTeacher(platformId: string, classroomId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ user_id: classroomMembers.user_id })
        .from(classroomMembers)
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.user_id, userId),
            eq(classroomMembers.role, 'teacher'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The classroom's students who can sign in, by name. */
    classroomStudents(platformId: string, classroomId: string) {
      return db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.classroom_id, classroomId),
            eq(classroomMembers.role, 'student'),
            isNull(users.blocked_at),
          ),
        )
        .orderBy(asc(users.name));
    },

    /* OpenID Connect sign-ins under way */

    async saveSsoSignIn(
      platformId: string,
      row: Omit<typeof ssoSignIns.$inferInsert, 'platform_id'>,
      now: Date,
    ): Promise<void> {
      await db.delete(ssoSignIns).where(and(eq(ssoSignIns.platform_id, platformId), lt(ssoSignIns.expires_at, now)));
      await db.insert(ssoSignIns).values({ ...row, platform_id: platformId });
    },

    /** Takes (and deletes) the sign-in of a state, so a callback is completed once. */
    async takeSsoSignIn(platformId: string, stateHash: string): Promise<SsoSignInRow | null> {
      const [row] = await db
        .delete(ssoSignIns)
        .where(and(eq(ssoSignIns.platform_id, platformId), eq(ssoSignIns.state_hash, stateHash)))
        .returning();
      return row ?? null;
    },

    /* Signed partner tokens */

    /** Records a token id; false when it was exchanged before. */
    async recordTokenUse(
      platformId: string,
      provider: SignInProvider,
      jti: string,
      expiresAt: Date,
      now: Date,
    ): Promise<boolean> {
      await db.delete(usedSignInTokens).where(lt(usedSignInTokens.expires_at, now));
      const rows = await db
        .insert(usedSignInTokens)
        .values({ platform_id: platformId, provider, jti, expires_at: expiresAt })
        .onConflictDoNothing()
        .returning({ jti: usedSignInTokens.jti });
      return rows.length === 1;
    },

    /* Institutions */

    /** The classrooms of a user in the given schools. */
    classroomsOf(platformId: string, userId: string, schoolIds: string[]) {
      if (schoolIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: classrooms.id,
          name: classrooms.name,
          grade_id: classrooms.grade_id,
          school_id: classrooms.school_id,
        })
        .from(classroomMembers)
        .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroom_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.user_id, userId),
            inArray(classrooms.school_id, schoolIds),
          ),
        )
        .orderBy(asc(classrooms.name));
    },

    /** Puts one of the user's schools first, which is the school their sessions open in. */
    async moveSchoolFirst(platformId: string, userId: string, schoolId: string): Promise<void> {
      const mine = and(eq(schoolMemberships.platform_id, platformId), eq(schoolMemberships.user_id, userId));
      const [first] = await db
        .select({ position: min(schoolMemberships.position) })
        .from(schoolMemberships)
        .where(mine);
      await db
        .update(schoolMemberships)
        .set({ position: (first?.position ?? 0) - 1 })
        .where(and(mine, eq(schoolMemberships.school_id, schoolId)));
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
