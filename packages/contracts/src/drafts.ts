import { z } from 'zod';
import type { Permission } from './permissions.ts';

/**
 * Draft tracking (document 3 section 7): a form in progress kept on the server, one per user and
 * kind, only on platforms with the activityDraft flag (document 1 section 9).
 */
export const DRAFT_MESSAGES = {
  disabled: 'Rascunhos não estão ativados nesta plataforma.',
  tooLarge: 'O rascunho é grande demais para ser salvo.',
  invalidKind: 'Tipo de rascunho desconhecido.',
} as const;

/** Bytes of JSON a draft's payload may take: a form in progress, never files. */
export const DRAFT_MAX_BYTES = 32 * 1024;

/** What may keep a draft, and the permission its owner needs. */
export const DRAFT_KIND_PERMISSIONS = {
  activity_creation: 'create.activities',
} as const satisfies Record<string, Permission>;
export type DraftKind = keyof typeof DRAFT_KIND_PERMISSIONS;
export const DRAFT_KINDS = Object.keys(DRAFT_KIND_PERMISSIONS) as [DraftKind, ...DraftKind[]];

const formValue = z.union([z.string().max(20_000), z.boolean(), z.array(z.string().max(500)).max(200)]);

/**
 * The activity creation flow as the teacher left it: the activity the first step saved (null
 * before), its title as typed (to name the draft), the step on screen (0 to 3) and the values
 * typed in that step's form.
 */
export const activityCreationDraftSchema = z
  .object({
    activity: z.uuid().nullable(),
    title: z.string().max(500),
    step: z.number().int().min(0).max(3),
    values: z.record(z.string().max(64), formValue),
  })
  .strict();
export type ActivityCreationDraft = z.infer<typeof activityCreationDraftSchema>;

const withinLimit = (payload: unknown) => JSON.stringify(payload).length <= DRAFT_MAX_BYTES;

export const draftRegisterSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('activity_creation'),
        payload: activityCreationDraftSchema.refine(withinLimit, DRAFT_MESSAGES.tooLarge),
      })
      .strict(),
  ],
  { error: DRAFT_MESSAGES.invalidKind },
);
export type DraftRegister = z.infer<typeof draftRegisterSchema>;

export const draftKindQuerySchema = z.object({ kind: z.enum(DRAFT_KINDS, { error: DRAFT_MESSAGES.invalidKind }) });

export const draftSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  payload: activityCreationDraftSchema,
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** GET draft/get: the caller's draft of that kind, or null when there is none. */
export const draftResponseSchema = z.object({ draft: draftSchema.nullable() });
export type DraftResponse = z.infer<typeof draftResponseSchema>;

export const draftDeletedSchema = z.object({ deleted: z.boolean() });
