import type { CertificateList } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { certificatesKeys } from './certificates-keys.ts';

/** GET /certificate/user_index: the student's certificates, the latest first. */
export const certificateListOptions = () =>
  queryOptions({
    queryKey: certificatesKeys.list(),
    queryFn: ({ signal }) => request<CertificateList>('certificates', '/certificate/user_index', { signal }),
  });

export const useCertificateList = () => useQuery(certificateListOptions());
