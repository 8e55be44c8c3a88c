import { z } from 'zod';
import { FEEDBACK_TYPES } from './codes.ts';
import { DEFAULT_EDITOR_FONT_SIZE_PT, EDITOR_FONT_SIZES_PT } from './rich-text.ts';
import type { Stage } from './stages.ts';

/**
 * The font-size tag that prefixes an essay sent as a student response (document 2 section 5):
 * one wrapping element carrying the chosen size, `<div data-font-size="16" style="font-size: 16pt">…</div>`.
 * The server keeps it when it stores the text and gives it back unchanged when it is read.
 */
export function wrapEssayText(text: string, fontSize: number): string {
  return `<div data-font-size="${fontSize}" style="font-size: ${fontSize}pt">${text}</div>`;
}

const essayTagPattern = /^\s*<div data-font-size="(\d{1,3})"(?: style="[^"<>]*")?>([\s\S]*)<\/div>\s*$/;

/** Splits a tagged essay into its font size and inner text; an untagged text has the default size. */
export function readEssayText(tagged: string): { fontSize: number; text: string } {
  const match = essayTagPattern.exec(tagged);
  if (!match) return { fontSize: DEFAULT_EDITOR_FONT_SIZE_PT, text: tagged };
  return { fontSize: Number(match[1]), text: match[2] ?? '' };
}

export function isEssayFontSize(size: number): boolean {
  return (EDITOR_FONT_SIZES_PT as readonly number[]).includes(size);
}

/** The five ENEM competences, the rubric of an ensino médio (or adult) essay. */
const ENEM_RUBRIC = [
  { id: 'c1', label: 'Competência 1: domínio da norma padrão da língua escrita' },
  { id: 'c2', label: 'Competência 2: compreensão da proposta e do tipo de texto' },
  { id: 'c3', label: 'Competência 3: seleção e organização das informações e argumentos' },
  { id: 'c4', label: 'Competência 4: mecanismos linguísticos de coesão' },
  { id: 'c5', label: 'Competência 5: proposta de intervenção' },
] as const;

/** A simpler rubric for children's essays (infantil and ensino fundamental); the spec names none. */
const SCHOOL_RUBRIC = [
  { id: 'ortografia', label: 'Ortografia' },
  { id: 'organizacao', label: 'Organização das ideias' },
  { id: 'criatividade', label: 'Criatividade' },
  { id: 'tema', label: 'Tema' },
] as const;

export type EssayCriterion = { id: string; label: string };

/** Stages corrected with the ENEM competences; an unknown stage keeps them too. */
const ENEM_STAGES: readonly (Stage | null)[] = ['ensino-medio', 'adulto', null];

/** The criteria an essay is corrected by, following its classroom's stage; a bookmark carries the one chosen. */
export function essayRubricFor(stage: Stage | null): readonly EssayCriterion[] {
  return ENEM_STAGES.includes(stage) ? ENEM_RUBRIC : SCHOOL_RUBRIC;
}

/** The name of a bookmark's criterion, whichever rubric it came from (its id when unknown). */
export function essayCriterionLabel(id: string): string {
  return [...ENEM_RUBRIC, ...SCHOOL_RUBRIC].find((item) => item.id === id)?.label ?? id;
}

/** Who made a mark: the teacher, or the AI assistant's suggestion the teacher validated. */
export const BOOKMARK_TYPES = ['teacher', 'assistant'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

const feedbackCodes = Object.values(FEEDBACK_TYPES);

/** What a bookmark marks (document 2 section 3); stored compressed on the server. */
export const essayBookmarkPositionSchema = z
  .object({
    range: z
      .object({
        start: z.number().int().min(0).max(1_000_000),
        end: z.number().int().min(1).max(1_000_000),
      })
      .strict()
      .refine((range) => range.end > range.start, { message: 'O fim da marcação deve vir depois do início.' }),
    /** One of FEEDBACK_TYPES: great 1, improve 2, attention 3, suggestion 4. */
    category: z.literal(feedbackCodes),
    sub_competence: z
      .object({
        id: z.string().trim().min(1).max(40),
        comment: z.string().trim().max(2_000),
      })
      .strict(),
    bookmark_type: z.enum(BOOKMARK_TYPES),
  })
  .strict();
export type EssayBookmarkPosition = z.infer<typeof essayBookmarkPositionSchema>;

export const essayBookmarkSchema = z.object({
  id: z.uuid(),
  activity: z.uuid(),
  student: z.uuid(),
  teacher: z.uuid(),
  position: essayBookmarkPositionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type EssayBookmark = z.infer<typeof essayBookmarkSchema>;

/** GET /essay_bookmark/list: a student may omit `student` (their own essay). */
export const essayBookmarkListQuerySchema = z.object({
  activity: z.uuid(),
  student: z.uuid().optional(),
});
export const essayBookmarkListSchema = z.object({
  bookmarks: z.array(essayBookmarkSchema),
  /**
   * The essay as stored when it was marked (font-size tag included): the ranges are offsets into
   * its plain text, which a redo's drafts replace in the answer. Null without marks, or for marks
   * made before the text was kept.
   */
  text: z.string().nullable(),
});
export type EssayBookmarkList = z.infer<typeof essayBookmarkListSchema>;

/** POST /essay_bookmark/update: creates a bookmark, or changes the one named by `id`. */
export const essayBookmarkUpdateSchema = z
  .object({
    activity: z.uuid(),
    student: z.uuid(),
    id: z.uuid().optional(),
    position: essayBookmarkPositionSchema,
  })
  .strict();
export type EssayBookmarkUpdate = z.infer<typeof essayBookmarkUpdateSchema>;

/** DELETE /essay_bookmark/remove */
export const essayBookmarkRemoveQuerySchema = z.object({ id: z.uuid() });
export const essayBookmarkRemovedSchema = z.object({ id: z.uuid() });
