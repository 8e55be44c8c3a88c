import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createDraftsRepository } from './drafts.repository.ts';
import { draftsRoutes } from './drafts.routes.ts';
import { createDraftsService } from './drafts.service.ts';

/** The web saves at most every two seconds while a teacher types: 60 a minute leaves room for a few tabs. */
const WRITES_PER_MINUTE = 60;

export function createDraftsModule(deps: { db: Database; clock: Clock }): AppModule {
  const drafts = createDraftsService({ draftsRepo: createDraftsRepository(deps.db), clock: deps.clock });
  const limit = createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: WRITES_PER_MINUTE });
  return { routes: { main: [mount(draftsRoutes, { drafts, limit })] } };
}
