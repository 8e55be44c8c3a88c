import { z } from 'zod';
import { ENERGY_EVENT_KINDS } from './map-energy.ts';

/** PATCH /interactive-map/energy */
export const mapEnergyUpdateSchema = z.object({
  event_type: z.enum(ENERGY_EVENT_KINDS),
  user_map: z.string().trim().min(1).max(40).nullish(),
});
export type MapEnergyUpdate = z.infer<typeof mapEnergyUpdateSchema>;

export const mapEnergyResponseSchema = z.object({ energy: z.number().int() });
export type MapEnergyResponse = z.infer<typeof mapEnergyResponseSchema>;
