import { z } from 'zod';
import { SERVICE_BASES } from './services.ts';

/** Top-level comments per page of GET /forum_comments/list; each comes with all its replies. */
export const FORUM_PAGE_SIZE = 20;
/** Limit of the HTML a comment may carry before sanitising (images travel as storage urls, not inline). */
export const FORUM_COMMENT_MAX_LENGTH = 20_000;

export const FORUM_MESSAGES = {
  commentRequired: 'Escreva um comentário.',
  commentTooLong: `O comentário pode ter no máximo ${FORUM_COMMENT_MAX_LENGTH} caracteres.`,
  commentNotFound: 'Comentário não encontrado.',
  forumDisabled: 'Esta atividade não possui fórum.',
  activityExpired: 'Atividade Expirada',
  forumClosed: 'Este fórum foi encerrado pelo professor e não recebe mais comentários.',
  ownApplause: 'Você não pode aplaudir o seu próprio comentário.',
  onlyStudentComments: 'Apenas comentários de estudantes podem ser marcados.',
  repliedByOthers: 'Este comentário já tem respostas de outras pessoas e só pode ser removido pelo professor.',
  anonymousForeignFile: 'Um comentário anônimo só pode mostrar imagens enviadas neste fórum.',
} as const;

const invalidId = 'Identificador inválido.';
/** Comment ids are sequential integers, so a page is named by the last id the client holds. */
const commentId = z.coerce
  .number({ error: invalidId })
  .int({ error: invalidId })
  .positive({ error: invalidId })
  .max(Number.MAX_SAFE_INTEGER, { error: invalidId });
const activityId = z.uuid({ error: 'Atividade inválida.' });
/** The trail item whose forum this is; absent for the forum of the activity itself. */
const trailId = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, { error: 'Trilha inválida.' })
  .optional();
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true ou false.' })
  .transform((value) => value === 'true' || value === '1');

/** GET /forum_comments/list */
export const forumListQuerySchema = z.object({
  activity: activityId,
  favorite: queryFlag.optional(),
  /** The id of the last top-level comment already shown; absent or 0 for the first page. */
  page: z.union([z.literal('0').transform(() => undefined), commentId]).optional(),
  trail_id: trailId,
  /**
   * Ours, for the activity's educators: only the threads this student wrote or replied to, whole
   * (the forum's correction screen of one student).
   */
  student: z.uuid({ error: 'Aluno inválido.' }).optional(),
});
export type ForumListQuery = z.infer<typeof forumListQuerySchema>;

/** Query of POST /forum_comments/new and GET /forum_comments/students_participation. */
export const forumTrailQuerySchema = z.object({ trail_id: trailId });

/** POST /forum_comments/new */
export const forumNewCommentSchema = z.strictObject({
  activity: activityId,
  /** 0 for a top-level comment, else the comment answered; a reply to a reply joins its thread. */
  main_comment: z.union([z.literal(0), commentId]).default(0),
  /** Rich text of the editor; sanitised by the server before it is stored. */
  comment: z
    .string({ error: FORUM_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: FORUM_MESSAGES.commentRequired })
    .max(FORUM_COMMENT_MAX_LENGTH, { error: FORUM_MESSAGES.commentTooLong }),
  /** Hidden from the other students and guardians; the activity's educators still see the author. */
  anonymous: z.boolean().default(false),
  /** The comment raises no map-energy event (document 2 section 4). */
  ignore_energy: z.boolean().default(false),
});
export type ForumNewComment = z.input<typeof forumNewCommentSchema>;

export const forumCommentRefSchema = z.object({ comment: commentId });

/** PUT /forum_comments/favorite: a personal bookmark of the caller. */
export const forumFavoriteSchema = z.object({ comment: commentId, favorite: z.boolean() });

/** PUT /forum_comments/reached_purpose: the educator marks (or unmarks) one student's comment. */
export const forumReachedPurposeSchema = z.object({
  comment: commentId,
  reached_purpose: z.boolean().default(true),
});

/** GET /forum_comments/students_participation */
export const forumParticipationQuerySchema = z.object({ activity: activityId, trail_id: trailId });

export interface ForumComment {
  id: number;
  /** 0 for a top-level comment, else the id of the thread's top-level comment. */
  main_comment: number;
  /** Sanitised HTML. */
  comment: string;
  anonymous: boolean;
  /** Null when the comment is anonymous and the caller may not know who wrote it. */
  author: { id: string; name: string } | null;
  avatar_url: string | null;
  /** The caller wrote it. */
  mine: boolean;
  /** The caller's own bookmark. */
  favorite: boolean;
  applause: number;
  /** The caller applauded it. */
  applauded: boolean;
  /** Written by a student: only those are marked as having reached the purpose. */
  by_student: boolean;
  reached_purpose: boolean;
  /** The caller may remove it: an educator of the activity, or its author while no one else replied to it. */
  can_remove: boolean;
  created_at: string;
  sub_comments: ForumComment[];
}

const forumCommentBase = z.object({
  id: z.number().int(),
  main_comment: z.number().int(),
  comment: z.string(),
  anonymous: z.boolean(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  avatar_url: z.string().nullable(),
  mine: z.boolean(),
  favorite: z.boolean(),
  applause: z.number().int(),
  applauded: z.boolean(),
  by_student: z.boolean(),
  reached_purpose: z.boolean(),
  can_remove: z.boolean(),
  created_at: z.string(),
});
export const forumCommentSchema: z.ZodType<ForumComment> = forumCommentBase.extend({
  sub_comments: z.array(forumCommentBase.extend({ sub_comments: z.array(z.never()) })),
});

export const forumListSchema = z.object({
  comments: z.array(forumCommentSchema),
  /** The caller has commented in this forum (a trail may hide comments until then). */
  commented: z.boolean(),
  /** The `page` to ask for next; null at the end. */
  next_page: z.number().int().nullable(),
});
export type ForumList = z.infer<typeof forumListSchema>;

export const forumNewCommentResponseSchema = z.object({
  comment: forumCommentSchema,
  /** The student's map energy after the comment; null when no event was raised. */
  energy: z.number().int().nullable(),
});

export const forumApplauseResponseSchema = z.object({ applause: z.number().int(), applauded: z.boolean() });
export const forumFavoriteResponseSchema = z.object({ favorite: z.boolean() });
export const forumReachedPurposeResponseSchema = z.object({ reached_purpose: z.boolean() });

export const forumParticipationSchema = z.object({
  students: z.array(
    z.object({
      student_id: z.string(),
      name: z.string(),
      username: z.string(),
      total_comments: z.number().int(),
      /** Applause received on the student's comments. */
      total_applause: z.number().int(),
      /** The student's comments an educator marked as having reached the purpose. */
      reached_purpose: z.number().int(),
    }),
  ),
});
export type ForumParticipation = z.infer<typeof forumParticipationSchema>;

/**
 * Avatar url shown beside a comment (document 2 section 3): one served by the game server
 * loses its query string and gets the `_avatar.jpg` suffix. The game server is our `games`
 * service; give its absolute base when it runs on a host of its own.
 */
export function forumAvatarUrl(url: string | null, gameServerBase: string = SERVICE_BASES.games): string | null {
  if (!url) return null;
  if (!url.startsWith(`${gameServerBase.replace(/\/$/, '')}/`)) return url;
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path.endsWith('_avatar.jpg') ? path : `${path}_avatar.jpg`;
}
