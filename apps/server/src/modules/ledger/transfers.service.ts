import { randomUUID } from 'node:crypto';
import {
  type ClassroomTransfersQuery,
  type ClassroomTransfersResponse,
  LEDGER_MESSAGES,
  MESSAGES,
  roleGroup,
  STATEMENT_PAGE_SIZE,
  TRANSFER_DAILY_LIMIT,
  type TransferBody,
  type TransferInfoResponse,
  type TransferPasswordBody,
  type TransferResponse,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../platform/http/app-error.ts';
import type { LoginAttemptKeys, LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { type CurrentPasswordDeps, checkCurrentPassword } from '../accounts/accounts.module.ts';
import type { UserDirectory } from '../identity/identity.module.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import type { BankRepository } from './bank.repository.ts';
import { currencyOf, fingerprintOf, refuseDelegatedMove, replay } from './bank-rules.ts';
import { presentTransfer } from './ledger.presenter.ts';
import type { AccountRow, LedgerRepository } from './ledger.repository.ts';
import { createProvenPasswords } from './proven-passwords.ts';

/**
 * Transfers between students (the transferPokz flag, on by default), with rules for children's
 * safety: only to a classmate (a classroom both are students of), never to oneself, at most
 * TRANSFER_DAILY_LIMIT pokz sent a day, with a transfer password of the sender's own, no message
 * field, and every transfer listed to the classroom's educators.
 */
export function createTransfersService(deps: {
  repo: LedgerRepository;
  bankRepo: BankRepository;
  userDirectory: Pick<UserDirectory, 'findById'>;
  throttle: LoginThrottle;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, bankRepo, userDirectory, throttle, transact, clock } = deps;
  const passwordDeps: CurrentPasswordDeps = { userDirectory, throttle };
  const provenPasswords = createProvenPasswords(() => clock.now().getTime());

  /**
   * Wrong transfer passwords count per account like wrong sign-ins, so a borrowed session cannot
   * guess it; per address apart from sign-ins, so a classroom's typos never lock its school out.
   * `hash` is the stored one, read with the rest of the transfer's parties.
   */
  async function checkTransferPassword(
    user: AuthContext,
    password: string,
    attempt: LoginAttemptKeys,
    hash: string | null,
  ): Promise<void> {
    if (!hash) throw badRequest(LEDGER_MESSAGES.transferPasswordMissing);
    if (provenPasswords.has(user.userId, hash, password)) {
      throttle.recordSuccess(attempt);
      return;
    }
    if (!(await verifyPassword(hash, password))) {
      throttle.recordFailure(attempt);
      throw badRequest(LEDGER_MESSAGES.transferPasswordWrong);
    }
    throttle.recordSuccess(attempt);
    provenPasswords.remember(user.userId, hash, password);
  }

  return {
    /** PUT /transactions/pokz/transfer_password (ours): set or change it with the account's password. */
    async setTransferPassword(user: AuthContext, body: TransferPasswordBody, address: string) {
      refuseDelegatedMove(user);
      await checkCurrentPassword(passwordDeps, user, body.password, address);
      await bankRepo.setTransferPassword(user.platformId, user.userId, await hashPassword(body.transfer_password));
      return { has_transfer_password: true as const };
    },

    /** GET /transactions/pokz/transfer_info (ours): whom the student may send to, the password set, the day's limit. */
    async transferInfo(user: AuthContext): Promise<TransferInfoResponse> {
      if (currencyOf(user) !== 'pokz') throw forbidden();
      const { platformId, userId } = user;
      // The sender's own side of what a transfer reads: the platform's flag and their password.
      const own = await bankRepo.transferParties(platformId, userId, userId);
      if (!own?.transfersOn) throw forbidden(LEDGER_MESSAGES.transfersOff);
      const [classmates, sent] = await Promise.all([
        bankRepo.classmatesOf(platformId, userId),
        bankRepo.sentSince(platformId, userId, saoPauloDay(clock.now()).start),
      ]);
      return {
        classmates,
        has_transfer_password: own.passwordHash !== null,
        daily_limit: TRANSFER_DAILY_LIMIT,
        remainingToday: Math.max(TRANSFER_DAILY_LIMIT - sent, 0),
      };
    },

    /** POST /transactions/pokz/transfer, once per Idempotency-Key. */
    async transfer(user: AuthContext, body: TransferBody, key: string, address: string): Promise<TransferResponse> {
      refuseDelegatedMove(user);
      if (currencyOf(user) !== 'pokz') throw forbidden();
      const { platformId, userId } = user;
      const parties = await bankRepo.transferParties(platformId, userId, body.receiver_id);
      // A session's platform exists while the session does; without it nothing may be moved.
      if (!parties) throw forbidden();
      if (!parties.transfersOn) throw forbidden(LEDGER_MESSAGES.transfersOff);
      if (body.receiver_id === userId) throw badRequest(LEDGER_MESSAGES.transferToSelf);
      const attempt = { account: `transfer:${userId}`, address: `transfer:${address}` };
      const wait = throttle.retryAfter(attempt);
      if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, wait);
      await checkTransferPassword(user, body.transfer_password, attempt, parties.passwordHash);
      const { classroomId, sender, receiver } = parties;
      if (!classroomId || !sender || !receiver) throw badRequest(LEDGER_MESSAGES.transferOutsideClassroom);
      const walletOwners = [userId, receiver.id];
      if (parties.walletsOpen < walletOwners.length)
        await repo.openUserAccounts(platformId, walletOwners, 'wallet', 'pokz');
      const idempotencyKey = `transfer:${userId}:${key}`;
      // The password is not part of what was asked: a retry typed again is the same request.
      const fingerprint = fingerprintOf({ receiver_id: body.receiver_id, amount: body.amount });
      return transact(async (tx) => {
        const wallets = await repo.lockUserAccounts(platformId, walletOwners, 'wallet', 'pokz', tx);
        const from = wallets.find((wallet) => wallet.user_id === userId) as AccountRow;
        const to = wallets.find((wallet) => wallet.user_id === receiver.id) as AccountRow;
        const now = clock.now();
        // Both read under the wallets' locks, in one round trip.
        const [previous, sent] = await Promise.all([
          repo.findPosting(platformId, idempotencyKey, tx),
          bankRepo.sentSince(platformId, userId, saoPauloDay(now).start, tx),
        ]);
        if (previous) return replay<TransferResponse>(previous, fingerprint);
        if (from.balance < body.amount) throw conflict(LEDGER_MESSAGES.insufficientBalance);
        if (sent + body.amount > TRANSFER_DAILY_LIMIT) throw conflict(LEDGER_MESSAGES.transferDailyLimit);
        const postingId = randomUUID();
        const answer: TransferResponse = {
          transfer: {
            id: postingId,
            date: now.toISOString(),
            amount: body.amount,
            sender: { id: sender.id, name: sender.name },
            receiver: { id: receiver.id, name: receiver.name },
          },
          pokzBalance: from.balance - body.amount,
          remainingToday: TRANSFER_DAILY_LIMIT - sent - body.amount,
        };
        await repo.post(
          platformId,
          {
            id: postingId,
            idempotencyKey,
            eventType: 'transfer',
            fingerprint,
            answer,
            at: now,
            entries: [
              { accountId: from.id, amount: -body.amount, event: `Transferência para ${receiver.name}` },
              { accountId: to.id, amount: body.amount, event: `Transferência de ${sender.name}` },
            ],
          },
          tx,
        );
        await bankRepo.insertTransfer(
          platformId,
          {
            posting_id: postingId,
            classroom_id: classroomId,
            sender_id: userId,
            receiver_id: receiver.id,
            amount: body.amount,
            created_at: now,
          },
          tx,
        );
        return answer;
      });
    },

    /** GET /transactions/pokz/classroom_transfers (ours): a classroom's transfers, for the educators who see it. */
    async classroomTransfers(user: AuthContext, query: ClassroomTransfersQuery): Promise<ClassroomTransfersResponse> {
      if (roleGroup(user.role) !== 'educator') throw forbidden();
      if (!(await bankRepo.educatorSees(user.platformId, educatorOf(user), query.classroom_id))) {
        throw notFound(LEDGER_MESSAGES.classroomNotFound);
      }
      const page = query.page ?? 1;
      const found = await bankRepo.classroomTransfers(user.platformId, query.classroom_id, {
        limit: STATEMENT_PAGE_SIZE,
        offset: (page - 1) * STATEMENT_PAGE_SIZE,
      });
      return { transfers: found.rows.map(presentTransfer), total: found.total };
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
