import {
  factoryContentIdQuerySchema,
  factoryStepFiveSchema,
  factoryStepFourSchema,
  factoryStepOneSchema,
  factoryStepThreeSchema,
  factoryStepTwoSchema,
  findDraftResponseSchema,
  gameContentDraftSchema,
  gameStatusResponseSchema,
  gameStatusUpdateSchema,
  interactionsListResponseSchema,
  layoutsListResponseSchema,
  messageResponseSchema,
  variationsListResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { ChallengeFactoryService } from './challenge-factory.service.ts';

const permission = 'create.activities' as const;
const draft = { 200: gameContentDraftSchema };

/** The challenge factory of the games service (document 3 'Challenge factory (game server)'). */
export const challengeFactoryRoutes: FastifyPluginAsyncZod<{ factory: ChallengeFactoryService }> = async (
  app,
  { factory },
) => {
  app.post(
    '/factory/step_one',
    {
      config: { permission },
      schema: {
        summary: 'Basic info: a new draft, or (is_update) the title, objective and interaction of the author’s content',
        body: factoryStepOneSchema,
        response: draft,
      },
    },
    (request) => factory.stepOne(requireAuth(request), request.body),
  );

  app.put(
    '/factory/step_two',
    {
      config: { permission },
      schema: {
        summary: 'Engine, layout and variation; a published content keeps a layout that plays its interaction',
        body: factoryStepTwoSchema,
        response: draft,
      },
    },
    (request) => factory.stepTwo(requireAuth(request), request.body),
  );

  app.put(
    '/factory/step_three',
    {
      config: { permission },
      schema: {
        summary: 'The rounds (checked as the interaction plays them) and the play settings',
        body: factoryStepThreeSchema,
        response: draft,
      },
    },
    (request) => factory.stepThree(requireAuth(request), request.body),
  );

  app.put(
    '/factory/step_four',
    {
      config: { permission },
      schema: {
        summary: 'Classification: keywords, BNCC codes, grades and subject, tags, accessibility',
        body: factoryStepFourSchema,
        response: draft,
      },
    },
    (request) => factory.stepFour(requireAuth(request), request.body),
  );

  app.put(
    '/factory/step_five',
    {
      config: { permission },
      schema: {
        summary: 'Finalise: publish (every step valid) or keep as a draft',
        body: factoryStepFiveSchema,
        response: draft,
      },
    },
    (request) => factory.stepFive(requireAuth(request), request.body),
  );

  app.get(
    '/factory/find_draft',
    {
      config: { permission },
      schema: { summary: "The caller's latest draft not finalised yet", response: { 200: findDraftResponseSchema } },
    },
    (request) => factory.findDraft(requireAuth(request)),
  );

  app.delete(
    '/factory/delete_draft',
    {
      config: { permission },
      schema: {
        summary: "Deletes the caller's draft and the files stored under its folder",
        querystring: factoryContentIdQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => factory.deleteDraft(requireAuth(request), request.query.oed_content_id),
  );

  for (const [method, url] of [
    ['PUT', '/contents/update_status'],
    ['PATCH', '/games/update_status'],
  ] as const) {
    app.route({
      method,
      url,
      schema: {
        summary:
          'Changes a content’s status (the author, a coordinator or an administrator; blocking only an administrator); both paths change the one row',
        body: gameStatusUpdateSchema,
        response: { 200: gameStatusResponseSchema },
      },
      handler: (request) => factory.updateStatus(requireAuth(request), request.body),
    });
  }

  app.get(
    '/interactions/list',
    {
      schema: {
        summary: 'The interactions a challenge is played with, with the guide the factory shows',
        response: { 200: interactionsListResponseSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return factory.interactions();
    },
  );

  app.get(
    '/layouts/list',
    {
      schema: {
        summary: 'The layouts of the runtime, each with the interactions it plays',
        response: { 200: layoutsListResponseSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return factory.layouts();
    },
  );

  app.get(
    '/variations/list',
    {
      schema: {
        summary: 'The variations: time limit, lives and hints',
        response: { 200: variationsListResponseSchema },
      },
    },
    (request) => {
      requireAuth(request);
      return factory.variations();
    },
  );
};
