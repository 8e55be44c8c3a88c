import type { CalculateScoreBody, GameScoreResult } from '@ava/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { updateSessionUser } from '../../../lib/session.ts';

/**
 * POST /game_results/calculate_score (main): the server scores the answers the frame sent
 * (never a score from the frame) and credits the pokz. A level reached is the session's level
 * from then on (the home's badge, the avatar's border).
 */
export const useCalculateScore = () =>
  useMutation({
    mutationFn: (body: CalculateScoreBody) =>
      request<GameScoreResult>('main', '/game_results/calculate_score', { method: 'POST', body }),
    onSuccess: (result) => {
      if (result.level.level_up) updateSessionUser({ level: result.level.level });
    },
  });
