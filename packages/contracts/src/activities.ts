import { z } from 'zod';
import {
  ACTIVITY_KINDS,
  ACTIVITY_TITLE_MAX,
  COMMENT_MAX,
  DELIVERY_STATES,
  DETAILS_MAX,
  MAX_EVALUATION_POKZ,
  MAX_SCORE,
  NOTES_MAX,
  STUDENT_ACTIVITY_STATUSES,
} from './activity-rules.ts';
import { dateTimeSchema } from './calendar.ts';
import { formatNumber } from './format.ts';

/**
 * Activity config of document 2 section 3; anti_cheat is the inverse of the form's can_cheat.
 * hideComments and deleteComments are the trail config's flags (only a 'Trilha' offers and reads
 * them; `trailConfigOf` in trail-player.ts).
 */
export const activityConfigSchema = z
  .object({
    fullscreen: z.boolean(),
    randomize_question: z.boolean(),
    randomize: z.boolean(),
    anti_cheat: z.boolean(),
    password: z.string().max(64).nullable(),
    forum: z.boolean(),
    hideComments: z.boolean(),
    deleteComments: z.boolean(),
  })
  .partial();
export type ActivityConfig = z.infer<typeof activityConfigSchema>;
export type ActivityConfigKey = keyof ActivityConfig;

// ---------------------------------------------------------------------------------------
// Requests

const id = z.uuid();
const text = (max: number) => z.string().trim().max(max);
/** Comma-separated query lists: '?activity_type=forum,essay'. Empty values are dropped. */
export const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const activityIdQuerySchema = z.object({ activity: id });
export const activityIdBodySchema = z.object({ activity: id });

/** Filters of the activity lists: by type (kinds) and by teacher. */
export const activityFiltersSchema = z.object({
  activity_type: z.preprocess(emptyToUndefined, csv(z.enum(ACTIVITY_KINDS)).optional()),
  teacher: z.preprocess(emptyToUndefined, id.optional()),
});
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;

export const TEACHER_LIST_STATES = ['active', 'archived', 'concluded', 'draft', 'all'] as const;
export const teacherListQuerySchema = activityFiltersSchema.extend({
  classroom: z.preprocess(emptyToUndefined, id.optional()),
  state: z.preprocess(emptyToUndefined, z.enum(TEACHER_LIST_STATES).default('active')),
  favorite: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  search: z.preprocess(emptyToUndefined, text(100).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(50)),
});
export type TeacherListQuery = z.infer<typeof teacherListQuerySchema>;
export const activityExportQuerySchema = teacherListQuerySchema.omit({ page: true, per_page: true });
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

export const classroomQuerySchema = z.object({ classroom: z.preprocess(emptyToUndefined, id.optional()) });

const bnccSchema = z.array(text(60).min(1)).max(50);
const keywordsSchema = z.array(text(60).min(1)).max(30);
/** Minutes; the form offers WORKLOAD_OPTIONS, other values are kept and shown as 'Sem informação'. */
const workloadSchema = z.number().int().min(0).max(100_000).nullable();
const studentIdsSchema = z.array(id).max(2_000);

/** The editable fields of an activity (the `detail` object of /activity/update). */
export const activityDetailInputSchema = z.object({
  title: text(ACTIVITY_TITLE_MAX).min(1),
  activity_type: z.enum(ACTIVITY_KINDS),
  start_time: dateTimeSchema.nullable(),
  end_time: dateTimeSchema.nullable(),
  classroom: id,
  bncc: bnccSchema,
  workload: workloadSchema,
  config: activityConfigSchema,
  keywords: keywordsSchema,
  layout: text(60).nullable(),
  details: z.string().max(DETAILS_MAX),
  // Only web addresses: a javascript: url that a screen turned into a link would run in a child's browser.
  image_url: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullable(),
});

/** POST /activity/create; without students every student of the classroom is assigned. */
export const activityCreateSchema = activityDetailInputSchema
  .partial()
  .required({ title: true, activity_type: true, classroom: true })
  .extend({ students: studentIdsSchema.optional(), draft: z.boolean().default(false) });
