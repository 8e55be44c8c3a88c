import { PassThrough } from 'node:stream';
import {
  deliveredQuerySchema,
  deliveredResponseSchema,
  messageResponseSchema,
  notifiableClassroomsSchema,
  notificationAmountSchema,
  notificationCreatedSchema,
  notificationIdBodySchema,
  notificationIdQuerySchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  streamQuerySchema,
  streamTicketSchema,
  webPushKeySchema,
  webPushSubscriptionSchema,
} from '@ava/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { UnreadLive } from './unread-live.ts';

/** Text fields of the composer: title, body (up to 2,000 characters), listType, classroom ids, link. */
const CREATE_FIELD_BYTES = 16_000;
/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Document 3 section 7 'Notifications', served by the main service (endpoints.tsv). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  live: UnreadLive;
}> = async (app, { notifications, live }) => {
  async function create(request: FastifyRequest, reply: FastifyReply) {
    const user = requireAuth(request);
    const { fields, files } = await readMultipartUpload(request, {
      maxFiles: 1,
      allowed: ['image'],
      maxFieldBytes: CREATE_FIELD_BYTES,
    });
    return reply.status(201).send(await notifications.create(user, fields, files[0]));
  }
  for (const url of ['/notifications', '/jupiter/notifications']) {
    app.post(
      url,
      {
        config: { permission: 'create.notifications' },
        schema: {
          summary:
            'An educator notifies one classroom (listType 1), several (2) or the educators of their school (3); multipart with an optional image',
          consumes: ['multipart/form-data'],
          response: { 201: notificationCreatedSchema },
        },
      },
      create,
    );
  }

  app.get(
    '/notifications',
    {
      schema: {
        summary: "The caller's notifications, newest first (archived ones with archived=true)",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    (request) => notifications.list(requireAuth(request), request.query),
  );

  app.get(
    '/notifications/amount',
    {
      schema: {
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: notificationAmountSchema },
      },
    },
    (request) => notifications.amount(requireAuth(request)),
  );

  app.get(
    '/notifications/details',
    {
      schema: {
        summary: "Opens one of the caller's notifications, marking it read",
        querystring: notificationIdQuerySchema,
        response: { 200: notificationSchema },
      },
    },
    (request) => notifications.details(requireAuth(request), request.query.id),
  );

  app.get(
    '/notifications/delivered',
    {
      config: { permission: 'create.notifications' },
      schema: {
        summary: 'What the caller sent, with how many received and read each',
        querystring: deliveredQuerySchema,
        response: { 200: deliveredResponseSchema },
      },
    },
    (request) => notifications.delivered(requireAuth(request), request.query),
  );

  app.get(
    '/notifications/classrooms',
    {
      config: { permission: 'create.notifications' },
      schema: { summary: 'The classrooms the caller may notify', response: { 200: notifiableClassroomsSchema } },
    },
    (request) => notifications.classrooms(requireAuth(request)),
  );

  app.patch(
    '/notifications/archive',
    {
      schema: {
        summary: "Archives one of the caller's notifications",
        body: notificationIdBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => notifications.archive(requireAuth(request), request.body.id),
  );

  app.delete(
    '/notifications/delete',
    {
      schema: {
        summary: "Removes one of the caller's notifications from their list",
        querystring: notificationIdQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => notifications.remove(requireAuth(request), request.query.id),
  );

  for (const [url, permission] of [
    ['/notifications/settings', undefined],
    ['/guardians/settings/notifications', 'view.guardianDashboard'],
  ] as const) {
    app.get(
      url,
      {
        config: { permission },
        schema: {
          summary: "The caller's notification channels per kind and quiet hours",
          response: { 200: notificationSettingsSchema },
        },
      },
      (request) => notifications.settings(requireAuth(request)),
    );
    app.patch(
      url,
      {
        config: { permission },
        schema: {
          summary: "Saves the caller's notification channels per kind and quiet hours",
          body: notificationSettingsSchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      (request) => notifications.saveSettings(requireAuth(request), request.body),
    );
  }

  app.post(
    '/webpush/subscriptions/create',
    {
      schema: {
        summary: "Keeps this browser's push subscription for the caller",
        body: webPushSubscriptionSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => notifications.subscribe(requireAuth(request), request.body),
  );

  app.get(
    '/webpush/public_key',
    {
      schema: { summary: 'The VAPID public key browsers subscribe with', response: { 200: webPushKeySchema } },
    },
    () => notifications.publicKey(),
  );

  app.post(
    '/notifications/stream/ticket',
    {
      schema: {
        summary: 'A single-use ticket, valid for a minute, that opens the live unread stream',
        response: { 200: streamTicketSchema },
      },
    },
    (request) => notifications.ticket(requireAuth(request)),
  );

  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    '/notifications/stream',
    {
      // EventSource sends no Authorization header: the single-use ticket identifies the caller.
      config: { public: true },
      schema: {
        summary: 'Server-sent events: the unread amount now and at each change (event "unread")',
        querystring: streamQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await notifications.streamUser(request.query.ticket);
      const stream = new PassThrough();
      const send = (amount: number) => stream.write(`event: unread\ndata: ${JSON.stringify({ amount })}\n\n`);
      const stop = live.follow(user.userId, send);
      stream.write('retry: 5000\n\n');
      send((await notifications.amount(user)).amount);
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(heartbeat);
        stop();
        // The browser reconnects (to another instance, when this one is stopping).
        stream.end();
      };
      streams.add(end);
      stream.on('close', end);
      reply.raw.on('close', end);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
