import {
  bulkMessageResponseSchema,
  classroomsMessageSchema,
  createMessageResponseSchema,
  createMessageSchema,
  denounceMessageSchema,
  denounceResponseSchema,
  findContactQuerySchema,
  findContactResponseSchema,
  MESSAGES,
  mailersListResponseSchema,
  messageDetailQuerySchema,
  messageDetailResponseSchema,
  pendingResponseSchema,
  recentResponseSchema,
  reportsResponseSchema,
  studentsMessageSchema,
  uploadImageFieldsSchema,
  uploadImageResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import type { MessagingService } from './messaging.service.ts';

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (app, { messaging }) => {
  const reader = { permission: 'view.messages' } as const;
  const bulk = { permission: 'create.bulkMessages' } as const;

  app.post(
    '/messages/create',
    {
      config: reader,
      schema: {
        summary: 'A message to one person the caller may write to (text, an uploaded image, or both)',
        body: createMessageSchema,
        response: { 200: createMessageResponseSchema },
      },
    },
    (request) => messaging.create(requireAuth(request), request.body),
  );

  app.get(
    '/messages/find_contact',
    {
      config: reader,
      schema: {
        summary: 'The people the caller may write to, searched by name (q)',
        querystring: findContactQuerySchema,
        response: { 200: findContactResponseSchema },
      },
    },
    (request) => messaging.findContact(requireAuth(request), request.query.q),
  );

  app.get(
    '/messages/detail',
    {
      config: reader,
      schema: {
        summary:
          'One conversation (by id or by contact), marked read; coordinators: the conversation around a report (report)',
        querystring: messageDetailQuerySchema,
        response: { 200: messageDetailResponseSchema },
      },
    },
    (request) => messaging.detail(requireAuth(request), request.query),
  );

  app.get(
    '/messages/mailers_list',
    {
      config: reader,
      schema: {
        summary: "The caller's conversations with their last message and unread count, the latest first",
        response: { 200: mailersListResponseSchema },
      },
    },
    (request) => messaging.mailers(requireAuth(request)),
  );

  app.get(
    '/messages/recent',
    {
      config: reader,
      schema: { summary: 'The latest messages the caller received', response: { 200: recentResponseSchema } },
    },
    (request) => messaging.recent(requireAuth(request)),
  );

  app.get(
    '/messages/pending',
    {
      config: reader,
      schema: { summary: 'How many messages the caller has not read', response: { 200: pendingResponseSchema } },
    },
    (request) => messaging.pending(requireAuth(request)),
  );

  app.post(
    '/messages/denounce',
    {
      config: reader,
      schema: {
        summary: "Reports a message the caller received to the school's coordinators",
        body: denounceMessageSchema,
        response: { 200: denounceResponseSchema },
      },
    },
    (request) => messaging.denounce(requireAuth(request), request.body),
  );

  app.get(
    '/messages/denounce',
    {
      config: { permission: 'view.reportedMessages' },
      schema: {
        summary: "Coordinators: the reported messages of their schools' people",
        response: { 200: reportsResponseSchema },
      },
    },
    (request) => messaging.reports(requireAuth(request)),
  );

  app.post(
    '/messages/upload_image',
    {
      config: reader,
      schema: {
        summary: 'An image for a message to a contact (multipart: contact, image), stored in their conversation',
        consumes: ['multipart/form-data'],
        response: { 200: uploadImageResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { fields, files } = await readMultipartUpload(request, {
        maxFiles: 1,
        allowed: ['image'],
        tooManyMessage: MESSAGES.onePhotoOnly,
      });
      const parsed = uploadImageFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
      const [file] = files;
      if (!file) throw badRequest(MESSAGES.fileMissing);
      return messaging.uploadImage(auth, parsed.data.contact, file);
    },
  );

  app.post(
    '/messages/classrooms/create',
    {
      config: bulk,
      schema: {
        summary: 'Educators: one message to every student (or guardian) of the chosen classrooms',
        body: classroomsMessageSchema,
        response: { 200: bulkMessageResponseSchema },
      },
    },
    (request) => messaging.toClassrooms(requireAuth(request), request.body),
  );

  app.post(
    '/messages/students/create',
    {
      config: bulk,
      schema: {
        summary: 'Educators: one message to each chosen student (or their guardians)',
        body: studentsMessageSchema,
        response: { 200: bulkMessageResponseSchema },
      },
    },
    (request) => messaging.toStudents(requireAuth(request), request.body),
  );
};
