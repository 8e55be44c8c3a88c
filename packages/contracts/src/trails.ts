import { z } from 'zod';

/**
 * What every part of learning trails shares (documents 1 section 3, 2 and 3 sections 3 and 5):
 * the step types, the map themes, the step limit and the stored shapes of files and quiz
 * questions. The wizard's, the player's and the results' request shapes live in their own files.
 */

/** Document 2 section 9 'Trail maximum'. */
export const MAX_TRAIL_STEPS = 15;

export const TRAIL_ITEM_TYPES = ['text', 'video', 'challenge', 'pdf', 'image', 'file', 'forum', 'quiz'] as const;
export type TrailItemType = (typeof TRAIL_ITEM_TYPES)[number];

export const TRAIL_ITEM_TYPE_LABELS: Record<TrailItemType, string> = {
  text: 'Texto',
  video: 'Vídeo',
  challenge: 'Desafio',
  pdf: 'PDF',
  image: 'Imagem',
  file: 'Arquivo de texto',
  forum: 'Fórum',
  quiz: 'Quiz',
};

/** Document 1 section 3 'Trail map themes'; the corporate ones are offered only on corporate platforms. */
export const TRAIL_MAP_THEMES = [
  { id: 'desert', title: 'Deserto', corporate: false },
  { id: 'space', title: 'Espaço', corporate: false },
  { id: 'woods-river', title: 'Floresta e rio', corporate: false },
  { id: 'medieval', title: 'Medieval', corporate: false },
  { id: 'snow', title: 'Neve', corporate: false },
  { id: 'prehistory', title: 'Pré-história', corporate: false },
  { id: 'sea', title: 'Mar', corporate: false },
  { id: 'sky', title: 'Céu', corporate: false },
  { id: 'candy', title: 'Doces', corporate: false },
  { id: 'road', title: 'Estrada', corporate: false },
  { id: 'corporate1', title: 'Básico 1', corporate: true },
  { id: 'corporate2', title: 'Básico 2', corporate: true },
  { id: 'corporate3', title: 'Básico 3', corporate: true },
  { id: 'corporate4', title: 'Básico 4', corporate: true },
  { id: 'corporate5', title: 'Básico 5', corporate: true },
  { id: 'corporate6', title: 'Básico 6', corporate: true },
] as const;
export type TrailMapThemeId = (typeof TRAIL_MAP_THEMES)[number]['id'];
export const TRAIL_MAP_THEME_IDS = TRAIL_MAP_THEMES.map((theme) => theme.id) as [TrailMapThemeId, ...TrailMapThemeId[]];

/** A stored file of a step: its storage key and the name shown; `url` is resolved on read. */
export const trailFileSchema = z.object({ key: z.string(), name: z.string() });
export type TrailFile = z.infer<typeof trailFileSchema>;

export const trailAlternativeSchema = z.object({
  alternative_id: z.string(),
  text: z.string(),
  correct: z.boolean(),
});
export const trailQuestionSchema = z.object({
  question_id: z.string(),
  text: z.string(),
  alternatives: z.array(trailAlternativeSchema),
});
export type TrailQuestion = z.infer<typeof trailQuestionSchema>;

/** The map theme a stored layout names; '' (the platform's default) for an empty or unknown one. */
export function trailMapThemeOf(layout: string): TrailMapThemeId | '' {
  return TRAIL_MAP_THEME_IDS.find((id) => id === layout) ?? '';
}

/** Whether a step's content is rich text (with key placeholders); a video's is its embed link, a challenge's its id. */
export const hasRichContent = (type: TrailItemType): boolean => type !== 'video' && type !== 'challenge';
