import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createTenancyRepository } from '../tenancy/tenancy.repository.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService } from './integrations.service.ts';

export async function registerIntegrations(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; publicUrl: string },
): Promise<void> {
  const integrations = createIntegrationsService({
    integrationsRepo: createIntegrationsRepository(deps.db),
    tenancyRepo: createTenancyRepository(deps.db),
    clock: deps.clock,
    issuer: deps.publicUrl,
  });
  await app.register(integrationsRoutes, { integrations });
}
