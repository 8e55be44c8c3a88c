import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { ArcadePlays } from '../challenges/challenges.module.ts';
import { createParkRepository } from './park.repository.ts';
import { parkRoutes } from './park.routes.ts';
import { createParkService } from './park.service.ts';

/** The park (document 3 section 7): credits from the store's park packs, tickets, arcade games of the challenges' runtime. */
export function createParkModule(deps: { db: Database; clock: Clock; arcadePlays: ArcadePlays }): AppModule {
  const park = createParkService({
    repo: createParkRepository(deps.db),
    arcadePlays: deps.arcadePlays,
    transact: transactOn(deps.db),
    clock: deps.clock,
  });
  return { routes: { main: [mount(parkRoutes, { park })] } };
}
