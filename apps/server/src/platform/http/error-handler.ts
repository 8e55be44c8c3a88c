import { MESSAGES, messageForStatus } from '@ava/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/unreachable.ts';
import type { SpaFallback } from '../web/web-app.ts';
import { AppError, databaseUnavailable } from './app-error.ts';

interface FieldError {
  field: string;
  message: string;
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (typeof error.extra.retry_after === 'number') reply.header('retry-after', String(error.extra.retry_after));
  return reply.status(error.status).send({ message: error.message, ...error.extra });
}

function validationFields(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((issue) => {
    const path = [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)];
    const message = issue.message ?? 'inválido';
    // A strict body names each field it does not know, so the caller sees which one to drop.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      return issue.params.keys.map((key) => ({ field: [...path, String(key)].join('.'), message }));
    }
    return [{ field: path.join('.'), message }];
  });
}

/** One place that turns every failure into the catalogue's status and Portuguese message. */
/** Registered before any route: Fastify binds a route to the error handler in force when it is added. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (isDatabaseUnreachable(error)) {
      // Not this request's fault: the instance answers again by itself once the database is back.
      request.log.warn({ err: error }, 'database unreachable');
      return sendAppError(reply, databaseUnavailable());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: messageForStatus(400), fields: validationFields(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: MESSAGES.requestTooLarge });
    if (status < 500 && !isResponseSerializationError(error)) {
      // Malformed JSON, wrong content type: the client's input, never a 500.
      const clientStatus = status === 401 || status === 403 || status === 404 || status === 429 ? status : 400;
      return reply.status(clientStatus).send({ message: messageForStatus(clientStatus) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messageForStatus(500) });
  });
}

/** Unknown paths: the page of the first served app that takes the path (game runtime, web app), else the catalogue's 404. */
export function registerNotFoundHandler(app: FastifyInstance, spaFallbacks: readonly (SpaFallback | null)[]): void {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallbacks.some((fallback) => fallback?.(request, reply))) return;
    reply.status(404).send({ message: messageForStatus(404) });
  });
}
