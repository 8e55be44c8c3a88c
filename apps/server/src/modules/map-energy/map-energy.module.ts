import type { FastifyInstance } from 'fastify';
import { mapEnergyRoutes } from './map-energy.routes.ts';
import type { MapEnergyService } from './map-energy.service.ts';

export async function registerMapEnergy(app: FastifyInstance, deps: { mapEnergy: MapEnergyService }): Promise<void> {
  await app.register(mapEnergyRoutes, deps);
}
