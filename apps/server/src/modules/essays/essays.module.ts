import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createSubmissions } from '../school-work/school-work.access.ts';
import { createEssaysRepository, type EssaysRepository } from './essays.repository.ts';
import { essaysRoutes } from './essays.routes.ts';
import { createEssaysService } from './essays.service.ts';

/** Removing a student's correction marks, which school work does when a new final essay is sent. */
export type EssayMarks = Pick<EssaysRepository, 'removeForEssay'>;

export function createEssayMarks(db: Executor): EssayMarks {
  return { removeForEssay: createEssaysRepository(db).removeForEssay };
}

export function createEssaysModule(deps: { db: Executor }): AppModule {
  const essays = createEssaysService({
    access: createActivityAccess(deps.db),
    submissions: createSubmissions(deps.db),
    essaysRepo: createEssaysRepository(deps.db),
  });
  return { routes: { main: [mount(essaysRoutes, { essays })] } };
}
