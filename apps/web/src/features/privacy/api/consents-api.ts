import type { ConsentPurpose, ConsentSubjects, Consents } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const consentKeys = {
  of: (subjectId: string) => ['privacy', 'consents', subjectId] as const,
};

/** GET /privacy/consents (main): a person's optional consents, each with its text and history. */
export const useConsents = (subjectId: string) =>
  useQuery({
    queryKey: consentKeys.of(subjectId),
    queryFn: ({ signal }) =>
      request<Consents>('main', '/privacy/consents', { query: { subject_id: subjectId }, signal }),
  });

/** POST /privacy/consents (main): gives or withdraws one purpose, on the text version shown. */
export function useSetConsent(subjectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { purpose: ConsentPurpose; granted: boolean; text_version: string }) =>
      request<Consents>('main', '/privacy/consents', {
        method: 'POST',
        body: { subject_id: subjectId, ...decision },
        notifyError: true,
      }),
    onSuccess: (answer) => client.setQueryData(consentKeys.of(subjectId), answer),
  });
}

/** GET /privacy/consent_subjects (main): the people whose optional consents the caller decides, themself included when they may. */
export const useConsentSubjects = () =>
  useQuery({
    queryKey: ['privacy', 'consent-subjects'] as const,
    queryFn: ({ signal }) => request<ConsentSubjects>('main', '/privacy/consent_subjects', { signal }),
    select: (answer) => answer.subjects,
  });
