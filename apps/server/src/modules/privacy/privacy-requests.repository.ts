import { OPEN_PRIVACY_REQUEST_STATUSES, type PrivacyRequestKind, type PrivacyRequestStatus } from '@ava/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { userProfiles } from '../profile/profile.tables.ts';
import { privacyRequests } from './privacy.tables.ts';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export interface PrivacyRequestListed {
  request: PrivacyRequestRow;
  subjectName: string | null;
  requesterName: string | null;
}

const subjects = alias(users, 'subjects');
const requesters = alias(users, 'requesters');

/** Data access of data requests; the platform id first, a service's transaction `tx` last. */
export function createPrivacyRequestsRepository(db: Database) {
  const listed = () =>
    db
      .select({ request: privacyRequests, subjectName: subjects.name, requesterName: requesters.name })
      .from(privacyRequests)
      .leftJoin(subjects, eq(subjects.id, privacyRequests.subject_id))
      .leftJoin(requesters, eq(requesters.id, privacyRequests.requested_by));

  return {
    /** The person a request may be about: name, role, birthday and the platform's kind. */
    async person(platformId: string, userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          birthday: userProfiles.birthday,
          kind: platforms.kind,
        })
        .from(users)
        .innerJoin(platforms, eq(platforms.id, users.platform_id))
        .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
        .where(and(eq(users.id, userId), eq(users.platform_id, platformId)));
      return row ?? null;
    },

    async hasOpen(subjectId: string, kind: PrivacyRequestKind, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: privacyRequests.id })
        .from(privacyRequests)
        .where(
          and(
            eq(privacyRequests.subject_id, subjectId),
            eq(privacyRequests.kind, kind),
            inArray(privacyRequests.status, [...OPEN_PRIVACY_REQUEST_STATUSES]),
          ),
        );
      return Boolean(row);
    },

    async insert(values: typeof privacyRequests.$inferInsert, tx: Executor = db): Promise<PrivacyRequestRow> {
      const [row] = await tx.insert(privacyRequests).values(values).returning();
      if (!row) throw new Error('privacy request not stored');
      return row;
    },

    async find(platformId: string, id: string): Promise<PrivacyRequestListed | null> {
      const [row] = await listed().where(and(eq(privacyRequests.id, id), eq(privacyRequests.platform_id, platformId)));
      return row ?? null;
    },

    /** A request by id alone, for the jobs and the signed download (the id is the capability's subject). */
    async byId(id: string): Promise<PrivacyRequestRow | null> {
      const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
      return row ?? null;
    },

    /** Moves a request on only from the status it was read in: two moves at once never both win. */
    async move(
      id: string,
      from: readonly PrivacyRequestStatus[],
      values: Partial<typeof privacyRequests.$inferInsert>,
      tx: Executor = db,
    ): Promise<PrivacyRequestRow | null> {
      const [row] = await tx
        .update(privacyRequests)
        .set(values)
        .where(and(eq(privacyRequests.id, id), inArray(privacyRequests.status, [...from])))
        .returning();
      return row ?? null;
    },

    /**
     * After a person's erasure: their other requests keep no identifier of them either; answers
     * the keys of their exports' zips, for the file store to drop.
     */
    async forgetPerson(subjectId: string): Promise<string[]> {
      const rows = await db
        .update(privacyRequests)
        .set({ subject_id: null })
        .where(eq(privacyRequests.subject_id, subjectId))
        .returning({ fileKey: privacyRequests.file_key });
      await db.update(privacyRequests).set({ requested_by: null }).where(eq(privacyRequests.requested_by, subjectId));
      return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    },

    async recordDownload(id: string, at: Date): Promise<void> {
      await db
        .update(privacyRequests)
        .set({ downloaded_at: at, download_count: sql`${privacyRequests.download_count} + 1` })
        .where(eq(privacyRequests.id, id));
    },

    /** The requests a person asked, newest first. */
    async askedBy(platformId: string, userId: string): Promise<PrivacyRequestListed[]> {
      return listed()
        .where(and(eq(privacyRequests.platform_id, platformId), eq(privacyRequests.requested_by, userId)))
        .orderBy(desc(privacyRequests.created_at), desc(privacyRequests.id));
    },

    async page(
      platformId: string,
      filters: { kind?: PrivacyRequestKind; status?: PrivacyRequestStatus },
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(privacyRequests.platform_id, platformId),
        filters.kind ? eq(privacyRequests.kind, filters.kind) : undefined,
        filters.status ? eq(privacyRequests.status, filters.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        listed()
          .where(where)
          .orderBy(desc(privacyRequests.created_at), desc(privacyRequests.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(privacyRequests).where(where),
      ]);
      return { total: total?.count ?? 0, rows };
    },
  };
}

export type PrivacyRequestsRepository = ReturnType<typeof createPrivacyRequestsRepository>;
