import { z } from 'zod';
import { activityConfigSchema } from './activities.ts';

/**
 * A 'Trilha' activity seen by its teacher and by guardians (document 2 sections 3 and 7): the
 * published trail it applies (learning_trails_list, update_trails), each student's progress
 * (learning_trails_result_list), each step's figures (learning_trails_summary) and a dependent's
 * 'Trail progress' (student_trail_progress). Progress is a whole percent of the steps done.
 */

const id = z.uuid();

export const TRAIL_RESULTS_MESSAGES = {
  trailNotAttached: 'Esta atividade ainda não tem uma trilha.',
  trailNotPublished: 'Escolha uma trilha publicada da plataforma.',
  notTrailActivity: 'Só é possível aplicar uma trilha a uma atividade de trilha.',
  trailAlreadyStarted: 'Alunos já começaram esta trilha: ela não pode mais ser trocada ou removida.',
  notYourDependent: 'Este aluno não é seu dependente nesta atividade.',
} as const;

/** A published trail as the teacher picks it. */
export const trailChoiceSchema = z.object({
  trail_id: id,
  external_id: z.string(),
  title: z.string(),
  total_steps: z.number().int().min(0),
});
export type TrailChoice = z.infer<typeof trailChoiceSchema>;

export const learningTrailsListQuerySchema = z.object({
  activity: id,
  /** Part of the title of the platform's published trails to offer; none: the first ones by title. */
  search: z.string().trim().max(120).optional(),
});
export type LearningTrailsListQuery = z.infer<typeof learningTrailsListQuerySchema>;

/** The activity's trail (none yet: null) and the published trails the teacher may apply. */
export const learningTrailsListSchema = z.object({
  linked: trailChoiceSchema.nullable(),
  trails: z.array(trailChoiceSchema),
});
export type LearningTrailsList = z.infer<typeof learningTrailsListSchema>;

/** Like update_exams: the trail to apply (one per activity), the one to remove, the settings. */
export const updateTrailsSchema = z.object({
  activity: id,
  detail: z.object({ config: activityConfigSchema.optional() }).optional(),
  add_trails: z.array(id).max(1).default([]),
  rm_trails: z.array(id).default([]),
});
export type UpdateTrails = z.infer<typeof updateTrailsSchema>;

/** The main service's homeworks paths name the activity `activity`. */
export const trailResultsQuerySchema = z.object({ activity: id });

/** One assigned student's walk through the activity's trail. */
export const trailStudentResultSchema = z.object({
  student_id: id,
  name: z.string(),
  username: z.string(),
  /** Whole percent of the steps done. */
  progress: z.number().int().min(0).max(100),
  steps_done: z.number().int().min(0),
  /** Sum of the steps' scores; null before any scored step. */
  score: z.number().nullable(),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  /** Their last save of a step, or their start. */
  last_access: z.iso.datetime({ offset: true }).nullable(),
});
export type TrailStudentResult = z.infer<typeof trailStudentResultSchema>;

export const learningTrailsResultListSchema = z.object({
  trail: trailChoiceSchema.nullable(),
  total_students: z.number().int().min(0),
  students: z.array(trailStudentResultSchema),
});
export type LearningTrailsResultList = z.infer<typeof learningTrailsResultListSchema>;

/** One step and how the assigned students stand on it. */
export const trailStepSummarySchema = z.object({
  item_id: id,
  title: z.string(),
  type: z.string(),
  position: z.number().int().min(1),
  students_done: z.number().int().min(0),
  /** A quiz step's answers: how many were given and how many were right (zero elsewhere). */
  quiz_answers: z.number().int().min(0),
  quiz_correct: z.number().int().min(0),
});
export type TrailStepSummary = z.infer<typeof trailStepSummarySchema>;

export const learningTrailsSummarySchema = z.object({
  trail: trailChoiceSchema.nullable(),
  total_students: z.number().int().min(0),
  students_started: z.number().int().min(0),
  students_finished: z.number().int().min(0),
  /** Mean of the students' progress, whole percent. */
  average_progress: z.number().int().min(0).max(100),
  steps: z.array(trailStepSummarySchema),
});
export type LearningTrailsSummary = z.infer<typeof learningTrailsSummarySchema>;

export const studentTrailProgressQuerySchema = z.object({
  activity: id,
  /** The dependent (a guardian) or the student (a teacher); a student reads their own without it. */
  student: id.optional(),
});
export type StudentTrailProgressQuery = z.infer<typeof studentTrailProgressQuerySchema>;

/**
 * Document 2 'Trail progress': progress and details keyed by item with send_date. The forum keeps
 * no read marks, so unread_comments is not told here.
 */
export const studentTrailProgressSchema = z.object({
  trail: trailChoiceSchema,
  progress: z.number().int().min(0).max(100),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  details: z.record(
    z.string(),
    z.object({
      title: z.string(),
      done: z.boolean(),
      score: z.number().nullable(),
      /** When the step was first saved (its created_at). */
      send_date: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type StudentTrailProgress = z.infer<typeof studentTrailProgressSchema>;

export const dependentTrailsQuerySchema = z.object({ student: id });

/** A guardian's view of one dependent's trail activities and how far they got in each. */
export const dependentTrailsSchema = z.object({
  activities: z.array(
    z.object({
      activity_id: id,
      title: z.string(),
      end_time: z.iso.datetime({ offset: true }).nullable(),
      trail: trailChoiceSchema,
      progress: z.number().int().min(0).max(100),
      steps_done: z.number().int().min(0),
      finished_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export type DependentTrails = z.infer<typeof dependentTrailsSchema>;

/** A student's progress through a trail: whole percent of its steps done (0 for a trail without steps). */
export const trailProgressPercent = (done: number, total: number): number =>
  total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
