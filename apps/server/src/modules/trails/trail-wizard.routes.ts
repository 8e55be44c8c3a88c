import {
  TRAIL_GUIDANCE_MAX,
  trailClassifierSchema,
  trailDetailSchema,
  trailExternalIdQuerySchema,
  trailIntroUpdateSchema,
  trailItemRefQuerySchema,
  trailItemSaveSchema,
  trailStatusQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import type { TrailWizardService } from './trail-wizard.service.ts';

const permission = 'create.activities' as const;
/** Rich text travels in fields: room for the largest guidance the contracts accept, in UTF-8. */
const INTRO_FIELD_BYTES = TRAIL_GUIDANCE_MAX * 4;

/** The trail wizard's steps (document 3 section 7 'Trail wizard'). */
export const trailWizardRoutes: FastifyPluginAsyncZod<{ wizard: TrailWizardService }> = async (app, { wizard }) => {
  app.post(
    '/learning_trail_wizard/intro',
    {
      config: { permission },
      schema: {
        summary:
          'Intro step (multipart: title, guidance, layout, optional image): a new draft trail, or with external_id the intro of one',
        consumes: ['multipart/form-data'],
        response: { 201: trailDetailSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { fields, files } = await readMultipartUpload(request, {
        maxFiles: 1,
        allowed: ['image'],
        maxFieldBytes: INTRO_FIELD_BYTES,
      });
      return reply.status(201).send(await wizard.createIntro(auth, fields, files[0]));
    },
  );

  app.patch(
    '/learning_trail_wizard/intro',
    {
      config: { permission },
      schema: {
        summary: "Intro step (body): the author changes a trail's title, guidance and map theme",
        body: trailIntroUpdateSchema,
        response: { 200: trailDetailSchema },
      },
    },
    (request) => wizard.updateIntro(requireAuth(request), request.body),
  );

  app.patch(
    '/learning_trail_wizard/classifiers',
    {
      config: { permission },
      schema: {
        summary: 'Classifiers step: BNCC map, keywords, grades and tags added or removed, pcd_sign, pcd_voice',
        querystring: trailExternalIdQuerySchema,
        body: trailClassifierSchema,
        response: { 200: trailDetailSchema },
      },
    },
    (request) => wizard.classifiers(requireAuth(request), request.query.external_id, request.body),
  );

  app.patch(
    '/learning_trail_wizard/trails',
    {
      config: { permission },
      schema: {
        summary: 'Steps: saves one step (body trail, platform, copy), or copies one; at most 15 steps',
        body: trailItemSaveSchema,
        response: { 200: trailDetailSchema },
      },
    },
    (request) => wizard.saveItem(requireAuth(request), request.body),
  );

  app.delete(
    '/learning_trail_wizard/trail',
    {
      config: { permission },
      schema: {
        summary: 'Deletes a step of the trail, then the files only it named',
        querystring: trailItemRefQuerySchema,
        response: { 200: trailDetailSchema },
      },
    },
    (request) => wizard.deleteItem(requireAuth(request), request.query.external_id, request.query.trail_id),
  );

  app.patch(
    '/learning_trail_wizard/status',
    {
      config: { permission },
      schema: {
        summary: 'Status step: 1 publishes (needs a step), 3 draft, 5 archives...',
        querystring: trailStatusQuerySchema,
        response: { 200: trailDetailSchema },
      },
    },
    (request) => wizard.status(requireAuth(request), request.query.external_id, request.query.status),
  );
};
