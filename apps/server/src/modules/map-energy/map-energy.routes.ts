import { mapEnergyResponseSchema, mapEnergyUpdateSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { MapEnergyService } from './map-energy.service.ts';

export const mapEnergyRoutes: FastifyPluginAsyncZod<{ mapEnergy: MapEnergyService }> = async (app, { mapEnergy }) => {
  app.get(
    '/interactive-map/energy',
    {
      schema: {
        summary: "The caller's map energy (one per student, whichever map they see)",
        response: { 200: mapEnergyResponseSchema },
      },
    },
    async (request) => ({ energy: await mapEnergy.energyOf(requireAuth(request)) }),
  );

  app.patch(
    '/interactive-map/energy',
    {
      schema: {
        summary: "Raises an energy event on the caller's interactive map (students only) and answers the energy",
        body: mapEnergyUpdateSchema,
        response: { 200: mapEnergyResponseSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      const raised = await mapEnergy.raise(user, {
        kind: request.body.event_type,
        source: 'interactive_map',
        userMap: request.body.user_map,
      });
      return { energy: raised ?? (await mapEnergy.energyOf(user)) };
    },
  );
};
