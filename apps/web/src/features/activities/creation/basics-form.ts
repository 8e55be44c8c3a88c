import {
  ACTIVITY_TITLE_MAX,
  type ActivityDetail,
  fromWallTimeInput,
  toWallTimeInput,
  WORKLOAD_OPTIONS,
} from '@ava/contracts';
import { z } from 'zod';
import { type ActivityScreenKind, CREATION_KINDS } from '../activity-kinds.ts';
import type { StepBodies } from './creation-api.ts';

export const REQUIRED = 'Esse campo é obrigatório';
const END_BEFORE_START = 'A data de término deve ser depois da data de início.';

/** A 'yyyy-MM-ddTHH:mm' wall time as the instant it names on the platform's clock ('' when it names none). */
const instantOf = (value: string) => fromWallTimeInput(value)?.toISOString() ?? '';

/**
 * Step one as the form holds it; dates are 'yyyy-MM-ddTHH:mm' wall times (the date-and-time
 * fields' values), read on the platform's clock (America/Sao_Paulo), the clock every screen prints them with.
 */
export const basicsFormSchema = z
  .object({
    kind: z.enum(CREATION_KINDS as [ActivityScreenKind, ...ActivityScreenKind[]]),
    title: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .max(ACTIVITY_TITLE_MAX, `Use no máximo ${ACTIVITY_TITLE_MAX} caracteres.`),
    classroom: z.string().min(1, REQUIRED),
    start_time: z.string().min(1, REQUIRED),
    end_time: z.string().min(1, REQUIRED),
    /** Minutes: '' for none, one of WORKLOAD_OPTIONS, or a stored value none of them names (kept as it is). */
    workload: z.string().regex(/^\d*$/),
    bncc: z.array(z.string()),
    keywords: z.array(z.string()),
  })
  .refine((form) => instantOf(form.end_time) > instantOf(form.start_time), {
    path: ['end_time'],
    message: END_BEFORE_START,
  });
export type BasicsForm = z.input<typeof basicsFormSchema>;

export function emptyBasics(): BasicsForm {
  return {
    kind: 'forum',
    title: '',
    classroom: '',
    start_time: '',
    end_time: '',
    workload: '',
    bncc: [],
    keywords: [],
  };
}

/**
 * The value of the select's 'Sem informação' option: a stored workload that none of the options
 * names (document 2 section 9 shows it so), sent back unchanged unless another option is picked.
 */
export function unlistedWorkload(workload: string): string {
  return WORKLOAD_OPTIONS.some((minutes) => String(minutes) === workload) ? '' : workload;
}

export function basicsFromActivity(activity: ActivityDetail): BasicsForm {
  return {
    kind: (CREATION_KINDS as string[]).includes(activity.kind) ? (activity.kind as ActivityScreenKind) : 'forum',
    title: activity.title,
    classroom: activity.classroom.id,
    start_time: toWallTimeInput(activity.start_time),
    end_time: toWallTimeInput(activity.end_time),
    workload: activity.workload === null ? '' : String(activity.workload),
    bncc: activity.bncc,
    keywords: activity.keywords,
  };
}

export function firstStepBody(form: BasicsForm, activity: string | undefined): StepBodies['first_step'] {
  return {
    activity,
    activity_type: form.kind,
    title: form.title.trim(),
    classroom: form.classroom,
    start_time: instantOf(form.start_time),
    end_time: instantOf(form.end_time),
    workload: form.workload === '' ? null : Number(form.workload),
    bncc: form.bncc,
    keywords: form.keywords,
  };
}
