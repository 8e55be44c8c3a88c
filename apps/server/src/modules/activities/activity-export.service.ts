import { type ActivityExportQuery, can, formatDate, type Wording } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { type SpreadsheetExport, streamSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import type { ActivityAccess } from './activities.access.ts';
import { EXPORT_BATCH } from './activities.repository.ts';
import { activityColumns, exportNames, studentColumns } from './activity-export.columns.ts';
import type { ActivityCursor, ActivityExportRepository } from './activity-export.repository.ts';

const safeName = (text: string) => text.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'export';

/** Spreadsheet exports of the educator's activities and of one activity's students, streamed. */
export function createActivityExportService(deps: {
  exportRepo: ActivityExportRepository;
  access: ActivityAccess;
  clock: Clock;
  spreadsheets: Pick<SpreadsheetWriter, 'open'>;
  /** The platform's wording: headers, sheets and file names say 'curso', 'instrutor'... where it asks. */
  wordingOf: (platformId: string) => Promise<Wording>;
}) {
  const { exportRepo, access, clock, spreadsheets, wordingOf } = deps;

  return {
    /** Every activity the educator's list would show for these filters. */
    async activities(
      user: AuthContext,
      query: ActivityExportQuery,
      logger: FastifyBaseLogger,
    ): Promise<SpreadsheetExport> {
      if (!can(user.role, 'create.activities')) throw forbidden();
      const educator = educatorOf(user);
      const wording = await wordingOf(user.platformId);
      const names = exportNames(wording);
      // Newest first across the classrooms, as the list shows them, one batch after another's last
      // row. The next batch is asked for before this one is written, so the database works while
      // the spreadsheet is written.
      async function* batches() {
        const batchAfter = (after?: ActivityCursor) =>
          exportRepo.activityBatch(user.platformId, educator, query, after);
        let batch = await batchAfter();
        while (batch.rows.length > 0) {
          const next = batch.cursor ? batchAfter(batch.cursor) : null;
          // Should the download stop before the next batch is read, its failure is nobody's.
          next?.catch(() => {});
          yield batch.rows;
          if (!next) break;
          batch = await next;
        }
      }
      return {
        fileName: `${names.activityFile}-${formatDate(clock.now()).replaceAll('/', '-')}.xlsx`,
        stream: streamSpreadsheet({
          writer: spreadsheets,
          sheet: names.activities,
          columns: activityColumns(wording),
          batches,
          onError: (err) => logger.error({ err }, 'activity export failed'),
        }),
      };
    },

    async students(user: AuthContext, activityId: string, logger: FastifyBaseLogger): Promise<SpreadsheetExport> {
      const activity = await access.forTeacher(user, activityId);
      const now = clock.now();
      const [examQuestionIds, trailSteps, wording] = await Promise.all([
        activity.kind === 'digital_exam' ? exportRepo.examQuestionIds(user.platformId, activity.id) : null,
        activity.kind === 'trail' ? exportRepo.trailStepCount(user.platformId, activity.id) : null,
        wordingOf(user.platformId),
      ]);
      const names = exportNames(wording);
      async function* batches() {
        let after: { name: string; id: string } | undefined;
        for (;;) {
          const rows = await exportRepo.studentBatch(user.platformId, activity.id, EXPORT_BATCH, after);
          if (rows.length > 0) yield rows;
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_BATCH) return;
          after = { name: last.student.name, id: last.student.id };
        }
      }
      return {
        fileName: `${names.studentsFile}-${safeName(activity.title)}.xlsx`,
        stream: streamSpreadsheet({
          writer: spreadsheets,
          sheet: names.students,
          columns: studentColumns(activity, now, examQuestionIds, wording, trailSteps),
          batches,
          onError: (err) => logger.error({ err, activityId }, 'students export failed'),
        }),
      };
    },
  };
}

export type ActivityExportService = ReturnType<typeof createActivityExportService>;
