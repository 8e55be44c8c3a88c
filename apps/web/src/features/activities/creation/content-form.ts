import { type ActivityDetail, type ActivityKind, activityConfigKeys, defaultActivityConfig } from '@ava/contracts';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import type { StepBodies } from './creation-api.ts';

export const DEFAULT_EXAM_MINUTES = 60;
export const MAX_EXAM_MINUTES = 24 * 60;
const EXAM_DURATION = `A duração deve ser de 1 a ${MAX_EXAM_MINUTES} minutos.`;

/**
 * Step two as the form holds it; can_cheat travels inverted, as anti_cheat. A digital exam also
 * chooses here the published exam it applies and for how many minutes (`exam`, `duration`).
 */
export const contentFormSchema = z.object({
  details: z.string(),
  fullscreen: z.boolean(),
  /** The question order; `randomize` shuffles each question's alternatives. */
  randomize_question: z.boolean(),
  randomize: z.boolean(),
  can_cheat: z.boolean(),
  password: z.string().trim().max(64, 'Use no máximo 64 caracteres.'),
  forum: z.boolean(),
  /** A trilha's step forums: others' comments hidden until the student comments; students remove their own. */
  hideComments: z.boolean(),
  deleteComments: z.boolean(),
  exam: z.string(),
  duration: z.string(),
});
export type ContentForm = z.infer<typeof contentFormSchema>;

/**
 * A digital exam's step two: its exam chosen, and a whole number of minutes from 1 to a day. The
 * messages are read as the form is checked, in the platform's vocabulary.
 */
export const examContentFormSchema = contentFormSchema.superRefine((form, context) => {
  if (!form.exam) {
    const message = i18n.t('creation.exam.required', { ns: ACTIVITIES_NAMESPACE });
    context.addIssue({ code: 'custom', path: ['exam'], message });
  }
  const minutes = Number(form.duration);
  if (form.duration.trim() === '' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_EXAM_MINUTES) {
    context.addIssue({ code: 'custom', path: ['duration'], message: EXAM_DURATION });
  }
});

/** The exam a digital exam applies, as the form starts from it. */
export interface AttachedExam {
  exam_id: string;
  duration: number;
}

export function contentFromActivity(
  activity: Pick<ActivityDetail, 'kind' | 'details' | 'config'> | undefined,
  attached?: AttachedExam,
): ContentForm {
  const config = { ...(activity ? defaultActivityConfig(activity.kind) : {}), ...activity?.config };
  return {
    details: activity?.details ?? '',
    fullscreen: config.fullscreen ?? false,
    randomize_question: config.randomize_question ?? false,
    randomize: config.randomize ?? false,
    can_cheat: !config.anti_cheat,
    password: config.password ?? '',
    forum: config.forum ?? false,
    hideComments: config.hideComments ?? false,
    deleteComments: config.deleteComments ?? false,
    exam: attached?.exam_id ?? '',
    duration: String(attached?.duration ?? DEFAULT_EXAM_MINUTES),
  };
}

/** The details and the settings of the kind (activityConfigKeys): an essay sends no exam setting. */
export function secondStepBody(form: ContentForm, activity: string, kind: ActivityKind): StepBodies['second_step'] {
  const password = form.password.trim();
  const all = {
    fullscreen: form.fullscreen,
    randomize_question: form.randomize_question,
    randomize: form.randomize,
    anti_cheat: !form.can_cheat,
    password: password === '' ? null : password,
    forum: form.forum,
    hideComments: form.hideComments,
    deleteComments: form.deleteComments,
  };
  return {
    activity,
    details: form.details,
    config: Object.fromEntries(activityConfigKeys(kind).map((key) => [key, all[key]])),
  };
}
