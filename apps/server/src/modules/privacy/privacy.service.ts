import {
  ACCESS_LOG_DAYS,
  ACCESS_LOG_PAGE_SIZE,
  type AccessLogPage,
  type AccessLogSummary,
  type DataKept,
  PRIVACY_MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { dataKeptByCategory } from '../../platform/privacy/personal-data-map.ts';
import type { PrivacyRepository } from './privacy.repository.ts';

const DAY_MS = 86_400_000;

/** What guardians and the school administration read of the access log (issue 27 part 5). */
export function createPrivacyService(deps: {
  repo: Pick<PrivacyRepository, 'student' | 'isGuardianOf' | 'summary' | 'page'>;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  async function studentOf(user: AuthContext, studentId: string) {
    const student = await repo.student(user.platformId, studentId);
    if (!student) throw notFound(PRIVACY_MESSAGES.studentNotFound);
    return student;
  }

  return {
    /** GET /privacy/access-log/summary: a guardian's view of who read their dependent's data. */
    async summary(user: AuthContext, studentId: string): Promise<AccessLogSummary> {
      if (!(await repo.isGuardianOf(user.platformId, user.userId, studentId))) {
        throw forbidden(PRIVACY_MESSAGES.notYourDependent);
      }
      const student = await studentOf(user, studentId);
      const since = new Date(clock.now().getTime() - ACCESS_LOG_DAYS * DAY_MS);
      const rows = await repo.summary(user.platformId, studentId, since);
      const readers = new Map<string, AccessLogSummary['readers'][number]>();
      for (const row of rows) {
        const reader = readers.get(row.readerId) ?? {
          reader: { id: row.readerId, name: row.readerName, role: row.readerRole },
          reads: [],
        };
        reader.reads.push({ what: row.what, count: row.count, last_at: (row.lastAt ?? new Date(0)).toISOString() });
        readers.set(row.readerId, reader);
      }
      return { student, days: ACCESS_LOG_DAYS, readers: [...readers.values()] };
    },

    /** GET /privacy/data-kept: the personal-data map read as kinds of data and what each is kept for. */
    dataKept(): DataKept {
      return { categories: dataKeptByCategory() };
    },

    /** GET /privacy/access-log: the administration's detail, newest first, with where each read came from. */
    async page(user: AuthContext, studentId: string | undefined, page: number): Promise<AccessLogPage> {
      if (studentId) await studentOf(user, studentId);
      const { total, rows } = await repo.page(
        user.platformId,
        studentId,
        ACCESS_LOG_PAGE_SIZE,
        (page - 1) * ACCESS_LOG_PAGE_SIZE,
      );
      return {
        total,
        page,
        per_page: ACCESS_LOG_PAGE_SIZE,
        entries: rows.map(({ entry, readerName, studentName }) => ({
          id: entry.id,
          at: entry.created_at.toISOString(),
          student: { id: entry.student_id, name: studentName },
          reader: { id: entry.reader_id, name: readerName, role: entry.reader_role },
          what: entry.what as AccessLogPage['entries'][number]['what'],
          resource_id: entry.resource_id,
          route: entry.route,
          ip: entry.ip,
          user_agent: entry.user_agent,
        })),
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
