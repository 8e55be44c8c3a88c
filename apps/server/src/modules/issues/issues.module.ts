import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createIssuesRepository } from './issues.repository.ts';
import { issuesRoutes } from './issues.routes.ts';
import { createIssuesService } from './issues.service.ts';

/** Reports and feedbacks a user may send in a minute: plenty for a person, little for a script. */
const WRITES_PER_MINUTE = 30;

export async function registerIssues(app: FastifyInstance, deps: { db: Database; clock: Clock }): Promise<void> {
  await app.register(issuesRoutes, {
    issues: createIssuesService({ issuesRepo: createIssuesRepository(deps.db) }),
    writeLimit: createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: WRITES_PER_MINUTE }),
  });
}
