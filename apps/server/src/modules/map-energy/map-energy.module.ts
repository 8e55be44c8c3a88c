import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { mapEnergyRoutes } from './map-energy.routes.ts';
import { createMapEnergyService, type MapEnergyService } from './map-energy.service.ts';

export type { MapEnergyService };

export interface MapEnergyModule extends AppModule {
  /** Raised by every module whose student actions feed the map (forum, school work, exams, ...). */
  mapEnergy: MapEnergyService;
}

export function createMapEnergyModule(deps: Parameters<typeof createMapEnergyService>[0]): MapEnergyModule {
  const mapEnergy = createMapEnergyService(deps);
  return { mapEnergy, routes: { main: [mount(mapEnergyRoutes, { mapEnergy })] } };
}
