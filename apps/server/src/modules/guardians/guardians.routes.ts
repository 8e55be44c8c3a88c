import {
  dependentCreateSchema,
  dependentDeleteSchema,
  dependentRefSchema,
  dependentResponseSchema,
  dependentStatusSchema,
  dependentsQuerySchema,
  dependentsResponseSchema,
  dependentUpdateSchema,
  fetchStudentsResponseSchema,
  guardianIdParamsSchema,
  loginResponseSchema,
  messageResponseSchema,
  signAsStudentQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { GuardiansService } from './guardians.service.ts';

export const guardiansRoutes: FastifyPluginAsyncZod<{ guardians: GuardiansService }> = async (app, { guardians }) => {
  app.get(
    '/guardians/dependents',
    {
      config: { permission: 'view.dependents' },
      schema: {
        summary: "The guardian's dependents (query search, page), each with what the guardian may do",
        querystring: dependentsQuerySchema,
        response: { 200: dependentsResponseSchema },
      },
    },
    (request) => guardians.list(requireAuth(request), request.query),
  );

  app.get(
    '/guardians/fetch_students',
    {
      config: { permission: 'view.dependents' },
      schema: { summary: "All the guardian's dependents, for pickers", response: { 200: fetchStudentsResponseSchema } },
    },
    (request) => guardians.students(requireAuth(request)),
  );

  app.post(
    '/guardians/:id/dependents',
    {
      config: { permission: 'edit.dependents', changesStudentLists: true },
      schema: {
        summary: 'Creates a dependent account for the guardian {id} (the caller), within the plan’s limit',
        params: guardianIdParamsSchema,
        body: dependentCreateSchema,
        response: { 201: dependentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await guardians.add(requireAuth(request), request.params.id, request.body)),
  );

  app.patch(
    '/users/guardians/update',
    {
      config: { permission: 'edit.dependents', changesStudentLists: true },
      schema: {
        summary: 'Edits a dependent the guardian created (name, username, password, birthday)',
        body: dependentUpdateSchema,
        response: { 200: dependentResponseSchema },
      },
    },
    (request) => guardians.update(requireAuth(request), request.body),
  );

  app.patch(
    '/users/guardians/students/status',
    {
      config: { permission: 'edit.dependents', changesStudentLists: true },
      schema: {
        summary: 'Blocks or unblocks a dependent the guardian created',
        body: dependentStatusSchema,
        response: { 200: dependentResponseSchema },
      },
    },
    (request) => guardians.setStatus(requireAuth(request), request.body.student_id, request.body.status),
  );

  app.patch(
    '/guardians/unlink_student',
    {
      config: { permission: 'edit.dependents', changesStudentLists: true },
      schema: {
        summary: 'Unlinks a dependent a school linked to the guardian',
        body: dependentRefSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => guardians.unlink(requireAuth(request), request.body.student_id),
  );

  app.patch(
    '/users/guardians/students/delete',
    {
      config: { permission: 'edit.dependents', changesStudentLists: true },
      schema: {
        summary: 'Deletes, irreversibly, a dependent account the guardian created (body confirm: true)',
        body: dependentDeleteSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => guardians.remove(requireAuth(request), request.body.student_id),
  );

  app.post(
    '/users/sign_as_student',
    {
      config: { permission: 'view.dependents', changesStudentLists: true },
      schema: {
        summary: 'Signs the guardian in as one of their dependents (query student_id): a session of the dependent',
        querystring: signAsStudentQuerySchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => guardians.signInAs(requireAuth(request), request.query.student_id),
  );
};