export type ActivityCreate = z.infer<typeof activityCreateSchema>;

/** POST /activity/update */
export const activityUpdateSchema = z.object({
  activity: id,
  draft: z.boolean().optional(),
  detail: activityDetailInputSchema
    .partial()
    .extend({ add_students: studentIdsSchema.optional(), rm_students: studentIdsSchema.optional() }),
});
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;

/** POST /activity/update_detail */
export const activityUpdateDetailSchema = z.object({
  activity: id,
  details: z.string().max(DETAILS_MAX),
  observation: text(NOTES_MAX).nullish(),
});

/** POST /activity/general_notes */
export const activityGeneralNotesSchema = z.object({ activity: id, general_notes: text(NOTES_MAX) });

export const activityArchiveSchema = z.object({ activity: id, archived: z.boolean().default(true) });
export const activityFavoriteSchema = z.object({ activity: id, favorite: z.boolean() });

/** The four-step creation flow; first_step creates the draft, or edits it when `activity` is given. */
export const creationFirstStepSchema = activityDetailInputSchema
  .pick({
    title: true,
    activity_type: true,
    classroom: true,
    start_time: true,
    end_time: true,
    workload: true,
    bncc: true,
    keywords: true,
  })
  .partial({ start_time: true, end_time: true, workload: true, bncc: true, keywords: true })
  .extend({ activity: id.optional() });
export const creationSecondStepSchema = activityDetailInputSchema
  .pick({ config: true, layout: true, details: true, image_url: true })
  .partial()
  .extend({ activity: id });
export const creationThirdStepSchema = z.object({ activity: id, students: studentIdsSchema.optional() });
export const creationFourthStepSchema = z.object({ activity: id, publish: z.boolean().default(true) });
export const CREATION_STEPS = ['first_step', 'second_step', 'third_step', 'fourth_step'] as const;
export const creationShowQuerySchema = z.object({
  activity: id,
  step: z.preprocess(emptyToUndefined, z.enum(CREATION_STEPS).optional()),
});

/** What is wrong with an evaluation's score or pokz: the API's field errors and the web's form say the same. */
export const EVALUATION_MESSAGES = {
  score: `Informe uma nota de 0 a ${MAX_SCORE}.`,
  pokz: `Informe os pokz com um número inteiro de 0 a ${formatNumber(MAX_EVALUATION_POKZ)}.`,
} as const;
const scoreError = { error: EVALUATION_MESSAGES.score };
const pokzError = { error: EVALUATION_MESSAGES.pokz };

/** Evaluation calls of the activity service for comments and evaluation. */
export const studentCommentSchema = z.object({ activity: id, student: id, comment: text(COMMENT_MAX) });
export const studentEvaluateSchema = z.object({
  activity: id,
  student: id,
  score: z.number(scoreError).min(0, scoreError).max(MAX_SCORE, scoreError),
  pokz: z.number(pokzError).int(pokzError).min(0, pokzError).max(MAX_EVALUATION_POKZ, pokzError).optional(),
  comment: text(COMMENT_MAX).optional(),
  reached_goal: z.boolean().optional(),
});
export const studentRedoSchema = z.object({ activity: id, students: z.array(id).min(1).max(2_000) });
export const studentStatusSchema = z.object({
  activity: id,
  students: z.array(id).min(1).max(2_000),
  status: z.union(STUDENT_ACTIVITY_STATUSES.map((status) => z.literal(status))),
});

// ---------------------------------------------------------------------------------------
// Responses

const person = z.object({ id: z.uuid(), name: z.string() });
const classroomRef = z.object({ id: z.uuid(), name: z.string() });

/** What every activity list shows of an item. */
const activityItemBase = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  activity_type: z.string(),
  teacher: person,
  classroom: classroomRef,
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  workload: z.number().nullable(),
});

