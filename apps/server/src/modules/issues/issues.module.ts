import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createIssuesRepository } from './issues.repository.ts';
import { issuesRoutes } from './issues.routes.ts';
import { createIssuesService, type IssuesService } from './issues.service.ts';

/** Reports and feedbacks a user may send in a minute: plenty for a person, little for a script. */
const WRITES_PER_MINUTE = 30;

export type { IssuesService };

export interface IssuesModule extends AppModule {
  /** Reports of problems in questions and exams, filed from the question bank and the exam catalogue too. */
  issues: IssuesService;
}

export function createIssuesModule(deps: { db: Database; clock: Clock }): IssuesModule {
  const issues = createIssuesService({ issuesRepo: createIssuesRepository(deps.db) });
  const writeLimit = createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: WRITES_PER_MINUTE });
  return { issues, routes: { main: [mount(issuesRoutes, { issues, writeLimit })] } };
}
