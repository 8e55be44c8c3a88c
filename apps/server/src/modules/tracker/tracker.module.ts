import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createTrackerRepository } from './tracker.repository.ts';
import { trackerRoutes } from './tracker.routes.ts';
import { createTrackerService } from './tracker.service.ts';

/** A log every 10 s from each open tab: 30 a minute leaves room for a few tabs. */
const REPORTS_PER_MINUTE = 30;

export function createTrackerModule(deps: { db: Database; clock: Clock }): AppModule {
  const tracker = createTrackerService({ trackerRepo: createTrackerRepository(deps.db), clock: deps.clock });
  const limit = createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: REPORTS_PER_MINUTE });
  return { routes: { tracker: [mount(trackerRoutes, { tracker, limit })] } };
}