/** An item of the student's open and closed lists. */
export const studentActivityItemSchema = activityItemBase.extend({
  image_url: z.string().nullable(),
  urgent: z.boolean(),
  expired: z.boolean(),
  status: z.number(),
  delivery_status: z.enum(DELIVERY_STATES),
  favorite: z.boolean(),
  score: z.number().nullable(),
  pokz: z.number(),
  teacher_comments: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type StudentActivityItem = z.infer<typeof studentActivityItemSchema>;
export const studentActivityListSchema = z.object({ activities: z.array(studentActivityItemSchema) });

export const activityCountsSchema = z.object({ activities_qtd: z.number(), urgent_activities: z.number() });
export type ActivityCounts = z.infer<typeof activityCountsSchema>;

export const activityStatsSchema = z.object({
  avg_points: z.number().nullable(),
  total_pokz: z.number(),
  total_activities: z.number(),
  total_not_done: z.number(),
  total_workload: z.number(),
});

/** An item of the educator's list. */
export const teacherActivityItemSchema = activityItemBase.extend({
  published: z.boolean(),
  act_status: z.number(),
  archived: z.boolean(),
  concluded: z.boolean(),
  creation_step: z.number(),
  favorite: z.boolean(),
  total_students: z.number(),
  participation: z.number(),
  created_at: z.string(),
});
export type TeacherActivityItem = z.infer<typeof teacherActivityItemSchema>;
export const teacherActivityListSchema = z.object({
  activities: z.array(teacherActivityItemSchema),
  /** Every activity the filters find, on all pages. */
  total: z.number(),
  /** Of those, the ones due in under 48 hours that are neither archived nor concluded. */
  urgent_activities: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type TeacherActivityList = z.infer<typeof teacherActivityListSchema>;

/** One student's row of an activity as the viewer may see it. */
export const assignmentSchema = z.object({
  student: z.object({ id: z.uuid(), name: z.string(), username: z.string(), avatar_url: z.string().nullable() }),
  status: z.number(),
  delivery_status: z.enum(DELIVERY_STATES),
  draft: z.boolean(),
  response_text: z.string().nullable(),
  delivered_at: z.string().nullable(),
  score: z.number().nullable(),
  pokz: z.number(),
  teacher_comment: z.string().nullable(),
  evaluated_at: z.string().nullable(),
  reached_goal: z.boolean(),
  last_access_at: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const studentsAssignedSchema = z.object({ students: z.array(assignmentSchema) });

/** GET /activity: educators also get the password, notes and assigned student ids. */
export const activityDetailSchema = teacherActivityItemSchema.extend({
  bncc: z.array(z.string()),
  keywords: z.array(z.string()),
  layout: z.string().nullable(),
  details: z.string(),
  config: activityConfigSchema,
  image_url: z.string().nullable(),
  observation: z.string().nullable(),
  general_notes: z.string().nullable(),
  urgent: z.boolean(),
  expired: z.boolean(),
  students: z.array(z.uuid()),
  assignments: z.array(assignmentSchema),
  /** A digital exam's minutes, those of its attached exam; null for other kinds or before one is attached. */
  duration: z.number().nullable(),
  /**
   * A student's own row: whether it reached the goal (the evaluation's). Educators: how many of
   * the students did; guardians: how many of their dependents.
   */
  reached_goal: z.union([z.boolean(), z.number()]),
  /** Likewise for taking part: the answer sent or, in a forum activity, a comment in it. */
  student_participation: z.union([z.boolean(), z.number()]),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const teachersListSchema = z.object({ teachers: z.array(person) });
export const teacherClassroomsSchema = z.object({
  classrooms: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      year: z.number(),
      grade_id: z.number(),
      school: z.object({ id: z.uuid(), name: z.string() }),
      total_students: z.number(),
    }),
  ),
});
export const favoriteResponseSchema = z.object({ activity: z.uuid(), favorite: z.boolean() });
export const studentsChangedSchema = z.object({ activity: z.uuid(), students: z.array(assignmentSchema) });
