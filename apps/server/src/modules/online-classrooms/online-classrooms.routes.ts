import {
  openRoomSchema,
  roomIdQuerySchema,
  roomIdSchema,
  roomListSchema,
  roomPresenceSchema,
  roomSchema,
  roomsQuerySchema,
  roomTimeLogsSchema,
  roomTimeSchema,
  updateRoomSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { OnlineClassroomsService } from './online-classrooms.service.ts';

/** The online classroom paths of the tracker service (endpoints.tsv). */
export const onlineClassroomsRoutes: FastifyPluginAsyncZod<{
  rooms: OnlineClassroomsService;
  limit: RequestLimit;
}> = async (app, { rooms, limit }) => {
  const manage = { permission: 'create.onlineClassrooms' } as const;
  const visit = { permission: 'create.roomVisits' } as const;

  app.post(
    '/rooms/open_room',
    {
      config: manage,
      schema: {
        summary: "Opens a room for a classroom the educator sees, with the platform's meeting link",
        body: openRoomSchema,
        response: { 200: roomSchema },
      },
    },
    (request) => rooms.openRoom(requireAuth(request), request.body),
  );
  app.patch(
    '/rooms/update_room',
    {
      config: manage,
      schema: { summary: "An open room's title and start", body: updateRoomSchema, response: { 200: roomSchema } },
    },
    (request) => rooms.updateRoom(requireAuth(request), request.body),
  );
  app.patch(
    '/rooms/close_room',
    {
      config: manage,
      schema: {
        summary: "Closes a room, ending every student's span",
        body: roomIdSchema,
        response: { 200: roomSchema },
      },
    },
    (request) => rooms.closeRoom(requireAuth(request), request.body.room_id),
  );
  app.get(
    '/rooms/time_logs',
    {
      config: manage,
      schema: {
        summary: "Each student's seconds in a room",
        querystring: roomIdQuerySchema,
        response: { 200: roomTimeLogsSchema },
      },
    },
    (request) => rooms.timeLogs(requireAuth(request), request.query.room_id),
  );
  app.get(
    '/rooms',
    {
      config: { permission: 'view.onlineClassrooms' },
      schema: {
        summary: "Educators: their classrooms' rooms; students: the open rooms of their classrooms",
        querystring: roomsQuerySchema,
        response: { 200: roomListSchema },
      },
    },
    (request) => rooms.listRooms(requireAuth(request), request.query),
  );
  app.get(
    '/rooms/check_room',
    {
      config: visit,
      schema: {
        summary: 'A student joins an open room: their span starts',
        querystring: roomIdQuerySchema,
        response: { 200: roomPresenceSchema },
      },
    },
    (request) => rooms.checkRoom(requireAuth(request), request.query.room_id),
  );
  app.patch(
    '/rooms/compute_time',
    {
      config: visit,
      onRequest: limitRequests(limit, (request) => request.auth?.userId ?? request.ip),
      schema: {
        summary: "Seconds in the room since the previous report, capped by the wall clock; 'leave' ends the span",
        body: roomTimeSchema,
        response: { 200: roomPresenceSchema },
      },
    },
    (request) => rooms.computeTime(requireAuth(request), request.body),
  );
};
