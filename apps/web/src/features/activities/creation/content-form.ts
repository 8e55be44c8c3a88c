import type { ActivityDetail } from '@ava/contracts';
import { z } from 'zod';
import type { StepBodies } from './creation-api.ts';

/** Step two as the form holds it; can_cheat travels inverted, as anti_cheat. */
export const contentFormSchema = z.object({
  details: z.string(),
  fullscreen: z.boolean(),
  /** The question order; `randomize` shuffles each question's alternatives. */
  randomize_question: z.boolean(),
  randomize: z.boolean(),
  can_cheat: z.boolean(),
  password: z.string().trim().max(64, 'Use no máximo 64 caracteres.'),
  forum: z.boolean(),
});
export type ContentForm = z.infer<typeof contentFormSchema>;

export function contentFromActivity(
  activity: Pick<ActivityDetail, 'kind' | 'details' | 'config'> | undefined,
): ContentForm {
  const config = activity?.config ?? {};
  return {
    details: activity?.details ?? '',
    fullscreen: config.fullscreen ?? false,
    randomize_question: config.randomize_question ?? false,
    randomize: config.randomize ?? false,
    can_cheat: config.anti_cheat === undefined ? true : !config.anti_cheat,
    password: config.password ?? '',
    forum: activity?.kind === 'forum' || (config.forum ?? false),
  };
}

export function secondStepBody(form: ContentForm, activity: string, isForum: boolean): StepBodies['second_step'] {
  return {
    activity,
    details: form.details,
    config: {
      fullscreen: form.fullscreen,
      randomize_question: form.randomize_question,
      randomize: form.randomize,
      anti_cheat: !form.can_cheat,
      password: form.password.trim() === '' ? null : form.password.trim(),
      forum: isForum || form.forum,
    },
  };
}
