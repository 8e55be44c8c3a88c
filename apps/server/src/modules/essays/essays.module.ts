import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createSchoolWorkRepository } from '../school-work/school-work.repository.ts';
import { createSubmissionAccess } from '../school-work/submission-access.ts';
import { createEssaysRepository } from './essays.repository.ts';
import { essaysRoutes } from './essays.routes.ts';
import { createEssaysService } from './essays.service.ts';

export function createEssaysModule(deps: { db: Executor }): AppModule {
  const access = createActivityAccess(deps.db);
  const workRepo = createSchoolWorkRepository(deps.db);
  const essays = createEssaysService({
    access,
    submissionOf: createSubmissionAccess({ access, repo: workRepo }),
    essaysRepo: createEssaysRepository(deps.db),
    workRepo,
  });
  return { routes: { main: [mount(essaysRoutes, { essays })] } };
}
