import type { MapEnergyResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/**
 * GET /interactive-map/energy: the student's energy as it is now. The session's (from the login
 * answer) shows until it arrives, so the map draws at once and grows if the student earned more.
 */
export const useMapEnergy = (sessionEnergy: number) =>
  useQuery({
    queryKey: ['interactive-map', 'energy'] as const,
    queryFn: ({ signal }) => request<MapEnergyResponse>('main', '/interactive-map/energy', { signal }),
    select: (answer) => answer.energy,
    placeholderData: { energy: sessionEnergy },
  });
