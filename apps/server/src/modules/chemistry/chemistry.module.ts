import type { Clock } from '../../platform/clock.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { chemistryRoutes } from './chemistry.routes.ts';
import { CHEMISTRY_NAMESPACE, createChemistryService } from './chemistry.service.ts';

/** A teacher trying a formula sends it several times a minute; 30 leaves room and stops a flood. */
const DRAWINGS_PER_MINUTE = 30;

export function createChemistryModule(deps: {
  clock: Clock;
  storage: Pick<StorageService, 'saveGenerated' | 'registerAccessRule'>;
}): AppModule {
  // Drawings hold only a formula: everyone of the platform reads them (students see them in
  // the texts they read); nobody writes or deletes them through the storage routes, since one
  // drawing serves every text of the platform that shows the same formula.
  deps.storage.registerAccessRule(CHEMISTRY_NAMESPACE, async (_user, _key, mode) => mode === 'read');
  const chemistry = createChemistryService({ storage: deps.storage });
  const limit = createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: DRAWINGS_PER_MINUTE });
  return { routes: { chemistry: [mount(chemistryRoutes, { chemistry, limit })] } };
}
