import { Readable } from 'node:stream';
import {
  ASSISTANT_MESSAGES,
  ASSISTANT_PRODUCT,
  ASSISTANT_PRODUCT_HEADER,
  type AssistantStreamEvent,
  assistantChatCreateSchema,
  assistantChatIdSchema,
  assistantChatOptionsQuerySchema,
  assistantChatOptionsSchema,
  assistantChatSchema,
  assistantChatsQuerySchema,
  assistantChatsResponseSchema,
  assistantMessageBodySchema,
  assistantMessageQuerySchema,
  assistantMessagesResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { AssistantService } from './assistant.service.ts';

/** One server-sent event per stream event. */
async function* serverSentEvents(events: AsyncIterable<AssistantStreamEvent>): AsyncGenerator<string> {
  for await (const { event, data } of events) yield `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Paths exactly as endpoints.tsv writes them (assistant service); every call carries the product header. */
export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService; limit: RequestLimit }> = async (
  app,
  { assistant, limit },
) => {
  const config = { permission: 'view.assistant' } as const;

  app.addHook('preHandler', async (request) => {
    if (request.headers[ASSISTANT_PRODUCT_HEADER.toLowerCase()] !== ASSISTANT_PRODUCT) {
      throw badRequest(ASSISTANT_MESSAGES.productHeader);
    }
  });

  app.post(
    '/assistant/chat',
    {
      config,
      schema: {
        summary: 'Opens a chat with the assistant',
        body: assistantChatCreateSchema,
        response: { 201: assistantChatSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await assistant.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/assistant/chat/reopen',
    {
      config,
      schema: {
        summary: 'Reopens a finished chat of the caller',
        body: assistantChatIdSchema,
        response: { 200: assistantChatSchema },
      },
    },
    (request) => assistant.reopen(requireAuth(request), request.body),
  );

  app.patch(
    '/assistant/chat/finish',
    {
      config,
      schema: {
        summary: "Finishes a chat of the caller's: it takes no message until reopened",
        body: assistantChatIdSchema,
        response: { 200: assistantChatSchema },
      },
    },
    (request) => assistant.finish(requireAuth(request), request.body),
  );

  app.delete(
    '/assistant/chat',
    {
      config,
      schema: {
        summary: 'Deletes a chat of the caller with its messages',
        body: assistantChatIdSchema,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    (request) => assistant.remove(requireAuth(request), request.body),
  );

  app.get(
    '/assistant/chat',
    {
      config,
      schema: {
        summary: 'A chat the caller may read',
        querystring: assistantChatIdSchema,
        response: { 200: assistantChatSchema },
      },
    },
    (request) => assistant.chat(requireAuth(request), request.query),
  );

  app.get(
    '/assistant/chats',
    {
      config,
      schema: {
        summary: "The caller's chats, or a student's for their educator where the platform allows it",
        querystring: assistantChatsQuerySchema,
        response: { 200: assistantChatsResponseSchema },
      },
    },
    (request) => assistant.chats(requireAuth(request), request.query),
  );

  app.get(
    '/assistant/chat/options',
    {
      config,
      schema: {
        summary: "The chat's engine, limits, suggested questions and the students whose chats the caller may read",
        querystring: assistantChatOptionsQuerySchema,
        response: { 200: assistantChatOptionsSchema },
      },
    },
    (request) => assistant.options(requireAuth(request)),
  );

  app.get(
    '/assistant/chat/messages',
    {
      config,
      schema: {
        summary: 'The messages of a chat the caller may read',
        querystring: assistantChatIdSchema,
        response: { 200: assistantMessagesResponseSchema },
      },
    },
    (request) => assistant.messages(requireAuth(request), request.query),
  );

  app.post(
    '/assistant/chat/message',
    {
      config,
      onRequest: limitRequests(limit, (request) => request.auth?.userId ?? request.ip),
      schema: {
        summary: 'Asks the assistant; the answer is streamed as server-sent events (question, chunk..., done)',
        querystring: assistantMessageQuerySchema,
        body: assistantMessageBodySchema,
      },
    },
    async (request, reply) => {
      const stop = new AbortController();
      reply.raw.on('close', () => stop.abort());
      const events = await assistant.send(requireAuth(request), request.body, stop.signal);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(serverSentEvents(events)));
    },
  );
};
