import type { GameSearchRequest } from '@ava/contracts';
import { gameKeys } from '../../../lib/games.ts';

/** Where a search looks: the platform's own contents and the shared ones, or the shared catalogue only. */
export type SearchScope = 'complete' | 'external';

/** Under gameKeys.all, so a rating, favourite or factory step refreshes every list of games. */
export const challengeKeys = {
  search: (scope: SearchScope, request: GameSearchRequest) => [...gameKeys.all, 'search', scope, request] as const,
  daily: () => [...gameKeys.all, 'daily'] as const,
  draft: (contentId: string) => [...gameKeys.all, 'draft', contentId] as const,
  filters: () => ['game-catalogue', 'filters'] as const,
  interactions: () => ['game-catalogue', 'interactions'] as const,
  layouts: () => ['game-catalogue', 'layouts'] as const,
  variations: () => ['game-catalogue', 'variations'] as const,
  bncc: (search: string) => ['game-catalogue', 'bncc', search] as const,
};
