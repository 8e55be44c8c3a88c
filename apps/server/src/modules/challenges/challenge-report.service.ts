import {
  displayDay,
  formatDate,
  GAME_CONTENT_STATUS_LABELS,
  GAME_LAYOUTS,
  INTERACTION_NAMES,
  STAGE_GRADE_IDS,
} from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { type Column, type SpreadsheetExport, streamSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import type { ChallengeSearchRepository, ReportCursor, ReportRow } from './challenge-search.repository.ts';
import { managesPlatform, requireAuthor } from './challenges.access.ts';
import type { ChallengesRepository } from './challenges.repository.ts';

/** Rows read from the database per batch of the spreadsheet. */
const REPORT_BATCH = 500;

const layoutName = (id: string | null) => GAME_LAYOUTS.find((layout) => layout.id === id)?.name ?? '';

function reportColumns(gradeNames: Map<number, string>): Column<ReportRow>[] {
  return [
    { header: 'Título', key: 'title', width: 40, value: (row) => row.content.title },
    { header: 'Interação', key: 'interaction', width: 22, value: (row) => INTERACTION_NAMES[row.content.interaction] },
    { header: 'Layout', key: 'layout', width: 20, value: (row) => layoutName(row.content.layout) },
    { header: 'Situação', key: 'status', width: 14, value: (row) => GAME_CONTENT_STATUS_LABELS[row.content.status] },
    { header: 'Disciplina', key: 'subject', width: 20, value: (row) => row.content.subject ?? '' },
    {
      header: 'Séries',
      key: 'grades',
      width: 30,
      value: (row) => row.content.grade_ids.map((id) => gradeNames.get(id) ?? String(id)).join(', '),
    },
    { header: 'Autor', key: 'author', width: 28, value: (row) => row.author },
    { header: 'Jogadas', key: 'plays', width: 10, value: (row) => row.plays },
    { header: 'Média', key: 'average', width: 10, value: (row) => row.average },
    { header: 'Atualizado em', key: 'updated_at', width: 14, value: (row) => formatDate(row.content.updated_at) },
  ];
}

/** GET /reports/challenges_xlsx: the caller's challenges, or the platform's, with their plays and average score. */
export function createChallengeReportService(deps: {
  repo: Pick<ChallengesRepository, 'gradesNamed'>;
  searchRepo: Pick<ChallengeSearchRepository, 'reportBatch'>;
  clock: Clock;
  spreadsheets: Pick<SpreadsheetWriter, 'open'>;
}) {
  const { repo, searchRepo, clock, spreadsheets } = deps;

  return {
    async challenges(
      user: AuthContext,
      scope: 'mine' | 'platform',
      logger: FastifyBaseLogger,
    ): Promise<SpreadsheetExport> {
      if (scope === 'platform' && !managesPlatform(user)) throw forbidden();
      if (scope === 'mine') requireAuthor(user);
      const authorId = scope === 'mine' ? user.userId : null;
      const grades = await repo.gradesNamed(Object.values(STAGE_GRADE_IDS).flat());
      async function* batches() {
        let after: ReportCursor | undefined;
        for (;;) {
          const rows = await searchRepo.reportBatch(user.platformId, authorId, REPORT_BATCH, after);
          if (rows.length > 0) yield rows;
          const last = rows.at(-1);
          if (!last || rows.length < REPORT_BATCH) return;
          after = { title: last.content.title, id: last.content.id };
        }
      }
      return {
        fileName: `desafios-${displayDay(clock.now())}.xlsx`,
        stream: streamSpreadsheet({
          writer: spreadsheets,
          sheet: 'Desafios',
          columns: reportColumns(new Map(grades.map((grade) => [grade.id, grade.name]))),
          batches,
          onError: (err) => logger.error({ err }, 'challenges report failed'),
        }),
      };
    },
  };
}

export type ChallengeReportService = ReturnType<typeof createChallengeReportService>;
