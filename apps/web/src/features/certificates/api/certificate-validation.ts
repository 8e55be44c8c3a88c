import type { CertificateValidate, CertificateValidation } from '@ava/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/** PATCH /certificate/validate: public; whether a code is one of the platform's certificates. */
export const useCertificateValidation = () =>
  useMutation({
    mutationFn: (input: CertificateValidate) =>
      request<CertificateValidation>('certificates', '/certificate/validate', { method: 'PATCH', body: input }),
  });
