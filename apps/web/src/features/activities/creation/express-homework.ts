import { ACTIVITY_TITLE_MAX, type ActivityDetail, fromWallTimeInput, toWallTimeInput } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { gameKeys } from '../../../lib/games.ts';
import { REQUIRED } from './basics-form.ts';
import { creationStep } from './creation-api.ts';
import { updateHomeworkGames } from './homework-games-api.ts';

const DAYS_TO_DEADLINE = 7;

/**
 * The express homework form: the classrooms, the deadline (a 'yyyy-MM-ddTHH:mm' wall time on the
 * platform's clock, ahead of now) and a title, the challenge's when left empty.
 */
export const expressFormSchema = z.object({
  classrooms: z.array(z.string()).min(1, 'Escolha ao menos uma turma.'),
  end_time: z
    .string()
    .min(1, REQUIRED)
    .refine((value) => (fromWallTimeInput(value)?.getTime() ?? 0) > Date.now(), 'O término deve ser depois de agora.'),
  title: z.string().trim().max(ACTIVITY_TITLE_MAX, `Use no máximo ${ACTIVITY_TITLE_MAX} caracteres.`),
});
export type ExpressForm = z.infer<typeof expressFormSchema>;

/** A week from today, at 23:59: the deadline the form starts with. */
export function defaultDeadline(now = new Date()): string {
  const day = toWallTimeInput(new Date(now.getTime() + DAYS_TO_DEADLINE * 24 * 60 * 60_000)).slice(0, 10);
  return `${day}T23:59`;
}

interface ExpressHomework {
  game: { oed_content_id: string; title: string };
  form: ExpressForm;
}

/**
 * Creates and publishes one tarefa of the challenge per classroom, through the documented calls in
 * the flow's order: the four creation steps (every student of the classroom at the third) with
 * the challenge added between the second and the third. A call that fails stops there, its
 * message shown; what was made before it stays (a tarefa published, or a draft in the list).
 */
export function useExpressHomework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, form }: ExpressHomework) => {
      const title = form.title.trim() || game.title.slice(0, ACTIVITY_TITLE_MAX);
      const end_time = fromWallTimeInput(form.end_time)?.toISOString();
      const start_time = new Date().toISOString();
      const published: ActivityDetail[] = [];
      for (const classroom of form.classrooms) {
        const body = { activity_type: 'homework', title, classroom, start_time, end_time } as const;
        const { id } = await creationStep('first_step', 'homework', body);
        await creationStep('second_step', 'homework', { activity: id, details: '' });
        await updateHomeworkGames({ activity: id, add_games: [game.oed_content_id] });
        await creationStep('third_step', 'homework', { activity: id });
        published.push(await creationStep('fourth_step', 'homework', { activity: id, publish: true }));
      }
      return published;
    },
    // The challenge is now used by the teacher too (game_used of every list of games).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: activityKeys.all }),
        client.invalidateQueries({ queryKey: gameKeys.all }),
      ]),
  });
}
