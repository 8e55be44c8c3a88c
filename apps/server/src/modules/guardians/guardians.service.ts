import {
  BLOCKED_USER,
  DEPENDENTS_PER_PAGE,
  type Dependent,
  type DependentCreate,
  type DependentUpdate,
  hasMenus,
  type LoginResponse,
  MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { lockKey, type Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, invalidToken } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../accounts/accounts.module.ts';
import { buildSessionUser, roleFields, type SessionUserDeps, type UserDirectory } from '../identity/identity.module.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import { presentDependent } from './guardians.presenter.ts';
import type { DependentRow, GuardiansRepository } from './guardians.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface GuardiansServiceDeps extends SessionUserDeps {
  transact: Transact;
  guardiansRepo: GuardiansRepository;
  userDirectory: Pick<UserDirectory, 'findById'>;
  platformDirectory: Pick<PlatformDirectory, 'findById' | 'menusFor'>;
  subscriptions: Pick<SubscriptionsService, 'dependentsLimit'>;
  sessions: Pick<SessionStore, 'issue' | 'revoke' | 'revokeAllOf' | 'revokeOpenedBy'>;
  clock: Clock;
}

/** A guardian's dependents: every call starts from the caller's own links, so no one else's are reachable. */
export function createGuardiansService(deps: GuardiansServiceDeps) {
  const { transact, guardiansRepo, userDirectory, platformDirectory, subscriptions, sessions, clock, presentUrl } =
    deps;
  const present = (row: DependentRow) => presentDependent(row, presentUrl);

  /** The guardian's link to the student; a student who is not their dependent is refused. */
  async function linkOf(auth: AuthContext, studentId: string, need?: 'managed' | 'linked') {
    const link = await guardiansRepo.linkOf(auth.platformId, auth.userId, studentId);
    if (!link) throw forbidden(MESSAGES.dependentNotFound);
    if (need === 'managed' && !link.managed) throw forbidden(MESSAGES.dependentManagedBySchool);
    if (need === 'linked' && link.managed) throw badRequest(MESSAGES.dependentManagedByGuardian);
    return link;
  }

  async function dependent(auth: AuthContext, studentId: string): Promise<{ dependent: Dependent }> {
    const { rows } = await guardiansRepo.list(auth.platformId, auth.userId, { studentId, limit: 1, offset: 0 });
    const [row] = rows;
    if (!row) throw forbidden(MESSAGES.dependentNotFound);
    return { dependent: present(row) };
  }

  async function usernameFree(auth: AuthContext, username: string, exceptId?: string) {
    if (await guardiansRepo.usernameTaken(auth.platformId, username, exceptId))
      throw badRequest(MESSAGES.usernameTaken);
  }

  /** A unique index still guards the race between the check and the write. */
  async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(MESSAGES.usernameTaken);
      throw error;
    }
  }

  return {
    async list(auth: AuthContext, query: { search?: string; page: number }) {
      const { rows, total } = await guardiansRepo.list(auth.platformId, auth.userId, {
        search: query.search || undefined,
        limit: DEPENDENTS_PER_PAGE,
        offset: (query.page - 1) * DEPENDENTS_PER_PAGE,
      });
      return { dependents: rows.map(present), total, page: query.page, per_page: DEPENDENTS_PER_PAGE };
    },

    async students(auth: AuthContext) {
      const { rows } = await guardiansRepo.list(auth.platformId, auth.userId, { limit: 1_000, offset: 0 });
      return { students: rows.map(({ id, name, username }) => ({ id, name, username })) };
    },

    /** Adds a dependent account, within the number the guardian's plan allows. */
    async add(auth: AuthContext, guardianId: string, input: DependentCreate) {
      if (guardianId !== auth.userId) throw forbidden();
      await usernameFree(auth, input.username);
      const passwordHash = await hashPassword(input.password);
      // Read before the transaction: only the transaction's own connection may be used inside it.
      const limit = await subscriptions.dependentsLimit(auth);
      const studentId = await unlessTaken(() =>
        transact(async (tx) => {
          // Serialises the guardian's additions: the plan limit is counted inside.
          await lockKey(tx, 'guardian', auth.userId);
          if ((await guardiansRepo.countManaged(auth.platformId, auth.userId, tx)) >= limit) {
            throw forbidden(MESSAGES.dependentsLimit);
          }
          const schoolId = await guardiansRepo.firstSchoolOf(auth.platformId, auth.userId, tx);
          return guardiansRepo.createDependent(
            auth.platformId,
            auth.userId,
            { name: input.name, username: input.username, password_hash: passwordHash, birthday: input.birthday },
            schoolId ? { id: schoolId, acceptedAt: clock.now() } : null,
            tx,
          );
        }),
      );
      return dependent(auth, studentId);
    },

    async update(auth: AuthContext, input: DependentUpdate) {
      await linkOf(auth, input.student_id, 'managed');
      if (input.username) await usernameFree(auth, input.username, input.student_id);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await unlessTaken(() =>
        guardiansRepo.updateDependent(auth.platformId, input.student_id, {
          ...(input.name ? { name: input.name } : {}),
          ...(input.username ? { username: input.username } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        }),
      );
      if (input.birthday !== undefined)
        await guardiansRepo.setBirthday(auth.platformId, input.student_id, input.birthday);
      // A new password shuts out whoever knew the old one, as a teacher's reset does.
      if (passwordHash) await sessions.revokeAllOf(input.student_id);
      return dependent(auth, input.student_id);
    },

    async setStatus(auth: AuthContext, studentId: string, status: 'active' | 'blocked') {
      await linkOf(auth, studentId, 'managed');
      await guardiansRepo.updateDependent(auth.platformId, studentId, {
        blocked_at: status === 'blocked' ? clock.now() : null,
      });
      // A blocked user's sessions are refused anyway; revoking drops them from the session cache at once.
      if (status === 'blocked') await sessions.revokeAllOf(studentId);
      return dependent(auth, studentId);
    },

    async unlink(auth: AuthContext, studentId: string) {
      await linkOf(auth, studentId, 'linked');
      await guardiansRepo.unlink(auth.platformId, auth.userId, studentId);
      // The child's own sessions go on; the ones this guardian opened as the child end with the link.
      await sessions.revokeOpenedBy(studentId, auth.userId);
      return { message: MESSAGES.dependentUnlinked };
    },

    async remove(auth: AuthContext, studentId: string) {
      await linkOf(auth, studentId, 'managed');
      // Before the delete: its cascade removes the rows but not the cached sessions.
      await sessions.revokeAllOf(studentId);
      await guardiansRepo.deleteUser(auth.platformId, studentId);
      return { message: MESSAGES.dependentDeleted };
    },

    /**
     * A session of the dependent for the guardian, marked as opened by them so that it ends when
     * the link does; the web app keeps the guardian's own to come back to.
     */
    async signInAs(auth: AuthContext, studentId: string): Promise<LoginResponse> {
      const link = await linkOf(auth, studentId);
      if (link.blocked) throw forbidden(BLOCKED_USER.title);
      const [platform, student] = await Promise.all([
        platformDirectory.findById(auth.platformId),
        userDirectory.findById(auth.platformId, studentId),
      ]);
      if (!platform) throw invalidToken();
      if (!student) throw forbidden(MESSAGES.dependentNotFound);
      const user = await buildSessionUser(deps, platform, student);
      if (!hasMenus(user.menu)) throw forbidden(MESSAGES.noMenus);
      const session = await sessions.issue(student.id, platform.id, { openedBy: auth.userId });
      // An unlink that ran between the check above and the issue has not seen this session.
      if (!(await guardiansRepo.linkOf(auth.platformId, auth.userId, studentId))) {
        await sessions.revoke(session.token);
        throw forbidden(MESSAGES.dependentNotFound);
      }
      return {
        auth_token: session.token,
        message: MESSAGES.loginSuccess,
        expires_at: session.expiresAt.toISOString(),
        user,
        ...(await roleFields(deps, platform.id, user)),
      };
    },
  };
}

export type GuardiansService = ReturnType<typeof createGuardiansService>;
