import type { CalculateScoreBody, GameScoreResult } from '@ava/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/**
 * POST /game_results/calculate_score (main): the server scores the answers the frame sent
 * (never a score from the frame) and credits the pokz.
 */
export const useCalculateScore = () =>
  useMutation({
    mutationFn: (body: CalculateScoreBody) =>
      request<GameScoreResult>('main', '/game_results/calculate_score', { method: 'POST', body }),
  });
