import type { Readable } from 'node:stream';
import {
  type ConfirmPrivacyRequest,
  type CreatePrivacyRequest,
  EXPORT_LINK_DAYS,
  PRIVACY_REQUEST_MESSAGES,
  PRIVACY_REQUESTS_PAGE_SIZE,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestList,
  type PrivacyRequestPage,
  type PrivacyRequestStatus,
  roleGroup,
  SERVICE_BASES,
} from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { createUrlSignature } from '../../platform/storage/url-signature.ts';
import { isUniqueViolation } from '../accounts/accounts.module.ts';
import type { Erasure } from './erasure/erase-person.ts';
import type { createExportBuilder } from './export/export-builder.ts';
import { presentPrivacyRequest } from './privacy-requests.presenter.ts';
import type { PrivacyRequestListed, PrivacyRequestsRepository } from './privacy-requests.repository.ts';

export const PRIVACY_JOBS = {
  export: 'privacy.export',
  erase: 'privacy.erase',
  /** Removes an export's zip from the file store once its link has expired. */
  dropExport: 'privacy.drop-export',
} as const;
interface RequestJob {
  request_id: string;
}

const DAY_MS = 86_400_000;
const ADULT_YEARS = 18;

/** A person's first name as typed: without case, accents or surrounding spaces. */
const firstNameOf = (name: string) =>
  (name.trim().split(/\s+/)[0] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

function isAdult(birthday: string | null, now: Date): boolean {
  if (!birthday) return false;
  const [year, month, day] = birthday.split('-').map(Number);
  if (!year || !month || !day) return false;
  const eighteenth = new Date(Date.UTC(year + ADULT_YEARS, month - 1, day));
  return eighteenth.getTime() <= now.getTime();
}

export interface PrivacyRequestsDeps {
  repo: PrivacyRequestsRepository;
  isGuardianOf(platformId: string, guardianId: string, studentId: string): Promise<boolean>;
  transact: Transact;
  queue: Pick<JobQueue, 'enqueue'>;
  clock: Clock;
  fileStore: FileStore;
  exports: ReturnType<typeof createExportBuilder>;
  erasure: Erasure;
  /** Signs the links to exports (the storage url secret). */
  urlSecret: string;
  /** Checks the caller's password before an erasure is confirmed (wrong ones count as failed sign-ins). */
  checkPassword(user: AuthContext, password: string, address: string): Promise<void>;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Data requests (issue 27 parts 3 and 4): a guardian asks for a dependent's data or its erasure,
 * an adult for their own; an erasure waits for its confirmation; jobs build the export and run the
 * erasure; the school administration follows every request of its platform.
 */
export function createPrivacyRequestsService(deps: PrivacyRequestsDeps) {
  const { repo, transact, queue, clock, fileStore, exports, erasure, logger } = deps;
  const signature = createUrlSignature(deps.urlSecret);
  const subjectOfLink = (id: string) => `privacy-export:${id}`;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function downloadUrl(row: PrivacyRequestListed['request']): string | null {
    if (row.status !== 'done' || !row.file_key || !row.link_expires_at) return null;
    if (row.link_expires_at.getTime() <= clock.now().getTime()) return null;
    const expires = String(Math.floor(row.link_expires_at.getTime() / 1000));
    const query = `expires=${expires}&signature=${signature.sign(subjectOfLink(row.id), expires)}`;
    return `${SERVICE_BASES.main}/privacy/requests/${row.id}/download?${query}`;
  }

  /** The request as its asker reads it (with the link) or as the administration does (without). */
  const present = (listed: PrivacyRequestListed, user: AuthContext) =>
    presentPrivacyRequest(listed, listed.request.requested_by === user.userId ? downloadUrl(listed.request) : null);

  /** Whom the caller may ask for: a dependent of a guardian, or an adult themself (a student only when 18 or older, or on a corporate platform). */
  async function checkSubject(user: AuthContext, subjectId: string) {
    const person = await repo.person(user.platformId, subjectId);
    if (subjectId !== user.userId) {
      if (!person || !(await deps.isGuardianOf(user.platformId, user.userId, subjectId))) {
        throw forbidden(PRIVACY_REQUEST_MESSAGES.notYourDependent);
      }
      return person;
    }
    if (!person) throw notFound(PRIVACY_REQUEST_MESSAGES.notFound);
    if (roleGroup(person.role) === 'student' && person.kind !== 'corporate' && !isAdult(person.birthday, clock.now())) {
      throw forbidden(PRIVACY_REQUEST_MESSAGES.minorsAskThroughGuardian);
    }
    return person;
  }

  async function ownRequest(user: AuthContext, id: string): Promise<PrivacyRequestListed> {
    const found = await repo.find(user.platformId, id);
    if (!found || found.request.requested_by !== user.userId) throw notFound(PRIVACY_REQUEST_MESSAGES.notFound);
    return found;
  }

  async function moved(
    user: AuthContext,
    id: string,
    from: readonly PrivacyRequestStatus[],
    values: Parameters<PrivacyRequestsRepository['move']>[2],
    job?: string,
  ): Promise<PrivacyRequest | null> {
    const row = await transact(async (tx) => {
      const updated = await repo.move(id, from, values, tx);
      if (updated && job) await queue.enqueue(tx, job, { request_id: id } satisfies RequestJob);
      return updated;
    });
    if (!row) return null;
    const found = await repo.find(user.platformId, id);
    return found ? present(found, user) : null;
  }

  /** Marks a request that could not be done; it is no longer open, so it may be asked again. */
  async function fail(id: string, kind: PrivacyRequestKind, error: unknown) {
    logger.error({ err: error, request: id, kind }, 'privacy request failed');
    await repo.move(id, ['queued', 'running'], { status: 'failed', finished_at: clock.now() });
  }

  return {
    /** POST /privacy/requests: an export is queued at once; an erasure waits for its confirmation. */
    async create(user: AuthContext, input: CreatePrivacyRequest): Promise<PrivacyRequest> {
      if (user.openedBy) throw forbidden(PRIVACY_REQUEST_MESSAGES.delegatedSession);
      const subjectId = input.subject_id ?? user.userId;
      await checkSubject(user, subjectId);
      let id: string;
      try {
        id = await transact(async (tx) => {
          if (await repo.hasOpen(subjectId, input.kind, tx)) throw conflict(PRIVACY_REQUEST_MESSAGES.alreadyOpen);
          const row = await repo.insert(
            {
              platform_id: user.platformId,
              kind: input.kind,
              subject_id: subjectId,
              requested_by: user.userId,
              requested_by_role: user.role,
              status: input.kind === 'export' ? 'queued' : 'awaiting_confirmation',
            },
            tx,
          );
          if (input.kind === 'export') {
            await queue.enqueue(tx, PRIVACY_JOBS.export, { request_id: row.id } satisfies RequestJob);
          }
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PRIVACY_REQUEST_MESSAGES.alreadyOpen);
        throw error;
      }
      return present(await ownRequest(user, id), user);
    },

    /** POST /privacy/requests/:id/confirm: the asker's password and the person's first name queue the erasure. */
    async confirm(
      user: AuthContext,
      id: string,
      input: ConfirmPrivacyRequest,
      address: string,
    ): Promise<PrivacyRequest> {
      if (user.openedBy) throw forbidden(PRIVACY_REQUEST_MESSAGES.delegatedSession);
      const found = await ownRequest(user, id);
      if (found.request.kind !== 'erasure' || found.request.status !== 'awaiting_confirmation') {
        throw conflict(PRIVACY_REQUEST_MESSAGES.notAwaitingConfirmation);
      }
      await deps.checkPassword(user, input.password, address);
      if (firstNameOf(input.first_name) !== firstNameOf(found.subjectName ?? '')) {
        throw badRequest(PRIVACY_REQUEST_MESSAGES.wrongFirstName);
      }
      const confirmed = await moved(
        user,
        id,
        ['awaiting_confirmation'],
        { status: 'queued', confirmed_at: clock.now() },
        PRIVACY_JOBS.erase,
      );
      if (!confirmed) throw conflict(PRIVACY_REQUEST_MESSAGES.notAwaitingConfirmation);
      return confirmed;
    },

    /** POST /privacy/requests/:id/cancel: before its job starts. */
    async cancel(user: AuthContext, id: string): Promise<PrivacyRequest> {
      await ownRequest(user, id);
      const cancelled = await moved(user, id, ['awaiting_confirmation', 'queued'], {
        status: 'cancelled',
        finished_at: clock.now(),
      });
      if (!cancelled) throw conflict(PRIVACY_REQUEST_MESSAGES.notCancellable);
      return cancelled;
    },

    /** GET /privacy/requests/mine: what the caller asked, for themself or their dependents. */
    async mine(user: AuthContext): Promise<PrivacyRequestList> {
      return { requests: (await repo.askedBy(user.platformId, user.userId)).map((listed) => present(listed, user)) };
    },

    /** GET /privacy/requests: every request of the platform, for the school administration. */
    async page(
      user: AuthContext,
      query: { kind?: PrivacyRequestKind; status?: PrivacyRequestStatus; page: number },
    ): Promise<PrivacyRequestPage> {
      const { total, rows } = await repo.page(
        user.platformId,
        query,
        PRIVACY_REQUESTS_PAGE_SIZE,
        (query.page - 1) * PRIVACY_REQUESTS_PAGE_SIZE,
      );
      return {
        total,
        page: query.page,
        per_page: PRIVACY_REQUESTS_PAGE_SIZE,
        requests: rows.map((listed) => present(listed, user)),
      };
    },

    /** GET /privacy/requests/:id: the asker's own request, or any of the platform's for its administration. */
    async one(user: AuthContext, id: string, manages: boolean): Promise<PrivacyRequest> {
      const found = await repo.find(user.platformId, id);
      if (!found || (found.request.requested_by !== user.userId && !manages)) {
        throw notFound(PRIVACY_REQUEST_MESSAGES.notFound);
      }
      return present(found, user);
    },

    /** GET /privacy/requests/:id/download: the zip, for whoever holds a link that has not expired; each download is recorded. */
    async download(
      id: string,
      query: { expires?: string; signature?: string },
    ): Promise<{ body: Readable; size: number; fileName: string }> {
      const check = signature.check(subjectOfLink(id), query.expires, query.signature, nowSeconds());
      if (check === 'invalid') throw forbidden(PRIVACY_REQUEST_MESSAGES.linkInvalid);
      if (check === 'expired') throw forbidden(PRIVACY_REQUEST_MESSAGES.linkExpired);
      const row = await repo.byId(id);
      if (!row?.file_key || !row.link_expires_at || row.status !== 'done') {
        throw notFound(PRIVACY_REQUEST_MESSAGES.fileGone);
      }
      if (row.link_expires_at.getTime() <= clock.now().getTime()) throw forbidden(PRIVACY_REQUEST_MESSAGES.linkExpired);
      const file = await fileStore.get(row.file_key);
      if (!file) throw notFound(PRIVACY_REQUEST_MESSAGES.fileGone);
      await repo.recordDownload(id, clock.now());
      const day = row.finished_at?.toISOString().slice(0, 10) ?? 'dados';
      return { body: file.body, size: file.size, fileName: `dados-${day}.zip` };
    },

    /** The export job: builds the zip, stores it and opens its link for EXPORT_LINK_DAYS. */
    async runExport({ request_id: id }: RequestJob): Promise<void> {
      const started = await repo.move(id, ['queued', 'running'], { status: 'running', started_at: clock.now() });
      if (!started?.subject_id) return;
      try {
        const { bytes, summary } = await exports.build(started.platform_id, started.subject_id);
        const key = `${started.platform_id}/privacy-exports/${id}.zip`;
        await fileStore.put(key, bytes, 'application/zip');
        const finished = clock.now();
        await transact(async (tx) => {
          await repo.move(
            id,
            ['running'],
            {
              status: 'done',
              finished_at: finished,
              file_key: key,
              file_size: bytes.length,
              link_expires_at: new Date(finished.getTime() + EXPORT_LINK_DAYS * DAY_MS),
              summary: { ...summary },
            },
            tx,
          );
          await queue.enqueue(tx, PRIVACY_JOBS.dropExport, { request_id: id } satisfies RequestJob, {
            delayMs: EXPORT_LINK_DAYS * DAY_MS,
          });
        });
      } catch (error) {
        await fail(id, 'export', error);
      }
    },

    /** A week after an export: its zip leaves the file store (the request keeps its dates and counts). */
    async dropExport({ request_id: id }: RequestJob): Promise<void> {
      const row = await repo.byId(id);
      if (row?.file_key) await fileStore.delete(row.file_key);
    },

    /**
     * The erasure job: the engine erases the person; the request then keeps no identifier of
     * them (neither as subject nor, when they asked themselves, as asker), only the record's id,
     * nor do their other requests, and the zips of their exports leave the file store.
     */
    async runErasure({ request_id: id }: RequestJob): Promise<void> {
      const started = await repo.move(id, ['queued', 'running'], { status: 'running', started_at: clock.now() });
      if (!started?.subject_id) return;
      try {
        const outcome = await erasure.erasePerson(started.platform_id, started.subject_id, {
          reason: 'request',
          requestedByRole: started.requested_by_role,
        });
        await repo.move(id, ['running'], {
          status: 'done',
          finished_at: clock.now(),
          subject_id: null,
          ...(started.requested_by === started.subject_id ? { requested_by: null } : {}),
          summary: { record_id: outcome.recordId },
        });
        for (const key of await repo.forgetPerson(started.subject_id)) await fileStore.delete(key);
      } catch (error) {
        await fail(id, 'erasure', error);
      }
    },
  };
}

export type PrivacyRequestsService = ReturnType<typeof createPrivacyRequestsService>;
