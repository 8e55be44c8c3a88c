import type { MapEnergyResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/** GET /interactive-map/energy: the student's energy as it is now. */
export const mapEnergyOptions = () =>
  queryOptions({
    queryKey: ['interactive-map', 'energy'] as const,
    queryFn: ({ signal }) => request<MapEnergyResponse>('main', '/interactive-map/energy', { signal }),
  });

/**
 * The student's energy: the session's (from the login answer) shows until the current one arrives,
 * so the map draws at once and grows if the student earned more.
 */
export const useMapEnergy = (sessionEnergy: number) =>
  useQuery({
    ...mapEnergyOptions(),
    select: (answer) => answer.energy,
    placeholderData: { energy: sessionEnergy },
  });
