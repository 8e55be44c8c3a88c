import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createShortLinksRepository } from './shortlinks.repository.ts';
import { shortLinksRoutes } from './shortlinks.routes.ts';
import { createShortLinksService } from './shortlinks.service.ts';

export function createShortLinksModule(deps: { db: Database; clock: Clock; publicUrl: string }): AppModule {
  const shortLinks = createShortLinksService({
    shortLinksRepo: createShortLinksRepository(deps.db),
    clock: deps.clock,
    publicUrl: deps.publicUrl,
  });
  return { routes: { shortlinks: [mount(shortLinksRoutes, { shortLinks })] } };
}
