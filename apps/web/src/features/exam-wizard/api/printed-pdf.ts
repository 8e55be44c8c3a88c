import { messageFromResponse } from '@ava/contracts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { SERVICES } from '../../../lib/services.ts';
import { getSession } from '../../../lib/session.ts';

/** GET /exams/printed_pdf?exam_id= (ours): saves the printed version as a file. */
export async function downloadPrintedPdf(examId: string, fileName: string): Promise<void> {
  const session = getSession();
  const headers = new Headers();
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`);
    headers.set('X-Platform', session.platform);
  }
  const response = await fetch(`${SERVICES['exam-builder']}/exams/printed_pdf?exam_id=${examId}`, { headers });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new HttpError(response.status, messageFromResponse(response.status, body), body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
