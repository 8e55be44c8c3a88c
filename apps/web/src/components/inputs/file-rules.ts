import { FILE_INPUT_MAX_BYTES, formatMegabytes, MESSAGES } from '@ava/contracts';

export interface FileRules {
  /** MIME types or '.ext' endings; empty accepts any. */
  accept?: readonly string[];
  /** 5 MB unless told otherwise. */
  maxBytes?: number;
  multiple?: boolean;
}

function accepted(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  return accept.some((rule) => {
    const type = rule.toLowerCase();
    if (type.startsWith('.')) return name.endsWith(type);
    if (type.endsWith('/*')) return file.type.startsWith(type.slice(0, -1));
    return file.type === type;
  });
}

export type FileCheck = { files: File[] } | { error: string };

/** The chosen files, or the first rule they break (one file only unless multiple). */
export function checkFiles(
  files: readonly File[],
  { accept = [], maxBytes = FILE_INPUT_MAX_BYTES, multiple }: FileRules,
): FileCheck {
  const chosen = multiple ? [...files] : files.slice(0, 1);
  if (chosen.some((file) => !accepted(file, accept))) return { error: MESSAGES.fileTypeRefused };
  if (chosen.some((file) => file.size > maxBytes)) {
    return { error: `${MESSAGES.fileTooLarge} Tamanho máximo: ${formatMegabytes(maxBytes)}.` };
  }
  return { files: chosen };
}
