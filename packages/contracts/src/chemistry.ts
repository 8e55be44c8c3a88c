import { z } from 'zod';

/** Chemistry image (document 3 section 7): plain-text chemfig drawn as an image stored by the storage service. */
export const CHEMISTRY_MESSAGES = {
  /** Document 3 section 9: the error toast when the formula cannot be drawn. */
  renderFailed: 'Erro ao gerar Fórmula. Verifique e tente novamente.',
} as const;

/** The longest chemfig text drawn: a teacher's structure is a line or two, never pages. */
export const CHEMFIG_MAX_LENGTH = 1_000;

/**
 * POST /strText/toAwsURL: the chemfig text, e.g. `*6(-=-=-=)` or `CH_3-CH_2-OH`. Empty or too
 * long text is refused by the renderer with the spec's message; the schema only bounds the body.
 */
export const chemistryImageRequestSchema = z.object({ strText: z.string().max(10 * CHEMFIG_MAX_LENGTH) });
export type ChemistryImageRequest = z.infer<typeof chemistryImageRequestSchema>;

/** Where the drawing (SVG) is read: a signed storage url, kept as a file placeholder when put in rich text. */
export const chemistryImageSchema = z.object({ url: z.string() });
export type ChemistryImage = z.infer<typeof chemistryImageSchema>;

/** What the editor's chemistry tool calls (apps/web's rich-text editor). */
export type RenderChemistry = (text: string) => Promise<ChemistryImage>;
