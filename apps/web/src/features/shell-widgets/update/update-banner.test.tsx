import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../../test/viewport.ts';
import type { AppUpdates } from './app-updates.ts';
import { UpdateBanner } from './update-banner.tsx';

function fakeUpdates() {
  let waiting = false;
  const listeners = new Set<() => void>();
  const updates: AppUpdates = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    activate: vi.fn(async () => {}),
  };
  const arrive = () =>
    act(() => {
      waiting = true;
      for (const listener of listeners) listener();
    });
  return { updates, arrive };
}

function renderBanner(updates: AppUpdates, client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <UpdateBanner updates={updates} />
    </QueryClientProvider>,
  );
  return client;
}

/** jsdom has no Cache Storage: names are enough to see what is deleted. */
function stubCaches(names: string[]) {
  const kept = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
  });
  return kept;
}

const MESSAGE = 'Uma nova atualização da plataforma está disponível.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('update banner', () => {
  it('appears once a new version waits, and on desktop offers Clique aqui para atualizar!', () => {
    stubViewport(1280);
    const { updates, arrive } = fakeUpdates();
    renderBanner(updates);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    arrive();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Clique aqui para atualizar!' })).toBeVisible();
  });

  it('offers Atualizar! under 768 px', () => {
    stubViewport(767);
    const { updates, arrive } = fakeUpdates();
    renderBanner(updates);
    arrive();
    expect(screen.getByRole('button', { name: 'Atualizar!' })).toBeVisible();
  });

  it('clears the request cache, then lets the new version take over', async () => {
    stubViewport(1280);
    const { updates, arrive } = fakeUpdates();
    const client = new QueryClient();
    client.setQueryData(['activities'], [{ id: 1 }]);
    const kept = stubCaches(['requestsCache', 'workbox-precache-v2-http://localhost/']);
    renderBanner(updates, client);
    arrive();

    await userEvent.click(screen.getByRole('button', { name: 'Clique aqui para atualizar!' }));
    expect(updates.activate).toHaveBeenCalledOnce();
    expect(client.getQueryData(['activities'])).toBeUndefined();
    expect([...kept]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(screen.getByRole('button', { name: 'Clique aqui para atualizar!' })).toBeDisabled();
  });
});
