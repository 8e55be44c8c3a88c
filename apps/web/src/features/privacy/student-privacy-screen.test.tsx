import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import StudentPrivacyScreen from './student-privacy-screen.tsx';

const SELF = '00000000-0000-4000-8000-000000000001';

function serve(subjects: unknown[]) {
  answerFetch((url) => {
    if (url.pathname === '/api/privacy/consent_subjects') return jsonResponse(200, { subjects });
    if (url.pathname === '/api/privacy/data-kept') return jsonResponse(200, { categories: [] });
    if (url.pathname === '/api/privacy/consents')
      return jsonResponse(200, { subject: { id: SELF, name: 'Ana' }, purposes: [] });
    if (url.pathname === '/api/privacy/requests/mine') return jsonResponse(200, { requests: [] });
    return undefined;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StudentPrivacyScreen />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("a student's 'Privacidade'", () => {
  it('tells a child that their guardian decides, and shows what is kept', async () => {
    serve([]);
    expect(await screen.findByText(/são decididos pelo seu responsável/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'O que guardamos e por quê' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consentimentos' })).not.toBeInTheDocument();
  });

  it('lets a student of 12 decide their consents, without asking for their data', async () => {
    serve([{ id: SELF, name: 'Ana', self: true, decided_by: 'student' }]);
    expect(await screen.findByRole('heading', { name: 'Consentimentos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seus dados' })).not.toBeInTheDocument();
  });

  it('gives an adult learner their consents and their data requests', async () => {
    serve([{ id: SELF, name: 'Ana', self: true, decided_by: 'self' }]);
    expect(await screen.findByRole('heading', { name: 'Consentimentos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Seus dados' })).toBeInTheDocument();
  });
});
