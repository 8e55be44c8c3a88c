import { defaultFeatureFlags } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildTheme } from '../../test/fixtures.ts';
import DashboardBackground from './dashboard-background.tsx';

const ocean = { id: 'oceano', name: 'Oceano', colors: ['#2E3192', '#1BFFFF'], art: null, owned: true, store: null };
const stars = { id: 'estrelas', name: 'Noite estrelada', colors: null, art: 'estrelas', owned: true, store: null };

function renderWith(customBackground: boolean, background: object = ocean) {
  const calls: string[] = [];
  answerFetch((url) => {
    calls.push(url.pathname);
    return url.pathname === '/api/students/backgrounds/chosen' ? jsonResponse(200, { background }) : undefined;
  });
  const theme = buildTheme({ features: { ...defaultFeatureFlags(false), customBackground } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme }}>
        <DashboardBackground />
      </PlatformContext>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('DashboardBackground', () => {
  it('paints the chosen background behind the dashboard when the platform allows choosing', async () => {
    renderWith(true);
    const layer = await screen.findByTestId('dashboard-background');
    expect((layer.firstElementChild as HTMLElement).style.background).toContain('linear-gradient(135deg');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });

  it('paints the picture of a background bought in the store', async () => {
    renderWith(true, stars);
    const layer = await screen.findByTestId('dashboard-background');
    expect(layer.querySelector('svg')).toHaveAttribute('data-art', 'estrelas');
  });

  it('asks nothing and paints nothing when the platform does not', async () => {
    const calls = renderWith(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('dashboard-background')).not.toBeInTheDocument();
  });
});
