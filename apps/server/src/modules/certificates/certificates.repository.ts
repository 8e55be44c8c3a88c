import { type CertificateSource, TEACHER_GRADED_KINDS } from '@ava/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';
import { certificates } from './certificates.tables.ts';

export type CertificateRow = typeof certificates.$inferSelect;

export interface NewCertificate {
  platformId: string;
  userId: string;
  source: CertificateSource;
  sourceId: string;
  title: string;
  holderName: string;
  workloadMinutes: number | null;
  issuedAt: Date;
  code: string;
}

/** A course the learner finished by the README's rule and holds no certificate of yet. */
export interface FinishedCourse {
  classroom_id: string;
  name: string;
  finished_at: Date;
  workload: number | null;
}

const SENT = 3;

export function createCertificatesRepository(db: Executor) {
  const own = (platformId: string, userId: string, id: string) =>
    and(eq(certificates.platform_id, platformId), eq(certificates.user_id, userId), eq(certificates.id, id));

  return {
    /** The holder's name, to print; null for no user of the platform. */
    async holderName(platformId: string, userId: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.platform_id, platformId)));
      return row?.name ?? null;
    },

    /** Inserts a certificate unless the holder has one of the source (or the code is taken): then null. */
    async insert(input: NewCertificate, tx: Executor = db): Promise<CertificateRow | null> {
      const [row] = await tx
        .insert(certificates)
        .values({
          platform_id: input.platformId,
          user_id: input.userId,
          source: input.source,
          source_id: input.sourceId,
          title: input.title,
          holder_name: input.holderName,
          workload_minutes: input.workloadMinutes,
          issued_at: input.issuedAt,
          code: input.code,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async findBySource(
      platformId: string,
      userId: string,
      source: CertificateSource,
      sourceId: string,
      tx: Executor = db,
    ): Promise<CertificateRow | null> {
      const [row] = await tx
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.platform_id, platformId),
            eq(certificates.user_id, userId),
            eq(certificates.source, source),
            eq(certificates.source_id, sourceId),
          ),
        );
      return row ?? null;
    },

    /** The holder's certificates, the latest first. */
    listOf(platformId: string, userId: string): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(and(eq(certificates.platform_id, platformId), eq(certificates.user_id, userId)))
        .orderBy(desc(certificates.issued_at), desc(certificates.id));
    },

    async findOwn(platformId: string, userId: string, id: string): Promise<CertificateRow | null> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(own(platformId, userId, id));
      return row ?? null;
    },

    /** Marks it seen the first time; later views keep the first moment. */
    async markViewed(platformId: string, userId: string, id: string, now: Date): Promise<CertificateRow | null> {
      const [row] = await db
        .update(certificates)
        .set({ viewed_at: sql`coalesce(${certificates.viewed_at}, ${now.toISOString()}::timestamptz)` })
        .where(own(platformId, userId, id))
        .returning();
      return row ?? null;
    },

    async recordDownload(platformId: string, userId: string, id: string, now: Date): Promise<CertificateRow | null> {
      const [row] = await db
        .update(certificates)
        .set({ downloads: sql`${certificates.downloads} + 1`, last_downloaded_at: now })
        .where(own(platformId, userId, id))
        .returning();
      return row ?? null;
    },

    /** Counts a check of a platform's code and answers the certificate, or null for an unknown code. */
    async recordValidation(platformId: string, code: string, now: Date): Promise<CertificateRow | null> {
      const [row] = await db
        .update(certificates)
        .set({ validations: sql`${certificates.validations} + 1`, last_validated_at: now })
        .where(and(eq(certificates.platform_id, platformId), eq(certificates.code, code)))
        .returning();
      return row ?? null;
    },

    /**
     * The learner's courses of a corporate platform where every published, unarchived activity
     * assigned to them is sent, and graded when its kind is graded by the instructor; finished at
     * the last of those moments. Courses they hold a certificate of are left out.
     */
    async finishedCourses(platformId: string, userId: string): Promise<FinishedCourse[]> {
      const graded = sql.join(
        TEACHER_GRADED_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select ${classrooms.id} as classroom_id, ${classrooms.name} as name,
          max(greatest(${activityStudents.delivered_at}, ${activityStudents.evaluated_at})) as finished_at,
          sum(${activities.workload})::int as workload
        from ${activityStudents}
        join ${activities} on ${activities.id} = ${activityStudents.activity_id}
        join ${classrooms} on ${classrooms.id} = ${activities.classroom_id}
        where ${activityStudents.platform_id} = ${platformId} and ${activityStudents.student_id} = ${userId}
          and ${activities.published} and ${activities.archived_at} is null
          and ${featureFlagOn(platformId, 'corporatePlatform')}
          and not exists (
            select 1 from ${certificates} where ${certificates.user_id} = ${userId}
              and ${certificates.source} = 'course' and ${certificates.source_id} = ${classrooms.id})
        group by ${classrooms.id}, ${classrooms.name}
        having bool_and(${activityStudents.status} = ${SENT}
          and (${activities.kind} not in (${graded}) or ${activityStudents.evaluated_at} is not null))`);
      return rowsOf<{ classroom_id: string; name: string; finished_at: Date | string; workload: number | null }>(
        result,
      ).map((row) => ({ ...row, finished_at: new Date(row.finished_at) }));
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
