import { z } from 'zod';
import { dateTimeSchema } from './calendar.ts';
import { ACTIVITY_TYPES, type ActivityTypeCode, DELIVERY_STATUS, EXTERNAL_ACTIVITY_STATUS } from './codes.ts';
import { URGENT_WINDOW_MS } from './constants.ts';
import { formatNumber } from './format.ts';

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

/** Names of the kinds as the product shows them ('tarefa' is the homework of challenges). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  homework: 'Tarefa',
  forum: 'Fórum',
  task: 'Atividade',
  essay: 'Redação',
  work: 'Trabalho',
  handmade: 'Feito à mão',
  digital_exam: 'Prova Digital',
  trail: 'Trilha',
};

/**
 * The kinds whose answer waits for the educator's grade, each graded on a correction screen of its
 * own: essays, works and handmade work (school work) and forums, whose answer is the student's
 * comments. Exams, tasks and trails are scored as they are answered.
 */
export const TEACHER_GRADED_KINDS = ['essay', 'work', 'handmade', 'forum'] as const satisfies readonly ActivityKind[];
export type TeacherGradedKind = (typeof TEACHER_GRADED_KINDS)[number];

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
export type ActivityConfigKey = keyof ActivityConfig;

/**
 * The exam's settings (the exams service reads them when a student takes a digital exam):
 * fullscreen, question and alternative order, anti-cheat and the access password.
 */
const EXAM_CONFIG_KEYS = ['fullscreen', 'randomize_question', 'randomize', 'anti_cheat', 'password'] as const;

/**
 * The settings a kind's second creation step offers: a digital exam has the exam's and a forum
 * of doubts; a forum is one already; every other kind may open a forum of doubts.
 */
export function activityConfigKeys(kind: ActivityKind): readonly ActivityConfigKey[] {
  if (kind === 'digital_exam') return [...EXAM_CONFIG_KEYS, 'forum'];
  return kind === 'forum' ? [] : ['forum'];
}

/** The config a new activity of the kind starts with: anti-cheat is on for a digital exam. */
export function defaultActivityConfig(kind: ActivityKind): ActivityConfig {
  return kind === 'digital_exam' ? { anti_cheat: true } : {};
}

// ---------------------------------------------------------------------------------------
// Rules (document 2 sections 4, 5 and 9)

/** An activity is urgent when its deadline is still ahead and less than 48 hours away. */
export function isUrgent(endTime: Date | string | null | undefined, now: Date): boolean {
  if (endTime == null) return false;
  const left = new Date(endTime).getTime() - now.getTime();
  return left > 0 && left < URGENT_WINDOW_MS;
}

/** Urgent for one student: a deadline under 48 hours away with nothing sent yet (status 3 is sent). */
export function isUrgentFor(endTime: Date | string | null | undefined, status: number, now: Date): boolean {
  return status !== DELIVERY_STATUS.sent && isUrgent(endTime, now);
}

export function isExpired(endTime: Date | string | null | undefined, now: Date): boolean {
  return endTime != null && new Date(endTime).getTime() <= now.getTime();
}

/** Past its deadline for one student: a redo the teacher asked (status 5) reopens it whatever the end time. */
export function isExpiredFor(endTime: Date | string | null | undefined, status: number, now: Date): boolean {
  return status !== EXTERNAL_ACTIVITY_STATUS.redo && isExpired(endTime, now);
}

export const DELIVERY_STATES = ['sent', 'not_sent', 'pending'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sent: 'Enviado',
  not_sent: 'Não enviado',
  pending: 'Pendente',
};

/** 3 is sent; 1 after the end date is not sent; anything else is pending. */
export function deliveryState(status: number, endTime: Date | string | null | undefined, now: Date): DeliveryState {
  if (status === DELIVERY_STATUS.sent) return 'sent';
  if (status === DELIVERY_STATUS.notSentAfterEnd && isExpired(endTime, now)) return 'not_sent';
  return 'pending';
}

/** Statuses a teacher sets on a student's row: activated, finished (sent) and redo. */
export const STUDENT_ACTIVITY_STATUSES = [
  EXTERNAL_ACTIVITY_STATUS.activated,
  EXTERNAL_ACTIVITY_STATUS.finished,
  EXTERNAL_ACTIVITY_STATUS.redo,
] as const;

export interface ActivityStats {
  avg_points: number | null;
  total_pokz: number;
  total_activities: number;
  total_not_done: number;
  total_workload: number;
}

export const EMPTY_ACTIVITY_STATS: ActivityStats = {
  avg_points: null,
  total_pokz: 0,
  total_activities: 0,
  total_not_done: 0,
  total_workload: 0,
};

/** Average points at or below 0 count as null; pokz at or below 0 count as 0. */
export function normaliseStats(stats: Partial<ActivityStats> | null | undefined): ActivityStats {
  if (!stats) return { ...EMPTY_ACTIVITY_STATS };
  const avg = stats.avg_points;
  return {
    avg_points: avg != null && Number.isFinite(avg) && avg > 0 ? avg : null,
    total_pokz: Math.max(0, stats.total_pokz ?? 0),
    total_activities: stats.total_activities ?? 0,
    total_not_done: stats.total_not_done ?? 0,
    total_workload: stats.total_workload ?? 0,
  };
}

/** Combined averages are the mean of the non-null parts; totals are sums. */
export function combineStats(parts: readonly (Partial<ActivityStats> | null | undefined)[]): ActivityStats {
  const normalised = parts.map(normaliseStats);
  const averages = normalised.flatMap((part) => (part.avg_points === null ? [] : [part.avg_points]));
  const sum = (key: Exclude<keyof ActivityStats, 'avg_points'>) =>
    normalised.reduce((total, part) => total + part[key], 0);
  return {
    avg_points: averages.length ? averages.reduce((a, b) => a + b, 0) / averages.length : null,
    total_pokz: sum('total_pokz'),
    total_activities: sum('total_activities'),
    total_not_done: sum('total_not_done'),
    total_workload: sum('total_workload'),
  };
}

export const MAX_SCORE = 10;
/** Most pokz one evaluation gives. */
export const MAX_EVALUATION_POKZ = 10_000;
export const ACTIVITY_TITLE_MAX = 200;
export const DETAILS_MAX = 200_000;
export const NOTES_MAX = 5_000;
export const COMMENT_MAX = 5_000;
/** Kinds each creation service accepts: the flow picks its service by prova-digital, tarefa or trilha. */
export const CREATION_SERVICE_KINDS = {
  tasks: ['homework', 'task', 'forum', 'essay', 'work', 'handmade'],
  exams: ['digital_exam'],
  trails: ['trail'],
} as const satisfies Record<string, readonly ActivityKind[]>;
export type CreationService = keyof typeof CREATION_SERVICE_KINDS;

/**
 * The kinds each external activity service lists to students (document 2 section 7); the main
 * service's student lists leave them out so the merged lists hold each activity once. Homework
 * stays with the main service until the challenges arrive on the tasks service.
 */
export const EXTERNAL_LIST_KINDS = {
  tasks: [],
  exams: ['digital_exam'],
  trails: ['trail'],
} as const satisfies Record<CreationService, readonly ActivityKind[]>;
export const EXTERNALLY_LISTED_KINDS: readonly ActivityKind[] = Object.values(EXTERNAL_LIST_KINDS).flat();

// ---------------------------------------------------------------------------------------
// Requests

const id = z.uuid();
const text = (max: number) => z.string().trim().max(max);
/** Comma-separated query lists: '?activity_type=forum,essay'. Empty values are dropped. */
const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

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
