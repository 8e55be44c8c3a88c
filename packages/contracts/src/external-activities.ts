import { z } from 'zod';
import { EXTERNAL_ACTIVITY_STATUS } from './codes.ts';

// ---------------------------------------------------------------------------------------
// Requests

const statusCode = z.union(Object.values(EXTERNAL_ACTIVITY_STATUS).map((status) => z.literal(status)));
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const dropEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * GET /activity/students/list?status=1,2,5 — the open list (the default); `status=3` is the
 * closed list (finished activities, 'Closed activity item' shape). Open and finished statuses
 * are never asked together: the two lists have different shapes.
 */
export const externalListQuerySchema = z.object({
  status: z.preprocess(
    dropEmpty,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number),
      )
      .pipe(z.array(statusCode).min(1).max(4))
      .refine(
        (codes) =>
          codes.every((code) => code === EXTERNAL_ACTIVITY_STATUS.finished) ||
          !codes.includes(EXTERNAL_ACTIVITY_STATUS.finished),
        'Peça as atividades abertas ou as finalizadas, não as duas juntas.',
      )
      .optional(),
  ),
});
export type ExternalListQuery = z.infer<typeof externalListQuerySchema>;

/** GET /activity/students/count: which open activities count (both unless told). */
export const externalCountQuerySchema = z.object({
  statusActive: z.preprocess(dropEmpty, flag.default(true)),
  statusRedo: z.preprocess(dropEmpty, flag.default(true)),
});
export type ExternalCountQuery = z.infer<typeof externalCountQuerySchema>;

// ---------------------------------------------------------------------------------------
// Responses

/** 'External activity list item' of document 2 section 3. */
export const externalActivityItemSchema = z.object({
  id: z.uuid(),
  activity_id: z.uuid(),
  title: z.string(),
  end_date: z.string().nullable(),
  type: z.string(),
  teacher: z.string(),
  status: statusCode,
  workload: z.number().nullable(),
  bncc: z.array(z.string()).max(0),
  unread_comments: z.literal(false),
  mars: z.literal(true),
});
export type ExternalActivityItem = z.infer<typeof externalActivityItemSchema>;

/** A file the student attached; the external kinds take none today, so the list is empty. */
const studentFileSchema = z.object({
  file: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  size: z.number(),
  s3: z.boolean(),
});

/** 'Closed activity item' of document 2 section 3: a finished activity with its result. */
export const externalClosedItemSchema = z.object({
  id: z.uuid(),
  activity_id: z.uuid(),
  title: z.string(),
  teacher: z.string(),
  /** The single-letter code (DE, LT, K). */
  activity_type: z.string(),
  actv_status: z.literal(EXTERNAL_ACTIVITY_STATUS.finished),
  end_time: z.string().nullable(),
  pokz: z.number(),
  score: z.number().nullable(),
  teacher_comments: z.string().nullable(),
  student_files: z.array(studentFileSchema),
  /** The label ('Prova Digital', 'Tarefa', 'Trilha'). */
  type: z.string(),
  mars: z.literal(true),
});
export type ExternalClosedItem = z.infer<typeof externalClosedItemSchema>;

export const externalActivityListSchema = z.object({
  activities: z.union([z.array(externalActivityItemSchema), z.array(externalClosedItemSchema)]),
});
export type ExternalOpenList = { activities: ExternalActivityItem[] };
export type ExternalClosedList = { activities: ExternalClosedItem[] };
