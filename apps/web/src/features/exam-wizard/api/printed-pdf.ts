import { downloadFile } from '../../../lib/http/download.ts';

/** GET /exams/printed_pdf?exam_id= (ours): saves the printed version as a file. */
export const downloadPrintedPdf = (examId: string, fileName: string): Promise<void> =>
  downloadFile('exam-builder', '/exams/printed_pdf', { query: { exam_id: examId }, fileName });
