import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  FILE_CATEGORIES,
  FILE_LIMITS,
  type FileCategory,
  fileTooLargeMessage,
  fileTypeRefusedMessage,
  MESSAGES,
  type StoredFile,
} from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { detectFileKind, type FileKind } from '../../platform/storage/file-kinds.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { FILE_URL_TTL, type FileUrls, keyOfFileUrl } from './file-urls.ts';
import { presentStoredFile } from './storage.presenter.ts';
import type { StorageRepository, StoredFileRow } from './storage.repository.ts';
import { fileKeyIn, holdsFileKeys, parseKey, resolveKey, UUID } from './storage-keys.ts';

export type AccessMode = 'read' | 'write';
/**
 * Decides whether a user may read or write a key of one namespace. `key` is the full key
 * `<platform_id>/<namespace>/<rest>` (see parseKey) of the caller's own platform, or a folder
 * key ending in `/` when listing. The owner of a stored file may always read it.
 */
export type AccessRule = (user: AuthContext, key: string, mode: AccessMode) => Promise<boolean>;

export interface UploadInput {
  namespace: string;
  /** Folder inside the namespace, `/`-separated; empty for its root. */
  path: string;
  fileName: string;
  bytes: Buffer;
  /** Categories accepted; all of them when omitted. */
  allowed?: readonly FileCategory[];
}

