import { FILE_LIMITS, type FileCategory } from '@ava/contracts';
import { fileTypeFromBuffer } from 'file-type';

export interface FileKind {
  category: FileCategory;
  contentType: string;
  /** The extension the stored file gets, whatever the uploaded name said. */
  extension: string;
}

/** Each accepted content type, its category, stored extension and the names it may be uploaded under. */
const KINDS: Record<string, FileKind & { aliases: string[] }> = {
  'image/png': { category: 'image', contentType: 'image/png', extension: 'png', aliases: ['png'] },
  'image/apng': { category: 'image', contentType: 'image/png', extension: 'png', aliases: ['png', 'apng'] },
  'image/jpeg': { category: 'image', contentType: 'image/jpeg', extension: 'jpg', aliases: ['jpg', 'jpeg', 'jpe'] },
  'audio/mpeg': {
    category: 'audio',
    contentType: 'audio/mpeg',
    extension: 'mp3',
    aliases: ['mp3', 'mpeg', 'mpga', 'mp2', 'mp1'],
  },
  'audio/wav': { category: 'audio', contentType: 'audio/wav', extension: 'wav', aliases: ['wav', 'wave'] },
  'application/pdf': { category: 'document', contentType: 'application/pdf', extension: 'pdf', aliases: ['pdf'] },
  'text/plain': { category: 'document', contentType: 'text/plain; charset=utf-8', extension: 'txt', aliases: ['txt'] },
};
for (const [extension, contentType] of [
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['odt', 'application/vnd.oasis.opendocument.text'],
] as const) {
  KINDS[contentType] = { category: 'document', contentType, extension, aliases: [extension] };
}

/** How many leading bytes are enough to recognise the non-zip kinds (file-type reads at most this). */
export const DETECTION_HEAD_BYTES = 4100;

const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|\?xml)\b/i;

/** Plain UTF-8 text without control characters and without anything a browser would render as markup. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) && !MARKUP.test(text);
}

function extensionOf(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : null;
}

/**
 * What a file is, decided by its bytes (magic numbers), never by its name. The declared name
 * can only refuse: a PNG named `.mp3` or an HTML page named `.png` is null. Null also for
 * empty files and every kind outside FILE_LIMITS (HTML, SVG, executables, archives...).
 */
export async function detectFileKind(bytes: Buffer, declaredName?: string): Promise<FileKind | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? KINDS[detected.mime] : isPlainText(bytes) ? KINDS['text/plain'] : undefined;
  if (!kind) return null;
  const declared = extensionOf(declaredName);
  if (declared !== null && !kind.aliases.includes(declared)) return null;
  return { category: kind.category, contentType: kind.contentType, extension: kind.extension };
}

/** Containers whose first bytes do not yet say whether an accepted document is inside (docx, odt...). */
const UNDECIDED_CONTAINERS = new Set(['application/zip']);

/**
 * What a file's first bytes already prove while it streams in: its category, so that its own limit
 * applies; 'refused' for a kind never accepted (GIF, executables, archives...), so reading stops at
 * once; null when they cannot tell yet (text, documents).
 */
export async function categoryFromHead(head: Buffer): Promise<FileCategory | 'refused' | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  const kind = KINDS[detected.mime];
  if (!kind) return UNDECIDED_CONTAINERS.has(detected.mime) ? null : 'refused';
  return kind.category !== 'document' ? kind.category : null;
}

export const limitOf = (category: FileCategory) => FILE_LIMITS[category].maxBytes;
