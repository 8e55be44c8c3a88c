import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerPublic } from '../http/public-scope.ts';

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed files when the
 * browser accepts them, and index.html for every other page path so the router can take it.
 */
export async function serveWebApp(app: FastifyInstance, dist: string): Promise<SpaFallback | null> {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built; only the API is served');
    return null;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await registerPublic(
    app,
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dist,
        preCompressed: true,
        wildcard: false,
        index: false,
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
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api')) return false;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
