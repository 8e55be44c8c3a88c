import type { HomeworkGamesList, UpdateGames } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { gameKeys } from '../../../lib/games.ts';
import { request } from '../../../lib/http/request.ts';

/** What a tarefa's challenges change from `current` to `chosen`: those added, in the order chosen, and those removed. */
export function gamesChanges(current: readonly string[], chosen: readonly string[]) {
  return {
    add_games: chosen.filter((id) => !current.includes(id)),
    rm_games: current.filter((id) => !chosen.includes(id)),
  };
}

/**
 * POST /homeworks/update_games: the challenges a tarefa gains and loses, answered with its
 * challenges as they are now (409 once its students began).
 */
export const updateHomeworkGames = (body: UpdateGames) =>
  request<HomeworkGamesList>('main', '/homeworks/update_games', { method: 'POST', body, notifyError: true });

export function useUpdateHomeworkGames() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateHomeworkGames,
    onSuccess: (list, body) => {
      client.setQueryData(activityKeys.homeworkGames(body.activity), list);
      // A challenge put in a tarefa is now used by the teacher (game_used of every list of games).
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
