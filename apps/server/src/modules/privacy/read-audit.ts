import { type AuditedRead, roleGroup } from '@ava/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createMicroBatch } from '../../platform/db/micro-batch.ts';
import type { NewAccessLogEntry, PrivacyRepository } from './privacy.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This read answers a child's personal data: when someone other than the child or their
     * guardian makes it (an educator, an administrator), it is logged. `student` names the query
     * field holding the child's id (a student reading their own sends none); `resource` the one
     * holding the record read.
     */
    auditsRead?: { what: AuditedRead; student: string; resource?: string };
  }
}

/** Who reads a child's data in their work: everyone the log is for (LGPD art. 14; issue 27 part 5). */
const LOGGED_GROUPS = new Set(['educator', 'admin']);

const field = (request: FastifyRequest, name: string | undefined): string | undefined => {
  const value = name ? (request.query as Record<string, unknown> | undefined)?.[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The log row of an answered read, when it is one to log. */
function entryOf(request: FastifyRequest, status: number): NewAccessLogEntry | null {
  const audited = request.routeOptions.config.auditsRead;
  const reader = request.auth;
  if (!audited || !reader || status >= 300) return null;
  const studentId = field(request, audited.student);
  if (!studentId || studentId === reader.userId || !LOGGED_GROUPS.has(roleGroup(reader.role))) return null;
  return {
    platform_id: reader.platformId,
    student_id: studentId,
    reader_id: reader.userId,
    reader_role: reader.role,
    what: audited.what,
    resource_id: field(request, audited.resource) ?? null,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    ip: request.ip,
    user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}

export interface ReadAudit {
  /** Logs the answered reads of routes that declare `auditsRead`, after their answer left. */
  watch(app: FastifyInstance): void;
}

/**
 * The log is written after the answer, in shared inserts (group commit): neither the read nor the
 * next request on its connection waits for it, and under load many reads share one statement. A
 * failed write is reported in the server's log; the answer has already left.
 */
export function createReadAudit(repo: Pick<PrivacyRepository, 'appendReads'>): ReadAudit {
  const append = createMicroBatch<NewAccessLogEntry, void>(async (entries) => {
    await repo.appendReads(entries);
    return entries.map(() => undefined);
  });
  return {
    watch(app) {
      app.addHook('onResponse', (request, reply, done) => {
        const entry = entryOf(request, reply.statusCode);
        if (entry) {
          void append(entry).catch((error: unknown) => request.log.error({ err: error }, 'access log write failed'));
        }
        done();
      });
    },
  };
}
