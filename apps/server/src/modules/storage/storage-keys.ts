import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import { isValidKey, MAX_KEY_LENGTH } from '../../platform/storage/file-store.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface KeyParts {
  platformId: string;
  namespace: string;
  /** What follows the namespace, without leading slash; may be empty for a folder. */
  rest: string;
}

/** Splits a full key `<platform_id>/<namespace>/<rest>`. */
export function parseKey(key: string): KeyParts {
  const [platformId = '', namespace = '', ...rest] = key.split('/');
  return { platformId, namespace, rest: rest.join('/') };
}

/**
 * Turns what a caller names (a full key, or one relative to their platform such as
 * `users/<id>/fotos`) into a full key of the caller's platform. A key of another platform
 * is refused; namespaces are never UUIDs, so a leading UUID always names a platform.
 */
export function resolveKey(user: AuthContext, named: string): KeyParts & { key: string } {
  const trimmed = named.trim().replace(/^\/+|\/+$/g, '');
  const segments = trimmed.split('/');
  if (segments[0] && UUID.test(segments[0])) {
    if (segments[0].toLowerCase() !== user.platformId.toLowerCase()) throw forbidden(MESSAGES.platformMismatch);
    segments.shift();
  }
  const key = [user.platformId, ...segments].join('/');
  if (segments.length === 0 || segments[0] === '' || !isValidKey(key)) throw badRequest();
  return { key, ...parseKey(key) };
}

const RANDOM_PREFIX_BYTES = 6;
const MAX_BASE_NAME = 80;
/** The longest stored extension ('docx', 'xlsx', ...; see file-kinds.ts). */
const MAX_EXTENSION = 4;

/** A safe key segment from a user's file name: accents dropped, other characters replaced. */
function safeBaseName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_BASE_NAME);
  return slug || 'arquivo';
}

/** A new file's key in a folder: a short random prefix keeps two uploads of one name apart. */
export const fileKeyIn = (folderKey: string, fileName: string, extension: string) =>
  `${folderKey}/${randomBytes(RANDOM_PREFIX_BYTES).toString('hex')}-${safeBaseName(fileName)}.${extension}`;

/** Whether any file's key (see fileKeyIn) fits under the key length limit in this folder. */
export function holdsFileKeys(folderKey: string): boolean {
  const longestFile = RANDOM_PREFIX_BYTES * 2 + 1 + MAX_BASE_NAME + 1 + MAX_EXTENSION;
  return folderKey.length + 1 + longestFile <= MAX_KEY_LENGTH;
}
