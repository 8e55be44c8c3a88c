import type { AuditedRead } from '@ava/contracts';
import { and, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { dataAccessLog } from './privacy.tables.ts';

export type NewAccessLogEntry = typeof dataAccessLog.$inferInsert;

export function createPrivacyRepository(db: Database) {
  return {
    async appendReads(entries: readonly NewAccessLogEntry[]): Promise<void> {
      if (entries.length > 0) await db.insert(dataAccessLog).values([...entries]);
    },

    async student(platformId: string, studentId: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(and(eq(users.id, studentId), eq(users.platform_id, platformId)));
      return row ? { id: row.id, name: row.name } : null;
    },

    async isGuardianOf(platformId: string, guardianId: string, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(guardianLinks)
        .where(
          and(
            eq(guardianLinks.platform_id, platformId),
            eq(guardianLinks.guardian_id, guardianId),
            eq(guardianLinks.student_id, studentId),
          ),
        );
      return Boolean(row);
    },

    /** Per reader and kind of read: how many since `since`, and the last. */
    async summary(platformId: string, studentId: string, since: Date) {
      return db
        .select({
          readerId: dataAccessLog.reader_id,
          readerName: sql<string>`coalesce(${users.name}, '')`,
          readerRole: dataAccessLog.reader_role,
          what: sql<AuditedRead>`${dataAccessLog.what}`,
          count: count(),
          lastAt: max(dataAccessLog.created_at),
        })
        .from(dataAccessLog)
        .leftJoin(users, eq(users.id, dataAccessLog.reader_id))
        .where(
          and(
            eq(dataAccessLog.platform_id, platformId),
            eq(dataAccessLog.student_id, studentId),
            gte(dataAccessLog.created_at, since),
          ),
        )
        .groupBy(dataAccessLog.reader_id, users.name, dataAccessLog.reader_role, dataAccessLog.what)
        .orderBy(desc(max(dataAccessLog.created_at)));
    },

    /** A page of reads, newest first: one child's, or every child's of the platform. */
    async page(platformId: string, studentId: string | undefined, limit: number, offset: number) {
      const where = and(
        eq(dataAccessLog.platform_id, platformId),
        studentId ? eq(dataAccessLog.student_id, studentId) : undefined,
      );
      const readers = alias(users, 'readers');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: dataAccessLog,
            readerName: sql<string>`coalesce(${readers.name}, '')`,
            studentName: sql<string>`coalesce(${users.name}, '')`,
          })
          .from(dataAccessLog)
          .leftJoin(readers, eq(readers.id, dataAccessLog.reader_id))
          .leftJoin(users, eq(users.id, dataAccessLog.student_id))
          .where(where)
          .orderBy(desc(dataAccessLog.created_at), desc(dataAccessLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(dataAccessLog).where(where),
      ]);
      return { total: total?.count ?? 0, rows };
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
