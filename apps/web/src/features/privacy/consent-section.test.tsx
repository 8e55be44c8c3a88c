import { CONSENT_PURPOSES, CONSENT_TEXTS, type Consents } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import { ConsentSection } from './consent-section.tsx';

const ANA = { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Souza' };
const RENATA = { id: '00000000-0000-4000-8000-000000000005', name: 'Renata Souza', as: 'guardian' as const };

function consents(granted: Partial<Record<string, Consents['purposes'][number]['history']>>): Consents {
  return {
    subject: ANA,
    decided_by: 'guardian',
    purposes: CONSENT_PURPOSES.map((purpose) => {
      const history = granted[purpose] ?? [];
      return {
        purpose,
        ...CONSENT_TEXTS[purpose],
        granted: history[0]?.granted === true,
        current: history[0] ?? null,
        history,
      };
    }),
  };
}

const decision = (granted: boolean, at: string) => ({
  granted,
  decided_by: RENATA,
  text_version: CONSENT_TEXTS.hall_of_fame.version,
  at,
});

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConsentSection subjectId={ANA.id} />
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("the consents of a guardian's 'Privacidade'", () => {
  it.each([1280, 390])('shows each purpose with its text, who decided and the history, at %i px', async (width) => {
    stubViewport(width);
    answerFetch((url) =>
      url.pathname === '/api/privacy/consents'
        ? jsonResponse(
            200,
            consents({
              hall_of_fame: [decision(true, '2026-11-20T13:00:00.000Z'), decision(false, '2026-11-10T13:00:00.000Z')],
            }),
          )
        : undefined,
    );
    renderSection();
    const section = await screen.findByRole('region', { name: 'Consentimentos' });
    const hall = await within(section).findByRole('switch', { name: 'Hall da fama' });
    expect(hall).toBeChecked();
    expect(hall).toHaveAccessibleDescription(CONSENT_TEXTS.hall_of_fame.text);
    expect(within(section).getByRole('switch', { name: 'Modelo de IA externo' })).not.toBeChecked();
    expect(within(section).getByText(/Permitido por Renata Souza em 20\/11\/2026/)).toBeInTheDocument();
    expect(within(section).getAllByText('Ninguém decidiu ainda: não permitido.')).toHaveLength(2);
    await userEvent.click(within(section).getByText('Decisões anteriores'));
    expect(within(section).getByText(/Não permitido por Renata Souza em 10\/11\/2026/)).toBeVisible();
  });

  it('gives a consent with the version of the text shown, and shows the answer', async () => {
    const sent: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/privacy/consents') return undefined;
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, consents({ push_notifications: [decision(true, '2026-11-21T13:00:00.000Z')] }));
      }
      return jsonResponse(200, consents({}));
    });
    renderSection();
    const push = await screen.findByRole('switch', { name: 'Notificações no navegador' });
    expect(push).not.toBeChecked();
    await userEvent.click(push);
    expect(await screen.findByRole('switch', { name: 'Notificações no navegador', checked: true })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        subject_id: ANA.id,
        purpose: 'push_notifications',
        granted: true,
        text_version: CONSENT_TEXTS.push_notifications.version,
      },
    ]);
  });
});
