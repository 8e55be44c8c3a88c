import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createSchoolMemberships } from '../tenancy/tenancy.module.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService } from './integrations.service.ts';

export function createIntegrationsModule(deps: { db: Database; clock: Clock; publicUrl: string }): AppModule {
  const integrations = createIntegrationsService({
    integrationsRepo: createIntegrationsRepository(deps.db),
    memberships: createSchoolMemberships(deps.db),
    clock: deps.clock,
    issuer: deps.publicUrl,
  });
  return { routes: { identity: [mount(integrationsRoutes, { integrations })] } };
}
