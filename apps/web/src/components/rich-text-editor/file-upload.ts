import {
  FILE_LIMITS,
  type FileCategory,
  fileTooLargeMessage,
  fileTypeRefusedMessage,
  type StoredFile,
} from '@ava/contracts';
import { request } from '../../lib/http/request.ts';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The category a file belongs to by its type and name, among the allowed ones. */
export function categoryOf(file: File, allowed: readonly FileCategory[]): FileCategory | null {
  const extension = extensionOf(file.name);
  return (
    allowed.find((category) => {
      const limits = FILE_LIMITS[category];
      const typeOk = file.type === '' || (limits.contentTypes as readonly string[]).includes(file.type);
      return typeOk && (limits.extensions as readonly string[]).includes(extension);
    }) ?? null
  );
}

/**
 * Checks a file before it is sent (the storage service checks again by its bytes):
 * the message to show, or null when it may go.
 */
export function fileProblem(file: File, allowed: readonly FileCategory[]): string | null {
  const category = categoryOf(file, allowed);
  if (!category) return fileTypeRefusedMessage(allowed);
  if (file.size > FILE_LIMITS[category].maxBytes) return fileTooLargeMessage(category);
  return null;
}

/**
 * POST /storage/upload (multipart): `key` names the destination folder, e.g.
 * `activities/<activity>/<student>`; without it the file goes to the caller's own folder.
 */
export async function uploadFile(
  file: File,
  folder?: string,
  allowed: readonly FileCategory[] = ['image'],
): Promise<StoredFile> {
  const problem = fileProblem(file, allowed);
  if (problem) throw new Error(problem);
  const body = new FormData();
  if (folder) body.set('key', folder);
  body.set('file', file, file.name);
  return request<StoredFile>('storage', '/storage/upload', { method: 'POST', body });
}

/** The same image named 'imagem' with its extension, so that its name says nothing of who sent it. */
function unnamed(file: File): File {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')) : '';
  return new File([file], `imagem${extension}`, { type: file.type });
}

/**
 * The editor's image button: uploads (into `folder`, if given) and gives the address to show;
 * with `hideName`, the file's own name stays on the device (an anonymous forum comment).
 */
export const imageUploader =
  (folder?: string, { hideName = false }: { hideName?: boolean } = {}) =>
  (file: File) =>
    uploadFile(hideName ? unnamed(file) : file, folder).then((stored) => stored.url);

/** The editor's audio button: uploads an mp3 (into `folder`, if given) and gives the address to play. */
export const audioUploader = (folder?: string) => (file: File) =>
  uploadFile(file, folder, ['audio']).then((stored) => stored.url);
