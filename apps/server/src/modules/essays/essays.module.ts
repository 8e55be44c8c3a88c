import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createSubmissions } from '../school-work/school-work.access.ts';
import { createEssaysRepository, type EssaysRepository } from './essays.repository.ts';
import { essaysRoutes } from './essays.routes.ts';
import { createEssaysService } from './essays.service.ts';

export { compressPosition, decompressPosition } from './bookmark-position.ts';
export { essayPlainText, essayTextLength } from './essay-text-length.ts';
export { createEssayToCorrect, type EssayToCorrect } from './essay-to-correct.ts';
export { presentBookmark } from './essays.presenter.ts';

/**
 * The correction marks other modules write: school work removes them when a new final essay is
 * sent; the essay assistant adds the suggestions an educator accepts.
 */
export type EssayMarks = Pick<EssaysRepository, 'removeForEssay' | 'insert'>;

export function createEssayMarks(db: Executor): EssayMarks {
  const repo = createEssaysRepository(db);
  return { removeForEssay: repo.removeForEssay, insert: repo.insert };
}

export function createEssaysModule(deps: { db: Executor }): AppModule {
  const essays = createEssaysService({
    access: createActivityAccess(deps.db),
    submissions: createSubmissions(deps.db),
    essaysRepo: createEssaysRepository(deps.db),
  });
  return { routes: { main: [mount(essaysRoutes, { essays })] } };
}
