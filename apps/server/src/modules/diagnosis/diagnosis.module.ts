import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import { createDiagnosisRepository } from './diagnosis.repository.ts';
import { diagnosisRoutes } from './diagnosis.routes.ts';
import { createDiagnosisService } from './diagnosis.service.ts';

export function createDiagnosisModule(deps: {
  db: Database;
  clock: Clock;
  spreadsheets: SpreadsheetWriter;
}): AppModule {
  const diagnosis = createDiagnosisService({ diagnosisRepo: createDiagnosisRepository(deps.db), clock: deps.clock });
  return {
    routes: { assistant: [mount(diagnosisRoutes, { diagnosis, spreadsheets: deps.spreadsheets, clock: deps.clock })] },
  };
}
