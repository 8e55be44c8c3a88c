import type { ReportName } from '@ava/contracts';
import { downloadFile } from '../../../lib/http/download.ts';

/** GET /reports/<name>?format=xlsx|pdf: the same report as a file. */
export const exportReport = (name: ReportName, query: Record<string, string>, format: 'xlsx' | 'pdf') =>
  downloadFile('teacher-dashboard', `/reports/${name}`, { query: { ...query, format } });
