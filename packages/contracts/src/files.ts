import { z } from 'zod';
import { MESSAGES } from './catalogue.ts';

const MB = 1024 * 1024;

/**
 * What may be uploaded, decided by the file's content (document 2 section 5: images png or
 * jpeg up to 5 MB, audio mp3/mpeg up to 10 MB). Documents are not limited by the spec; 20 MB
 * is our choice, large enough for a scanned PDF of a few dozen pages.
 */
export const FILE_LIMITS = {
  image: { maxBytes: 5 * MB, extensions: ['png', 'jpg', 'jpeg'], contentTypes: ['image/png', 'image/jpeg'] },
  audio: { maxBytes: 10 * MB, extensions: ['mp3', 'mpeg'], contentTypes: ['audio/mpeg'] },
  document: {
    maxBytes: 20 * MB,
    extensions: ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'txt'],
    contentTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'text/plain',
    ],
  },
} as const;

export const FILE_CATEGORIES = ['image', 'audio', 'document'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** At most this many files in one POST /upload/multiple. */
export const MAX_FILES_PER_UPLOAD = 10;

/** All the files of one upload together: ten images at their limit. */
export const MAX_UPLOAD_BYTES = MAX_FILES_PER_UPLOAD * FILE_LIMITS.image.maxBytes;

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export function fileTooLargeMessage(category: FileCategory): string {
  return `${MESSAGES.fileTooLarge} Tamanho máximo: ${formatMegabytes(FILE_LIMITS[category].maxBytes)}.`;
}

export function uploadTooLargeMessage(): string {
  return `${MESSAGES.fileTooLarge} Tamanho máximo do envio: ${formatMegabytes(MAX_UPLOAD_BYTES)}.`;
}

export function fileTypeRefusedMessage(allowed: readonly FileCategory[]): string {
  const extensions = allowed.flatMap((category) => FILE_LIMITS[category].extensions);
  return `${MESSAGES.fileTypeRefused} Formatos aceitos: ${extensions.join(', ')}.`;
}

/** A stored file as the storage service returns it (document 3: upload returns key, url, size). */
export const storedFileSchema = z.object({
  id: z.string().uuid(),
  key: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
  file_name: z.string(),
  content_type: z.string(),
  category: z.enum(FILE_CATEGORIES),
  owner_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const storageKey = z.string().trim().min(1).max(900);

export const storageKeyQuerySchema = z.object({
  key: storageKey,
  /** `true` answers the file's metadata as JSON instead of its bytes. */
  meta: z.enum(['true', 'false']).optional(),
});
export const storageDownloadQuerySchema = z
  .object({ url: z.string().trim().min(1).max(2000).optional(), key: storageKey.optional() })
  .refine((query) => query.url !== undefined || query.key !== undefined, { message: 'url ou key' });
export const storageListQuerySchema = z.object({ dir: z.string().trim().max(900).default('') });
export const storageListResponseSchema = z.object({ dir: z.string(), files: z.array(storedFileSchema) });
export const storageCopySchema = z
  .object({ key: storageKey, name: z.string().trim().min(1).max(200), dir: z.string().trim().max(900).optional() })
  .strict();
export const storageCopyResponseSchema = storedFileSchema;
export const storageDeleteSchema = z.object({ key: storageKey }).strict();
export const storageMultipleResponseSchema = z.object({ files: z.array(storedFileSchema) });

/** A signed read url (`/files/<key>?expires=&signature=`): checked by the service, so a wrong one is a 403, not a 400. */
export const signedFileParamsSchema = z.object({ '*': z.string().max(1000) });
export const signedFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
