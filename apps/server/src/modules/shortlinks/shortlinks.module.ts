import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createShortLinksRepository } from './shortlinks.repository.ts';
import { shortLinksRoutes } from './shortlinks.routes.ts';
import { createShortLinksService } from './shortlinks.service.ts';

export async function registerShortLinks(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; publicUrl: string },
): Promise<void> {
  const shortLinks = createShortLinksService({
    shortLinksRepo: createShortLinksRepository(deps.db),
    clock: deps.clock,
    publicUrl: deps.publicUrl,
  });
  await app.register(shortLinksRoutes, { shortLinks });
}
