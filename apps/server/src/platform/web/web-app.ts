import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerPublic } from '../http/public-scope.ts';

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** A path whose last segment has an extension names a file (/sw.js, /assets/x.css), never a page. */
const NAMES_A_FILE = /\.[A-Za-z0-9]+$/;

/** index.html as it is now on disk: a new build replaces it; mid-build (missing) the last one stays. */
function currentIndex(indexFile: string): () => string {
  let read = { mtimeMs: -1, html: '' };
  return () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== read.mtimeMs) read = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    } catch {
      // The build is rewriting the folder: keep the last page read.
    }
    return read.html;
  };
}

/**
 * Serves a built single-page app under `prefix` (the web app at '/', the game runtime at
 * '/games/'): hashed assets cached for a year, pre-compressed files when the browser accepts
 * them, and index.html for every other page path under the prefix (but those of `others`,
 * the apps served beside it) so the router can take it. `/games` without its slash is sent
 * to `/games/`. Files are looked up when asked for, not listed at start: a service worker or
 * an asset written by a build after the server started is served as itself, and a missing
 * file is a 404 (a worker answered with the page's HTML fails to register with a MIME error).
 */
export async function serveWebApp(
  app: FastifyInstance,
  dist: string,
  prefix = '/',
  others: readonly string[] = [],
): Promise<SpaFallback | null> {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist, prefix }, 'app not built; its pages are not served');
    return null;
  }
  const indexHtml = currentIndex(indexFile);
  await registerPublic(
    app,
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dist,
        prefix,
        preCompressed: true,
        wildcard: true,
        index: false,
        // Page paths (no extension) are the router's: they fall through to index.html.
        allowedPath: (pathname) => NAMES_A_FILE.test(pathname),
        // Our own header below; the plugin's would overwrite it with max-age=0.
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    },
    true,
  );
  const bare = prefix.replace(/\/$/, '');
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api')) return false;
    const [pathname = '', query] = request.url.split('?');
    if (bare && pathname === bare) {
      reply.redirect(`${prefix}${query === undefined ? '' : `?${query}`}`);
      return true;
    }
    if (!pathname.startsWith(prefix) || others.some((other) => `${pathname}/`.startsWith(other))) return false;
    if (NAMES_A_FILE.test(pathname)) return false;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
    return true;
  };
}
