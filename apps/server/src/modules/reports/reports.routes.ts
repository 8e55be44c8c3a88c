import {
  activitiesSummarySchema,
  classDetailsSchema,
  classesSummarySchema,
  dailyTotalsSchema,
  REPORT_TITLES,
  type ReportName,
  reportQuerySchema,
  reportTable,
  studentDetailsSchema,
  studentsSummarySchema,
  teacherDetailsSchema,
  teachersSummarySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import type { ReportsService } from './reports.service.ts';
import { reportFileName, reportSpreadsheet, reportSubtitle } from './reports-export.ts';
import { renderReportPdf } from './reports-pdf.ts';

const ANSWERS: Record<ReportName, { schema: z.ZodType; summary: string }> = {
  activities_summary: { schema: activitiesSummarySchema, summary: 'Activities created in the period, by kind' },
  class_details: { schema: classDetailsSchema, summary: "One classroom's totals and its activities" },
  classes_daily_totals: { schema: dailyTotalsSchema, summary: "The classrooms' totals per day" },
  classes_summary: { schema: classesSummarySchema, summary: 'One row per classroom' },
  student_details: { schema: studentDetailsSchema, summary: "One student's totals and deliveries" },
  students_daily_totals: { schema: dailyTotalsSchema, summary: "The students' totals per day" },
  students_summary: { schema: studentsSummarySchema, summary: 'One row per student' },
  teacher_details: { schema: teacherDetailsSchema, summary: "One teacher's totals and classrooms" },
  teacher_daily_totals: { schema: dailyTotalsSchema, summary: "One teacher's totals per day" },
  teachers_summary: { schema: teachersSummarySchema, summary: 'One row per teacher' },
};

/**
 * GET /reports/<name> on the teacher-dashboard service (endpoints.tsv). `format=xlsx` or `pdf`
 * answers the same report as a file instead of JSON (README 'Export').
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  spreadsheets: SpreadsheetWriter;
}> = async (app, { reports, spreadsheets }) => {
  for (const [name, { schema, summary }] of Object.entries(ANSWERS) as [ReportName, (typeof ANSWERS)[ReportName]][]) {
    app.get(
      `/reports/${name}`,
      {
        config: { permission: 'view.schoolReports' },
        schema: {
          summary: `${summary} (format=json, xlsx or pdf)`,
          querystring: reportQuerySchema,
          response: { 200: schema },
        },
      },
      async (request, reply) => {
        const answer = await reports.report(requireAuth(request), name, request.query);
        if (request.query.format === 'xlsx') {
          return sendSpreadsheet(reply, reportSpreadsheet(spreadsheets, name, answer, request.log));
        }
        if (request.query.format === 'pdf') {
          const bytes = await renderReportPdf(REPORT_TITLES[name], reportSubtitle(answer), reportTable(name, answer));
          const fileName = reportFileName(name, answer, 'pdf');
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            .send(Buffer.from(bytes));
        }
        return answer;
      },
    );
  }
};
