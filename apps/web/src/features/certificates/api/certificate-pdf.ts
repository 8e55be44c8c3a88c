import { downloadFile } from '../../../lib/http/download.ts';

/** GET /certificate/pdf (ours): saves the certificate's PDF under the server's file name. */
export const downloadCertificatePdf = (certificateId: string) =>
  downloadFile('certificates', '/certificate/pdf', { query: { certificate_id: certificateId } });
