import { CONSENT_TEXTS, type ConsentPurpose, type ConsentSubjects } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/**
 * The people whose optional consents the terms flow asks for (LGPD): a guardian's dependents whose
 * guardians decide (under 12, or every minor where the platform does not let 12+ decide), and a
 * student from 12 themself where it does. Adults decide theirs in 'Privacidade'.
 */
export const useTermsConsentSubjects = () =>
  useQuery({
    queryKey: ['accounts', 'consent-subjects'],
    queryFn: ({ signal }) => request<ConsentSubjects>('main', '/privacy/consent_subjects', { signal }),
    select: (answer) =>
      answer.subjects.filter((subject) =>
        subject.self ? subject.decided_by === 'student' : subject.decided_by === 'guardian',
      ),
    retry: false,
  });

/** POST /privacy/consents (main): gives one optional consent chosen with the terms, on the text shown. */
export const giveConsent = (subjectId: string, purpose: ConsentPurpose) =>
  request('main', '/privacy/consents', {
    method: 'POST',
    body: { subject_id: subjectId, purpose, granted: true, text_version: CONSENT_TEXTS[purpose].version },
  });
