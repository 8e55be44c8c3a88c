import { activityExportQuerySchema, activityIdQuerySchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { ActivityExportService } from './activity-export.service.ts';

/**
 * Spreadsheet exports; not among the spec's calls (it only names the export rows), so
 * these paths are ours. A failure before the first byte is a JSON error; after it, the
 * download is cut and the web app shows 'Ocorreu um erro ao exportar os dados, tente novamente!'.
 */
export const activityExportRoutes: FastifyPluginAsyncZod<{ exports: ActivityExportService }> = async (
  app,
  { exports },
) => {
  app.get(
    '/activity/export',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary:
          "Spreadsheet (.xlsx, streamed) of the educator's activities with the list's filters: one 'Activity export row' each",
        querystring: activityExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, await exports.activities(requireAuth(request), request.query, request.log)),
  );

  app.get(
    '/activity/export_students',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: "Spreadsheet (.xlsx, streamed) of an activity's students: one 'Student row' each (its educators)",
        querystring: activityIdQuerySchema,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, await exports.students(requireAuth(request), request.query.activity, request.log)),
  );
};
