import type { DependentTrails as DependentTrailsResponse } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../guardians-strings.ts';
import { chooseWording, loadCorporateWording } from '../../../i18n/vocabulary.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { DependentTrails } from './dependent-trails.tsx';

const ANA = 'b0000000-0000-4000-8000-000000000001';
const TRAILS: DependentTrailsResponse = {
  activities: [
    {
      activity_id: '11111111-1111-4111-8111-111111111111',
      title: 'Trilha de frações',
      end_time: '2026-03-20T15:00:00.000Z',
      trail: {
        trail_id: 'a0000000-0000-4000-8000-000000000001',
        external_id: 'T-1',
        title: 'Frações no dia a dia',
        total_steps: 3,
      },
      progress: 33,
      steps_done: 1,
      finished_at: null,
    },
    {
      activity_id: '22222222-2222-4222-8222-222222222222',
      title: 'Trilha de leitura',
      end_time: null,
      trail: {
        trail_id: 'a0000000-0000-4000-8000-000000000002',
        external_id: 'T-2',
        title: 'Leitura em voz alta',
        total_steps: 2,
      },
      progress: 100,
      steps_done: 2,
      finished_at: '2026-03-02T14:00:00.000Z',
    },
  ],
};

function serve(body: DependentTrailsResponse) {
  const asked: string[] = [];
  answerFetch((url) => {
    if (url.pathname !== '/api/guardians/dependent_trails') return undefined;
    asked.push(url.search);
    return jsonResponse(200, body);
  });
  return asked;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <li>
          <DependentTrails studentId={ANA} name="Ana Souza" />
        </li>
      </ul>
    </QueryClientProvider>,
  );
}

beforeAll(loadCorporateWording);
describe("a dependent's trails", () => {
  it('shows each trail activity of the dependent with its progress, on a phone', async () => {
    stubViewport(390);
    const asked = serve(TRAILS);
    open();
    const section = await screen.findByRole('region', { name: 'Trilhas de Ana' });
    const [fractions, reading] = (await within(section).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(asked).toEqual([`?student=${ANA}`]);
    expect(within(fractions).getByRole('progressbar', { name: 'Progresso em Trilha de frações' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(fractions).toHaveTextContent('Frações no dia a dia · 1 de 3 etapas · Prazo: 20/03/2026 12:00');
    expect(reading).toHaveTextContent('100%');
    expect(reading).toHaveTextContent('2 de 2 etapas · Concluída em 02/03/2026 11:00');
  });

  it('says when none is applied, in the corporate wording too', async () => {
    serve({ activities: [] });
    open();
    expect(await screen.findByText('Nenhuma trilha aplicada a Ana.')).toBeInTheDocument();
    cleanup();
    chooseWording(true);
    try {
      open();
      expect(await screen.findByText('Nenhuma jornada aplicada a Ana.')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Jornadas de Ana' })).toBeInTheDocument();
    } finally {
      chooseWording(false);
    }
  });
});
