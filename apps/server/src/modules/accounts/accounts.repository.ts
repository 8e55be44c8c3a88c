import { type Role, STUDENT_ROLES } from '@ava/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { schoolMemberships, schools } from '../tenancy/tenancy.tables.ts';
import { accountTokens, profileErrorReports, secretAnswers, signUpCodes } from './accounts.tables.ts';

export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];

/** Roles whose level 0 becomes 1 when they accept the terms (document 1 section 4). */
const LEVEL_RAISED_ROLES: readonly Role[] = [...STUDENT_ROLES, 'guardian'];

/** The school that holds self-registered accounts of a platform, so they have terms to accept. */
const SIGN_UP_SCHOOL_EXTERNAL_ID = 'cadastro';

export interface NewAccount {
  username: string;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
}

/** PostgreSQL's unique_violation, as PGlite and postgres-js report it (Drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Data access of accounts; every function takes the platform id first, and those that run in a service's transaction `tx` last. */
export function createAccountsRepository(db: Executor) {
  return {
    async usernameExists(platformId: string, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.username, username)))
        .limit(1);
      return Boolean(row);
    },

    async emailExists(platformId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.email, email)))
        .limit(1);
      return Boolean(row);
    },

    async findByEmail(platformId: string, email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.email, email)))
        .limit(1);
      return row ?? null;
    },

    /** The school of an active, unexpired partner code. */
    async schoolOfCode(platformId: string, code: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ school_id: signUpCodes.school_id })
        .from(signUpCodes)
        .where(
          and(
            eq(signUpCodes.platform_id, platformId),
            eq(signUpCodes.code, code),
            eq(signUpCodes.active, true),
            or(isNull(signUpCodes.expires_at), gt(signUpCodes.expires_at, now)),
          ),
        )
        .limit(1);
      return row?.school_id ?? null;
    },

    async signUpSchool(platformId: string, name: string, tx: Executor = db): Promise<string> {
      const where = and(eq(schools.platform_id, platformId), eq(schools.external_id, SIGN_UP_SCHOOL_EXTERNAL_ID));
      const [found] = await tx.select({ id: schools.id }).from(schools).where(where).limit(1);
      if (found) return found.id;
      const [created] = await tx
        .insert(schools)
        .values({ platform_id: platformId, name, external_id: SIGN_UP_SCHOOL_EXTERNAL_ID })
        .returning({ id: schools.id });
      if (!created) throw new Error('sign-up school not created');
      return created.id;
    },

    /** A new account and its school membership, without accepted or confirmed dates. */
    async createAccount(platformId: string, account: NewAccount, schoolId: string, tx: Executor = db): Promise<string> {
      const [user] = await tx
        .insert(users)
        .values({ platform_id: platformId, ...account })
        .returning({ id: users.id });
      if (!user) throw new Error('account not created');
      await tx.insert(schoolMemberships).values({ platform_id: platformId, user_id: user.id, school_id: schoolId });
      return user.id;
    },

    async setEmailVerified(platformId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ email_verified_at: at })
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId), isNull(users.email_verified_at)));
    },

    /** Changes the password of a user who is not blocked; false when there is no such user. */
    async setPasswordHash(
      platformId: string,
      userId: string,
      passwordHash: string,
      tx: Executor = db,
    ): Promise<boolean> {
      const changed = await tx
        .update(users)
        .set({ password_hash: passwordHash })
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId), isNull(users.blocked_at)))
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /** Stores a new token and voids the user's earlier unused ones of the same purpose. */
    async issueToken(
      platformId: string,
      userId: string,
      purpose: AccountTokenPurpose,
      tokenHash: string,
      now: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .update(accountTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(accountTokens.platform_id, platformId),
            eq(accountTokens.user_id, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.used_at),
          ),
        );
      await db
        .insert(accountTokens)
        .values({ platform_id: platformId, user_id: userId, purpose, token_hash: tokenHash, expires_at: expiresAt });
    },

    /** Marks an unused, unexpired token of the platform used, in one statement: it works once. */
    async consumeToken(
      platformId: string,
      purpose: AccountTokenPurpose,
      tokenHash: string,
      now: Date,
      tx: Executor = db,
    ): Promise<string | null> {
      const [row] = await tx
        .update(accountTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(accountTokens.platform_id, platformId),
            eq(accountTokens.purpose, purpose),
            eq(accountTokens.token_hash, tokenHash),
            isNull(accountTokens.used_at),
            gt(accountTokens.expires_at, now),
          ),
        )
        .returning({ user_id: accountTokens.user_id });
      return row?.user_id ?? null;
    },

    async secretAnswersOf(platformId: string, userId: string) {
      return db
        .select({ question_id: secretAnswers.question_id, answer_hash: secretAnswers.answer_hash })
        .from(secretAnswers)
        .where(and(eq(secretAnswers.platform_id, platformId), eq(secretAnswers.user_id, userId)))
        .orderBy(asc(secretAnswers.question_id));
    },

    async replaceSecretAnswers(
      platformId: string,
      userId: string,
      answers: { question_id: number; answer_hash: string }[],
    ): Promise<void> {
      await db
        .delete(secretAnswers)
        .where(and(eq(secretAnswers.platform_id, platformId), eq(secretAnswers.user_id, userId)));
      await db
        .insert(secretAnswers)
        .values(answers.map((answer) => ({ platform_id: platformId, user_id: userId, ...answer })));
    },

    /** The user's membership of one school, or of their first school when none is named. */
    async membershipOf(platformId: string, userId: string, schoolId?: string) {
      const [row] = await db
        .select({
          school_id: schoolMemberships.school_id,
          accepted_at: schoolMemberships.accepted_at,
          confirmed_at: schoolMemberships.confirmed_at,
        })
        .from(schoolMemberships)
        .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
        .where(
          and(
            eq(schoolMemberships.platform_id, platformId),
            eq(schoolMemberships.user_id, userId),
            schoolId ? eq(schoolMemberships.school_id, schoolId) : undefined,
          ),
        )
        .orderBy(asc(schoolMemberships.position), asc(schools.name))
        .limit(1);
      return row ?? null;
    },

    /** Sets the date once; a second acceptance keeps the first date. Returns the stored date. */
    async acceptTerms(platformId: string, userId: string, schoolId: string, at: Date): Promise<Date> {
      const [row] = await db
        .update(schoolMemberships)
        .set({ accepted_at: sql`coalesce(${schoolMemberships.accepted_at}, ${at.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(schoolMemberships.platform_id, platformId),
            eq(schoolMemberships.user_id, userId),
            eq(schoolMemberships.school_id, schoolId),
          ),
        )
        .returning({ accepted_at: schoolMemberships.accepted_at });
      return row?.accepted_at ?? at;
    },

    async confirmProfile(platformId: string, userId: string, schoolId: string, at: Date): Promise<Date> {
      const [row] = await db
        .update(schoolMemberships)
        .set({ confirmed_at: sql`coalesce(${schoolMemberships.confirmed_at}, ${at.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(schoolMemberships.platform_id, platformId),
            eq(schoolMemberships.user_id, userId),
            eq(schoolMemberships.school_id, schoolId),
          ),
        )
        .returning({ confirmed_at: schoolMemberships.confirmed_at });
      return row?.confirmed_at ?? at;
    },

    /** Raises a student's or guardian's level 0 to 1; returns the level the user has afterwards. */
    async raiseStartingLevel(platformId: string, userId: string): Promise<number> {
      await db
        .update(users)
        .set({ level: 1 })
        .where(
          and(
            eq(users.platform_id, platformId),
            eq(users.id, userId),
            eq(users.level, 0),
            inArray(users.role, [...LEVEL_RAISED_ROLES]),
          ),
        );
      const [row] = await db
        .select({ level: users.level })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
      return row?.level ?? 0;
    },

    async addErrorReport(platformId: string, userId: string, schoolId: string | null, message: string) {
      await db
        .insert(profileErrorReports)
        .values({ platform_id: platformId, user_id: userId, school_id: schoolId, message });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
