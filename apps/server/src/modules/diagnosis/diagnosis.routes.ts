import {
  diagnosisClassroomsSchema,
  diagnosisQuerySchema,
  diagnosisReportQuerySchema,
  diagnosisReportSchema,
  diagnosisStudentsSchema,
  diagnosisYearsSchema,
  knowledgeAreasSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import type { DiagnosisService } from './diagnosis.service.ts';
import { diagnosisSpreadsheet } from './diagnosis-export.ts';

const config = { permission: 'view.schoolReports' } as const;

/** The AI datasets and the diagnosis report, on the assistant service (endpoints.tsv). */
export const diagnosisRoutes: FastifyPluginAsyncZod<{
  diagnosis: DiagnosisService;
  spreadsheets: SpreadsheetWriter;
  clock: Clock;
}> = async (app, { diagnosis, spreadsheets, clock }) => {
  app.get(
    '/datasets/class-rooms',
    {
      config,
      schema: {
        summary: "The caller's classrooms (filters narrow them)",
        querystring: diagnosisQuerySchema,
        response: { 200: diagnosisClassroomsSchema },
      },
    },
    (request) => diagnosis.classrooms(requireAuth(request), request.query),
  );

  app.get(
    '/datasets/knowledge-areas',
    { config, schema: { summary: 'The BNCC knowledge areas', response: { 200: knowledgeAreasSchema } } },
    (request) => diagnosis.knowledgeAreas(requireAuth(request)),
  );

  app.get(
    '/datasets/years',
    {
      config,
      schema: {
        summary: "The school years of the caller's classrooms",
        querystring: diagnosisQuerySchema,
        response: { 200: diagnosisYearsSchema },
      },
    },
    (request) => diagnosis.years(requireAuth(request), request.query),
  );

  app.get(
    '/datasets/students',
    {
      config,
      schema: {
        summary: "The students of the caller's classrooms",
        querystring: diagnosisQuerySchema,
        response: { 200: diagnosisStudentsSchema },
      },
    },
    (request) => diagnosis.students(requireAuth(request), request.query),
  );

  app.get(
    '/diagnosis/report',
    {
      config,
      schema: {
        summary:
          'Hit rates by knowledge area, classroom and year, the most missed skills and students needing attention (format=json or xlsx)',
        querystring: diagnosisReportQuerySchema,
        response: { 200: diagnosisReportSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await diagnosis.report(requireAuth(request), query);
      if (format === 'xlsx') {
        const day = saoPauloDay(clock.now()).day.split('-').reverse().join('-');
        return sendSpreadsheet(reply, diagnosisSpreadsheet(spreadsheets, report, day, request.log));
      }
      return report;
    },
  );
};
