import {
  institutionsResponseSchema,
  loginResponseSchema,
  type RoleGroup,
  schoolSignInQuerySchema,
  switchInstitutionRequestSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { InstitutionsService } from './institutions.service.ts';

const AUDIENCES: { prefix: 'students' | 'teachers'; signIn: string; group: RoleGroup }[] = [
  { prefix: 'students', signIn: '/users/student_sign_in', group: 'student' },
  { prefix: 'teachers', signIn: '/users/teacher_sign_in', group: 'educator' },
];

/** Institutions of students and teachers, the switch between them, and the sign-in at one school. */
export const institutionsRoutes: FastifyPluginAsyncZod<{ institutions: InstitutionsService }> = async (
  app,
  { institutions },
) => {
  for (const { prefix, signIn, group } of AUDIENCES) {
    app.get(
      `/${prefix}/institutions`,
      {
        config: { permission: 'view.institutions' },
        schema: { summary: `The ${prefix}' schools and classrooms`, response: { 200: institutionsResponseSchema } },
      },
      (request) => institutions.list(requireAuth(request), group),
    );

    app.post(
      `/${prefix}/institutions/switch`,
      {
        config: { permission: 'view.institutions' },
        schema: {
          summary: 'A new session at another of the user’s schools',
          body: switchInstitutionRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      (request) =>
        institutions.signInAt(requireAuth(request), request.bearerToken ?? '', request.body.school_id, [group]),
    );

    app.post(
      signIn,
      {
        schema: {
          summary: 'The session at one of the user’s schools',
          querystring: schoolSignInQuerySchema,
          response: { 200: loginResponseSchema },
        },
      },
      (request) => {
        const backoffice = group === 'educator' && request.query.is_backoffice_login === 'true';
        return institutions.signInAt(
          requireAuth(request),
          request.bearerToken ?? '',
          request.query.school,
          backoffice ? ['admin'] : [group],
          { backoffice },
        );
      },
    );
  }
};
