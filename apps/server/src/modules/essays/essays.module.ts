import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/database.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createSchoolWorkRepository } from '../school-work/school-work.repository.ts';
import { createSubmissionAccess } from '../school-work/submission-access.ts';
import { createEssaysRepository } from './essays.repository.ts';
import { essaysRoutes } from './essays.routes.ts';
import { createEssaysService } from './essays.service.ts';

export async function registerEssays(app: FastifyInstance, deps: { db: Executor }): Promise<void> {
  const access = createActivityAccess(deps.db);
  const workRepo = createSchoolWorkRepository(deps.db);
  const essays = createEssaysService({
    access,
    submissionOf: createSubmissionAccess({ access, repo: workRepo }),
    essaysRepo: createEssaysRepository(deps.db),
    workRepo,
  });
  await app.register(essaysRoutes, { essays });
}
