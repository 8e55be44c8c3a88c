import { z } from 'zod';

/** Short links (document 3 sections 3, 7 and 9): a teacher shares a game or page by a short address. */
export const SHORT_LINK_MESSAGES = {
  invalidTarget: 'Informe um endereço completo, começando com https://.',
  invalidKey: 'Use de 3 a 32 letras, números, hífen ou sublinhado.',
  keyTaken: 'Este endereço curto já está em uso.',
  notFound: 'Link não encontrado ou expirado.',
} as const;

export const SHORT_KEY_LENGTH = 6;
export const SHORT_KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Hours a generated key lives: 24 * 30. */
export const SHORT_LINK_DEFAULT_EXPIRES_IN = 720;
export const SHORT_LINK_MAX_EXPIRES_IN = 24 * 365;

/** An absolute http or https address; anything else (javascript:, data:, relative) is refused. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, SHORT_LINK_MESSAGES.invalidTarget);

/**
 * Without custom_key the key is random and expires after expires_in hours (720 unless given);
 * a custom key is a manual creation and does not expire unless expires_in is given.
 */
export const shortLinkRequestSchema = z
  .object({
    target: httpUrlSchema,
    custom_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, SHORT_LINK_MESSAGES.invalidKey)
      .optional(),
    expires_in: z.number().int().min(1).max(SHORT_LINK_MAX_EXPIRES_IN).optional(),
    manual_creation: z.boolean().optional(),
  })
  .strict();
export type ShortLinkRequest = z.infer<typeof shortLinkRequestSchema>;

export const shortLinkResponseSchema = z.object({
  link: z.string(),
  key: z.string(),
  expires_at: z.string().nullable(),
});
export type ShortLinkResponse = z.infer<typeof shortLinkResponseSchema>;

/** POST /qrcode: the short link and its QR code as an SVG data URL. */
export const shortLinkQrResponseSchema = shortLinkResponseSchema.extend({ qrcode: z.string() });
export type ShortLinkQrResponse = z.infer<typeof shortLinkQrResponseSchema>;

export const shortLinkKeyParamsSchema = z.object({ key: z.string().max(64) });