/** A named key as a full key of the user's platform, or null when it names none (or another platform's). */
function tryResolveKey(user: AuthContext, named: string): string | null {
  try {
    return resolveKey(user, named).key;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * What a file is, by its bytes, when the name it is given and the categories allowed accept it:
 * 400 when they do not (a PNG named `.html`), 413 past its category's limit.
 */
async function acceptedKind(bytes: Buffer, fileName: string, allowed: readonly FileCategory[]): Promise<FileKind> {
  const kind = await detectFileKind(bytes, fileName);
  if (!kind || !allowed.includes(kind.category)) throw badRequest(fileTypeRefusedMessage(allowed));
  if (bytes.length > FILE_LIMITS[kind.category].maxBytes) throw new AppError(413, fileTooLargeMessage(kind.category));
  return kind;
}

/**
 * The name a stored file is shown under: the last part of the name given, without path, and
 * without control characters (a NUL cannot even be stored), which never belong in a name shown to people.
 */
const shownName = (fileName: string, kind: FileKind) =>
  fileName
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .slice(0, 255) || `arquivo.${kind.extension}`;

/** `users/<userId>/...`: each user's private folder. */
const ownFolderRule: AccessRule = async (user, key) => parseKey(key).rest.split('/')[0] === user.userId;

export function createStorageService(deps: {
  store: FileStore;
  storageRepo: StorageRepository;
  fileUrls: FileUrls;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { store, storageRepo, fileUrls, logger } = deps;
  const rules = new Map<string, AccessRule>([['users', ownFolderRule]]);
  /** Only for a file the caller may read: its url lets anyone holding it read the bytes. */
  const present = (row: StoredFileRow) => presentStoredFile(row, fileUrls.signedUrl(row.key));

  /**
   * The owner of a file always reads it; changing or deleting it is for the namespace's rule to
   * decide (a student's work file is theirs, but is frozen once the submission window closes).
   */
  async function may(user: AuthContext, key: string, mode: AccessMode, row?: StoredFileRow | null) {
    if (parseKey(key).platformId !== user.platformId) return false;
    const rule = rules.get(parseKey(key).namespace);
    if (row?.owner_id === user.userId && (mode === 'read' || !rule)) return true;
    return rule ? rule(user, key, mode) : false;
  }

  /** A stored file the caller may read, by id or key; 404 whether it is missing or hidden. */
  async function readable(user: AuthContext, idOrKey: string): Promise<StoredFileRow> {
    const row = UUID.test(idOrKey)
      ? await storageRepo.findById(user.platformId, idOrKey)
      : await storageRepo.findByKey(user.platformId, resolveKey(user, idOrKey).key);
    if (!row || !(await may(user, row.key, 'read', row))) throw notFound(MESSAGES.fileNotFound);
    return row;
  }

  async function writableFolder(user: AuthContext, namespace: string, folderPath: string): Promise<string> {
    const folder = resolveKey(user, [namespace, folderPath].filter(Boolean).join('/')).key;
    if (!(await may(user, `${folder}/`, 'write'))) throw forbidden();
    if (!holdsFileKeys(folder)) throw badRequest();
    // A file cannot hold files: a folder named by a stored file's key (or one inside it) is refused.
    const enclosing = folder.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/'));
    if ((await storageRepo.findByKeys(user.platformId, enclosing)).length > 0) throw badRequest();
    return folder;
  }

  async function storeRow(values: Omit<StoredFileRow, 'id' | 'created_at' | 'updated_at'>) {
    try {
      return await storageRepo.insert(values);
    } catch (error) {
      await store.delete(values.key).catch(() => {});
      throw error;
    }
  }

  /** Several files into one folder: all are checked before any is stored, so a refusal stores nothing. */
  async function saveUploads(
    user: AuthContext,
    input: Omit<UploadInput, 'fileName' | 'bytes'> & { files: { fileName: string; bytes: Buffer }[] },
  ): Promise<StoredFile[]> {
    const allowed = input.allowed ?? FILE_CATEGORIES;
    const folder = await writableFolder(user, input.namespace, input.path);
    const checked = [];
    for (const file of input.files) {
      checked.push({ ...file, kind: await acceptedKind(file.bytes, file.fileName, allowed) });
    }
    const stored: StoredFile[] = [];
    for (const { fileName, bytes, kind } of checked) {
      const key = fileKeyIn(folder, fileName, kind.extension);
      await store.put(key, bytes, kind.contentType);
      const row = await storeRow({
        platform_id: user.platformId,
        owner_id: user.userId,
        key,
        namespace: parseKey(key).namespace,
        file_name: shownName(fileName, kind),
        content_type: kind.contentType,
        category: kind.category,
        size: bytes.length,
      });
      stored.push(present(row));
    }
    return stored;
  }

  return {
    /** Lets a module decide who reads and writes the keys of its namespace ('activities', 'avatars', ...). */
    registerAccessRule(namespace: string, rule: AccessRule): void {
      if (rules.has(namespace)) throw new Error(`storage namespace already has a rule: ${namespace}`);
      rules.set(namespace, rule);
    },

    /** Checks the file by its content and its category's limit, stores it and records who owns it. */
    async saveUpload(user: AuthContext, input: UploadInput): Promise<StoredFile> {
      const [stored] = await saveUploads(user, { ...input, files: [input] });
      if (!stored) throw new Error('upload not stored');
      return stored;
    },

    saveUploads,

    /**
     * A file the server itself draws (a chemistry image), named by its content: when `name` is
     * stored already it is returned and `make` never runs; otherwise `make`'s bytes are stored
     * under it. Its kind is declared, not detected: only server code calls this, with bytes it
     * made itself (an SVG upload stays refused). Two callers storing one name at once store
     * the same bytes, and both get the one row.
     */
    async saveGenerated(
      user: AuthContext,
      input: { namespace: string; name: string; contentType: string; category: FileCategory; make: () => Buffer },
    ): Promise<StoredFile> {
      const { key } = resolveKey(user, `${input.namespace}/${input.name}`);
      const found = await storageRepo.findByKey(user.platformId, key);
      if (found) return present(found);
      const bytes = input.make();
      await store.put(key, bytes, input.contentType);
      const values = {
        platform_id: user.platformId,
        owner_id: user.userId,
        key,
        namespace: input.namespace,
        file_name: input.name,
        content_type: input.contentType,
        category: input.category,
        size: bytes.length,
      };
      try {
        return present(await storageRepo.insert(values));
      } catch (error) {
        const raced = await storageRepo.findByKey(user.platformId, key);
        if (raced) return present(raced);
        throw error;
      }
    },

    /** A signed read url of a key; sign only keys the receiver may read (see file-urls.ts). */
    signedUrl: fileUrls.signedUrl,

    /** A file url the server stored (users.avatar_url), made readable without a token. */
    presentUrl: fileUrls.presentUrl,

    /** A stored image shown on every screen for days (an avatar): long-lived signed urls stay cached in browsers. */
    presentImageUrl: (url: string | null) => fileUrls.presentUrl(url, { ttlSeconds: FILE_URL_TTL.longLived }),

    /** The key a url of this service names, or null (see keyOfFileUrl). */
    keyOfUrl: keyOfFileUrl,

    /**
     * The bytes a signed url names, for anyone holding it: 403 when the signature is wrong or
     * has expired, 404 when the file is gone; how many seconds the url still lasts.
     */
    async openSigned(
      key: string,
      query: { expires?: string; signature?: string },
    ): Promise<{ file: StoredFile; body: Readable; secondsLeft: number }> {
      const { state, secondsLeft } = fileUrls.check(key, query);
      if (state === 'invalid') throw forbidden(MESSAGES.fileLinkInvalid);
      if (state === 'expired') throw forbidden(MESSAGES.fileLinkExpired);
      const row = await storageRepo.findByKey(parseKey(key).platformId, key);
      const object = row && (await store.get(row.key));
      if (!row || !object) throw notFound(MESSAGES.fileNotFound);
      return { file: present(row), body: object.body, secondsLeft };
    },

    /**
     * Of the keys a user names (full, or relative to their platform), those naming a stored
     * file they may read, each with its full key; the others are left out.
     */
    async readableKeys(user: AuthContext, named: readonly string[]): Promise<Map<string, string>> {
      const fullKeys = new Map<string, string>();
      for (const name of new Set(named)) {
        const key = tryResolveKey(user, name);
        if (key) fullKeys.set(name, key);
      }
      const rows = await storageRepo.findByKeys(user.platformId, [...new Set(fullKeys.values())]);
      const readableRows = new Set<string>();
      for (const row of rows) if (await may(user, row.key, 'read', row)) readableRows.add(row.key);
      return new Map([...fullKeys].filter(([, key]) => readableRows.has(key)));
    },

    /**
     * A file's owner is named only to the owner and to those who may list its folder (a listing
     * names them too): the image of an anonymous forum comment must not give its author away.
     */
    async meta(user: AuthContext, idOrKey: string): Promise<StoredFile> {
      const row = await readable(user, idOrKey);
      const folder = row.key.slice(0, row.key.lastIndexOf('/') + 1);
      const namesOwner = row.owner_id === user.userId || (await may(user, folder, 'read'));
      return namesOwner ? present(row) : { ...present(row), owner_id: null };
    },

    /** The file and its bytes, when the caller may read it. */
    async open(user: AuthContext, idOrKey: string): Promise<{ file: StoredFile; body: Readable }> {
      const row = await readable(user, idOrKey);
      const object = await store.get(row.key);
      if (!object) throw notFound(MESSAGES.fileNotFound);
      return { file: present(row), body: object.body };
    },

    /** Files under a folder: all of them if the caller may read the folder, else only their own. */
    async list(user: AuthContext, dir: string): Promise<{ dir: string; files: StoredFile[] }> {
      const folder = resolveKey(user, dir || `users/${user.userId}`).key;
      const prefix = `${folder}/`;
      const rows = await storageRepo.listUnder(
        user.platformId,
        prefix,
        (await may(user, prefix, 'read')) ? undefined : user.userId,
      );
      return { dir: folder, files: rows.map(present) };
    },

    /**
     * Copies a readable file, under a new name, into its own folder or another the caller may write.
     * The new name passes upload's rules, checked against the stored bytes: a PNG is not renamed `.html`.
     */
    async copy(user: AuthContext, input: { key: string; name: string; dir?: string }): Promise<StoredFile> {
      const source = await readable(user, input.key);
      const target = input.dir
        ? resolveKey(user, input.dir)
        : parseKey(source.key.slice(0, source.key.lastIndexOf('/')));
      const folder = await writableFolder(user, target.namespace, target.rest);
      const object = await store.get(source.key);
      if (!object) throw notFound(MESSAGES.fileNotFound);
      const bytes = await buffer(object.body);
      const kind = await acceptedKind(bytes, input.name, FILE_CATEGORIES);
      const key = fileKeyIn(folder, input.name, kind.extension);
      await store.copy(source.key, key);
      const row = await storeRow({
        platform_id: user.platformId,
        owner_id: user.userId,
        key,
        namespace: parseKey(key).namespace,
        file_name: shownName(input.name, kind),
        content_type: kind.contentType,
        category: kind.category,
        size: bytes.length,
      });
      return present(row);
    },

    /** Deletes a file its owner, or whoever the namespace's rule lets write, asks to delete. */
    async remove(user: AuthContext, idOrKey: string): Promise<void> {
      const row = await readable(user, idOrKey);
      if (!(await may(user, row.key, 'write', row))) throw forbidden();
      await storageRepo.delete(user.platformId, row.id);
      await store
        .delete(row.key)
        .catch((error) => logger.warn({ err: error, key: row.key }, 'stored file left behind'));
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;
