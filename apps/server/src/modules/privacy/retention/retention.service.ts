import {
  RETENTION_CATEGORIES,
  RETENTION_RULES,
  type RetentionCategory,
  type RetentionSettings,
  type RetentionUpdate,
} from '@ava/contracts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Transact } from '../../../platform/db/transaction.ts';
import type { Erasure } from '../erasure/erase-person.ts';
import type { RetentionRepository } from './retention.repository.ts';

/** Accounts erased per platform in one daily run: a backlog (a first run) is worked off over days. */
const ACCOUNTS_PER_RUN = 200;
const ERASURES_SHOWN = 10;

/** `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Retention (issue 27 part 6): each platform's periods per category, and the run that removes
 * what passed them: old usage logs, ended sessions and logged reads, and the accounts of students
 * who left (blocked longer ago than the period), erased as a request would erase them.
 */
export function createRetentionService(deps: {
  repo: RetentionRepository;
  erasure: Erasure;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, erasure, transact, clock } = deps;

  async function monthsOf(platformId: string): Promise<Record<RetentionCategory, number>> {
    const set = await repo.periods(platformId);
    return Object.fromEntries(
      RETENTION_CATEGORIES.map((category) => [category, set[category] ?? RETENTION_RULES[category].defaultMonths]),
    ) as Record<RetentionCategory, number>;
  }

  async function settings(platformId: string): Promise<RetentionSettings> {
    const months = await monthsOf(platformId);
    const lastRun = await repo.lastRun(platformId);
    const erasures = await repo.recentErasures(platformId, ERASURES_SHOWN);
    return {
      periods: RETENTION_CATEGORIES.map((category) => {
        const rule = RETENTION_RULES[category];
        return {
          category,
          label: rule.label,
          description: rule.description,
          months: months[category],
          default_months: rule.defaultMonths,
          min_months: rule.minMonths,
          max_months: rule.maxMonths,
        };
      }),
      last_run: lastRun
        ? { at: lastRun.created_at.toISOString(), removed: lastRun.removed, accounts_erased: lastRun.accounts_erased }
        : null,
      erasures: erasures.map((record) => {
        const tables = Object.values(record.tables);
        return {
          id: record.id,
          at: record.created_at.toISOString(),
          reason: record.reason,
          requested_by_role: record.requested_by_role,
          removed: tables.reduce((sum, table) => sum + table.removed, 0),
          anonymised: tables.reduce((sum, table) => sum + table.anonymised, 0),
          files_removed: record.files_removed,
        };
      }),
    };
  }

  return {
    /** GET /privacy/retention: the caller's platform. */
    settings: (user: AuthContext) => settings(user.platformId),

    /** PUT /privacy/retention: the periods given change (bounds checked by the schema), the others stay. */
    async update(user: AuthContext, body: RetentionUpdate): Promise<RetentionSettings> {
      await repo.savePeriods(user.platformId, body.periods, clock.now());
      return settings(user.platformId);
    },

    /** One platform's run: what it removed per category and how many accounts it erased. */
    async runPlatform(
      platformId: string,
    ): Promise<{ removed: Record<RetentionCategory, number>; accountsErased: number }> {
      const now = clock.now();
      const months = await monthsOf(platformId);
      const removed = await transact(async (tx) => ({
        usage_logs: await repo.purgeUsage(tx, platformId, monthsBefore(now, months.usage_logs)),
        sign_ins: await repo.purgeSignIns(tx, platformId, monthsBefore(now, months.sign_ins)),
        access_log: await repo.purgeAccessLog(tx, platformId, monthsBefore(now, months.access_log)),
        former_students: 0,
      }));
      const leavers = await repo.formerStudents(
        platformId,
        monthsBefore(now, months.former_students),
        ACCOUNTS_PER_RUN,
      );
      for (const studentId of leavers) {
        await erasure.erasePerson(platformId, studentId, { reason: 'retention', requestedByRole: 'retention' });
      }
      removed.former_students = leavers.length;
      await repo.recordRun(platformId, removed, leavers.length, now);
      return { removed, accountsErased: leavers.length };
    },

    async platformIds() {
      return repo.platformIds();
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
