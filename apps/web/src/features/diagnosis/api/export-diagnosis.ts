import { downloadFile } from '../../../lib/http/download.ts';

/** GET /diagnosis/report?format=xlsx: the same report as a spreadsheet. */
export const exportDiagnosis = (query: Record<string, string>) =>
  downloadFile('assistant', '/diagnosis/report', { query: { ...query, format: 'xlsx' } });
