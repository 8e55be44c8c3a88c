import type { IssueReportType, Role } from '@ava/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { feedbacks, issueReports, issueTypes } from './issues.tables.ts';

export type IssueTypeRow = typeof issueTypes.$inferSelect;

export function createIssuesRepository(db: Executor) {
  return {
    async typesOf(type: IssueReportType): Promise<IssueTypeRow[]> {
      return db
        .select()
        .from(issueTypes)
        .where(eq(issueTypes.type, type))
        .orderBy(asc(issueTypes.position), asc(issueTypes.id));
    },

    async typeById(id: number): Promise<IssueTypeRow | null> {
      const [row] = await db.select().from(issueTypes).where(eq(issueTypes.id, id));
      return row ?? null;
    },

    /** Reporting the same issue of the same content again keeps one row with the latest comment. */
    async saveReport(report: {
      platform_id: string;
      user_id: string;
      type: IssueReportType;
      type_id: string;
      issue_type_id: number;
      observation: string | null;
    }): Promise<void> {
      await db
        .insert(issueReports)
        .values(report)
        .onConflictDoUpdate({
          target: [
            issueReports.platform_id,
            issueReports.user_id,
            issueReports.type,
            issueReports.type_id,
            issueReports.issue_type_id,
          ],
          set: { observation: report.observation, updated_at: new Date() },
        });
    },

    async reportedBy(platformId: string, userId: string, type: IssueReportType, typeId: string) {
      return db
        .select({ issue_type_id: issueReports.issue_type_id })
        .from(issueReports)
        .where(
          and(
            eq(issueReports.platform_id, platformId),
            eq(issueReports.user_id, userId),
            eq(issueReports.type, type),
            eq(issueReports.type_id, typeId),
          ),
        )
        .orderBy(asc(issueReports.issue_type_id));
    },

    async saveFeedback(feedback: {
      platform_id: string;
      user_id: string;
      role: Role;
      feedback_type: number;
      comment: string;
      page: string | null;
    }): Promise<void> {
      await db.insert(feedbacks).values(feedback);
    },
  };
}

export type IssuesRepository = ReturnType<typeof createIssuesRepository>;
