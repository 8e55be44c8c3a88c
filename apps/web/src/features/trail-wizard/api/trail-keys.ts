import type { TrailSearchRequest } from '@ava/contracts';

export type TrailListScope = 'complete' | 'network' | 'published';

/** Query keys of the trail screens. */
export const trailKeys = {
  all: ['trails-wizard'] as const,
  search: (scope: TrailListScope, filters: TrailSearchRequest) => [...trailKeys.all, 'search', scope, filters] as const,
  detail: (externalId: string) => [...trailKeys.all, 'detail', externalId] as const,
  filters: () => [...trailKeys.all, 'filters'] as const,
  challenges: (search: string) => [...trailKeys.all, 'challenges', search] as const,
};
