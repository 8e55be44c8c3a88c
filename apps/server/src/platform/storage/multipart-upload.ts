import {
  FILE_CATEGORIES,
  type FileCategory,
  fileTooLargeMessage,
  fileTypeRefusedMessage,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  uploadTooLargeMessage,
} from '@ava/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error.ts';
import { categoryFromHead, DETECTION_HEAD_BYTES, limitOf } from './file-kinds.ts';

export interface ReceivedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 2000;

/**
 * Reads a multipart request into memory, enforcing the limits while it streams: once a
 * file's first bytes prove its category, that category's limit applies; otherwise the
 * largest allowed one; all files together stay under MAX_UPLOAD_BYTES. Past a limit it stops
 * reading and answers 413; a file whose first bytes are of a refused kind stops at once with
 * 400, as does a body the parser cannot read.
 * Nothing is stored here.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: {
    maxFiles: number;
    allowed?: readonly FileCategory[];
    maxFieldBytes?: number;
    /** Refuses a file past maxFiles; by default 'Envie um arquivo por vez.' for one, else the limit of ten. */
    tooManyMessage?: string;
  },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.fileMissing);
  const allowed = options.allowed ?? FILE_CATEGORIES;
  const largest = allowed.reduce((a, b) => (limitOf(b) > limitOf(a) ? b : a));
  try {
    return await readParts(request, options, allowed, largest);
  } catch (error) {
    // A body the parser cannot read (cut short, no boundary) is the sender's fault, not a server error.
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw badRequest();
  }
}

function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function readParts(
  request: FastifyRequest,
  options: { maxFiles: number; maxFieldBytes?: number; tooManyMessage?: string },
  allowed: readonly FileCategory[],
  largest: FileCategory,
): Promise<ReceivedUpload> {
  const upload: ReceivedUpload = { fields: {}, files: [] };
  let received = 0;
  const parts = request.parts({
    limits: {
      fileSize: limitOf(largest) + 1,
      files: options.maxFiles + 1,
      fields: MAX_FIELDS,
      fieldSize: options.maxFieldBytes ?? MAX_FIELD_BYTES,
      parts: options.maxFiles + MAX_FIELDS + 1,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
      continue;
    }
    if (upload.files.length >= options.maxFiles) {
      throw badRequest(
        options.tooManyMessage ?? (options.maxFiles === 1 ? MESSAGES.oneFileOnly : MESSAGES.tooManyFiles),
      );
    }
    let category: FileCategory | null = null;
    let limit = limitOf(largest);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      const wasShort = size < DETECTION_HEAD_BYTES;
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (wasShort && size >= DETECTION_HEAD_BYTES) {
        const proven = await categoryFromHead(Buffer.concat(chunks));
        if (proven === 'refused' || (proven && !allowed.includes(proven))) {
          throw badRequest(fileTypeRefusedMessage(allowed));
        }
        category = proven;
        if (category) limit = limitOf(category);
      }
      if (size > limit) throw new AppError(413, fileTooLargeMessage(category ?? largest));
      if (received + size > MAX_UPLOAD_BYTES) throw new AppError(413, uploadTooLargeMessage());
    }
    received += size;
    upload.files.push({ fieldName: part.fieldname, fileName: part.filename ?? '', bytes: Buffer.concat(chunks) });
  }
  return upload;
}
