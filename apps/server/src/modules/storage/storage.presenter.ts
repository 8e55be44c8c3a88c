import { SERVICE_BASES, type StoredFile } from '@ava/contracts';
import type { StoredFileRow } from './storage.repository.ts';

export const STORED_URL_PATH = `${SERVICE_BASES.storage}/storage/get`;

/** The stable, token-protected address of a file: what the server stores (users.avatar_url). */
export const urlOfKey = (key: string) => `${STORED_URL_PATH}?key=${encodeURIComponent(key)}`;

/** `url` is where the browser reads the bytes: a signed url (file-urls.ts). */
export function presentStoredFile(row: StoredFileRow, url: string): StoredFile {
  return {
    id: row.id,
    key: row.key,
    url,
    size: row.size,
    file_name: row.file_name,
    content_type: row.content_type,
    category: row.category,
    owner_id: row.owner_id,
    created_at: row.created_at.toISOString(),
  };
}
