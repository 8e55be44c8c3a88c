import { z } from 'zod';
import { ACTIVITY_TYPES, type ActivityTypeCode } from './codes.ts';

/** The kinds of activity a teacher creates; school work has no letter of its own and travels as a task. */
export const ACTIVITY_KINDS = [
  'homework',
  'forum',
  'task',
  'essay',
  'work',
  'handmade',
  'digital_exam',
  'trail',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const codeByKind: Record<ActivityKind, ActivityTypeCode> = {
  homework: ACTIVITY_TYPES.homework,
  forum: ACTIVITY_TYPES.forum,
  task: ACTIVITY_TYPES.task,
  essay: ACTIVITY_TYPES.essay,
  work: ACTIVITY_TYPES.task,
  handmade: ACTIVITY_TYPES.handmade,
  digital_exam: ACTIVITY_TYPES.digitalExam,
  trail: ACTIVITY_TYPES.learningTrail,
};

export function activityTypeCode(kind: ActivityKind): ActivityTypeCode {
  return codeByKind[kind];
}

/** Activity config of document 2 section 3; anti_cheat is the inverse of the form's can_cheat. */
export const activityConfigSchema = z
  .object({
    fullscreen: z.boolean(),
    randomize_question: z.boolean(),
    randomize: z.boolean(),
    anti_cheat: z.boolean(),
    password: z.string().max(64).nullable(),
    forum: z.boolean(),
  })
  .partial();
export type ActivityConfig = z.infer<typeof activityConfigSchema>;
