import type { Readable } from 'node:stream';
import {
  MAX_FILES_PER_UPLOAD,
  MESSAGES,
  type StoredFile,
  signedFileParamsSchema,
  signedFileQuerySchema,
  storageCopyResponseSchema,
  storageCopySchema,
  storageDeleteSchema,
  storageDownloadQuerySchema,
  storageKeyQuerySchema,
  storageListQuerySchema,
  storageListResponseSchema,
  storageMultipleResponseSchema,
  storedFileSchema,
} from '@ava/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import { keyOfFileUrl, SIGNED_FILES_PATH } from './file-urls.ts';
import type { StorageService } from './storage.service.ts';

/** Kinds a browser shows without running anything; everything else is always an attachment. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'audio/mpeg', 'application/pdf', 'text/plain; charset=utf-8']);

function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(
  reply: FastifyReply,
  file: StoredFile,
  body: Readable,
  wanted: 'inline' | 'attachment',
  cacheControl = 'private, max-age=300',
) {
  const kind = wanted === 'inline' && INLINE_TYPES.has(file.content_type) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.content_type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(kind, file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(body);
}

/** A multipart `key` field names the destination folder; the caller's own folder by default. */
function folderOf(fields: Record<string, string>, userId: string) {
  const named = fields.key?.trim().replace(/^\/+/, '') || `users/${userId}`;
  const slash = named.indexOf('/');
  return slash < 0
    ? { namespace: named, path: '' }
    : { namespace: named.slice(0, slash), path: named.slice(slash + 1) };
}

export const storageRoutes: FastifyPluginAsyncZod<{ storage: StorageService }> = async (app, { storage }) => {
  app.post(
    '/storage/upload',
    {
      schema: {
        summary: 'Uploads one file (multipart: key = destination folder, file); image, audio or document',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const upload = await readMultipartUpload(request, { maxFiles: 1 });
      const [file] = upload.files;
      if (!file) throw badRequest(MESSAGES.fileMissing);
      const folder = folderOf(upload.fields, user.userId);
      const stored = await storage.saveUpload(user, { ...folder, fileName: file.fileName, bytes: file.bytes });
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/upload/multiple',
    {
      schema: {
        summary: `Uploads up to ${MAX_FILES_PER_UPLOAD} files at once (multipart: key = destination folder, files)`,
        consumes: ['multipart/form-data'],
        response: { 201: storageMultipleResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const upload = await readMultipartUpload(request, { maxFiles: MAX_FILES_PER_UPLOAD });
      if (upload.files.length === 0) throw badRequest(MESSAGES.fileMissing);
      const folder = folderOf(upload.fields, user.userId);
      const files = await storage.saveUploads(user, { ...folder, files: upload.files });
      return reply.status(201).send({ files });
    },
  );

  app.get(
    '/storage/get',
    {
      schema: {
        summary: 'A stored file by key or id: its bytes, or its metadata with meta=true',
        querystring: storageKeyQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      if (request.query.meta === 'true') return storage.meta(user, request.query.key);
      const { file, body } = await storage.open(user, request.query.key);
      return sendFile(reply, file, body, 'inline');
    },
  );

  app.get(
    `${SIGNED_FILES_PATH}*`,
    {
      config: { public: true },
      schema: {
        summary: 'A stored file by its signed url (expires, signature), without a token; as upload returns it',
        params: signedFileParamsSchema,
        querystring: signedFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { file, body, secondsLeft } = await storage.openSigned(request.params['*'], request.query);
      return sendFile(reply, file, body, 'inline', `private, max-age=${secondsLeft}, immutable`);
    },
  );

  app.get(
    '/storage/download',
    {
      schema: {
        summary: 'Downloads a stored file (query url as returned by upload, or key) as an attachment',
        querystring: storageDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const key = request.query.key ?? keyOfFileUrl(request.query.url ?? '');
      if (!key) throw badRequest();
      const { file, body } = await storage.open(user, key);
      return sendFile(reply, file, body, 'attachment');
    },
  );

  app.get(
    '/storage/list',
    {
      schema: {
        summary: 'Files under a folder (query dir); only the caller’s own unless they may read the folder',
        querystring: storageListQuerySchema,
        response: { 200: storageListResponseSchema },
      },
    },
    (request) => storage.list(requireAuth(request), request.query.dir),
  );

  app.post(
    '/storage/copy',
    {
      schema: {
        summary: 'Copies a file under a new name, in its folder or in dir; returns the new key',
        body: storageCopySchema,
        response: { 201: storageCopyResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await storage.copy(requireAuth(request), request.body)),
  );

  app.delete(
    '/storage/delete',
    { schema: { summary: 'Deletes a file (owner, or whoever its folder lets write)', body: storageDeleteSchema } },
    async (request, reply) => {
      await storage.remove(requireAuth(request), request.body.key);
      return reply.status(204).send();
    },
  );
};
