import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import { createReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

export function createReportsModule(deps: { db: Database; clock: Clock; spreadsheets: SpreadsheetWriter }): AppModule {
  const reports = createReportsService({ reportsRepo: createReportsRepository(deps.db), clock: deps.clock });
  return { routes: { 'teacher-dashboard': [mount(reportsRoutes, { reports, spreadsheets: deps.spreadsheets })] } };
}
