import type { CalculateScoreBody, GameScoreResult } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { pokzShown, refreshPokzBalance } from '../../../lib/pokz-balance.ts';
import { updateSessionUser } from '../../../lib/session.ts';

/**
 * POST /game_results/calculate_score (main): the server scores the answers the frame sent
 * (never a score from the frame) and credits the pokz, which the score dialog shows: the header's
 * balance is read again without toasting them a second time. A level reached is the session's
 * level from then on (the home's badge, the avatar's border).
 */
export function useCalculateScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CalculateScoreBody) =>
      request<GameScoreResult>('main', '/game_results/calculate_score', { method: 'POST', body }),
    onSuccess: (result) => {
      pokzShown(result.pokz);
      void refreshPokzBalance(client);
      if (result.level.level_up) updateSessionUser({ level: result.level.level });
    },
  });
}
