import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed body saves less than its headers cost. */
const GZIP_FROM_BYTES = 1_024;

/**
 * A JSON answer kept to be sent many times: encoded once, and gzipped once on the first request
 * that accepts it (a student's list of 200 activities is 68 kB, about 6 kB gzipped: what a slow
 * phone network feels).
 */
export class PreparedJson {
  readonly body: Buffer;
  #gzipped: Buffer | undefined;

  constructor(json: string) {
    this.body = Buffer.from(json);
  }

  gzipped(): Buffer {
    this.#gzipped ??= gzipSync(this.body);
    return this.#gzipped;
  }
}

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return false;
  return accepted.split(',').some((coding) => {
    const [name, ...params] = coding.trim().split(';');
    return name?.trim() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Sends a body that is already JSON of the route's response shape, so Fastify neither serialises
 * nor validates it again (the route's schema still documents it), gzipped when the client accepts.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, json: PreparedJson): FastifyReply {
  const plain = reply as FastifyReply;
  plain.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (json.body.length < GZIP_FROM_BYTES || !acceptsGzip(request)) return plain.send(json.body);
  return plain.header('content-encoding', 'gzip').send(json.gzipped());
}
