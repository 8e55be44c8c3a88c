import type { Transfer } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildTheme } from '../../../test/fixtures.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { ClassroomTransfers } from './classroom-transfers.tsx';

const CLASSROOM = '44444444-4444-4444-8444-444444444444';

const transfer = (index: number): Transfer => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  date: '2026-03-10T15:00:00.000Z',
  amount: index + 1,
  sender: { id: 'a', name: `Aluno ${index}` },
  receiver: { id: 'b', name: 'Bruno Lima' },
});

function renderTransfers(theme = buildTheme()) {
  stubViewport(1280);
  const asked: URLSearchParams[] = [];
  answerFetch((url) => {
    if (url.pathname !== '/api/identity/transactions/pokz/classroom_transfers') return undefined;
    asked.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const rows = page === 1 ? Array.from({ length: 10 }, (_, i) => transfer(i)) : [transfer(10)];
    return jsonResponse(200, { transfers: rows, total: 11 });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme }}>
        <ClassroomTransfers classroomId={CLASSROOM} />
      </PlatformContext>
    </QueryClientProvider>,
  );
  return asked;
}

describe('ClassroomTransfers', () => {
  it("lists the classroom's transfers, who sent how much to whom, ten a page", async () => {
    const asked = renderTransfers();
    expect(await screen.findByRole('heading', { name: 'Transferências de Pokz' })).toBeInTheDocument();
    expect(await screen.findByText('Aluno 0')).toBeInTheDocument();
    expect(screen.getAllByText('Bruno Lima')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Aluno 10')).toBeInTheDocument();
    expect(screen.getByText('11 Pokz')).toBeInTheDocument();
    expect(asked.map((query) => [query.get('classroom_id'), query.get('page')])).toEqual([
      [CLASSROOM, '1'],
      [CLASSROOM, '2'],
    ]);
  });

  it('is left out where the platform has no transfers', () => {
    const theme = buildTheme();
    const asked = renderTransfers({ ...theme, features: { ...theme.features, transferPokz: false } });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
