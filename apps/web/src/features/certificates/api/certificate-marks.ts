import type { Certificate, CertificateList } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { certificatesKeys } from './certificates-keys.ts';

const mark = (path: 'view' | 'downloaded', certificateId: string) =>
  request<Certificate>('certificates', `/certificate/${path}`, {
    method: 'PATCH',
    body: { certificate_id: certificateId },
  });

/**
 * PATCH /certificate/view: marks a certificate seen. The list is left as it is, so its 'Novo' mark
 * stays while the student looks at it; the next reading of the list has it seen.
 */
export const useCertificateView = () => useMutation({ mutationFn: (id: string) => mark('view', id) });

/** PATCH /certificate/downloaded: records a download; the answer replaces the certificate in the list. */
export function useCertificateDownloaded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => mark('downloaded', id),
    onSuccess: (certificate) =>
      client.setQueryData<CertificateList>(
        certificatesKeys.list(),
        (list) =>
          list && {
            ...list,
            certificates: list.certificates.map((item) =>
              item.id === certificate.id ? { ...certificate, viewed: item.viewed } : item,
            ),
          },
      ),
  });
}
