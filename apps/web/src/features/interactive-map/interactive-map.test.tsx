import { MAP_LOADING_LOCK_MS } from '@ava/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render-in-router.tsx';
import InteractiveMap, { type InteractiveMapProps } from './interactive-map.tsx';
import type { MapDestination } from './map-places.ts';

const destinations = (...slugs: string[]): MapDestination[] =>
  slugs.map((slug) => ({ slug, to: `/demo/painel/${slug}` }));
const TODAY = destinations('atividades', 'desafio-do-dia', 'desafios-do-ava', 'niveis');

function renderMap(props: Partial<InteractiveMapProps> = {}) {
  const view = renderInRouter(
    <InteractiveMap userMap="fundamental-1" energy={100} destinations={TODAY} animated {...props} />,
    '/demo/painel',
  );
  return { ...view, map: screen.getByRole('region', { name: 'Seu mapa' }) };
}

afterEach(() => vi.useRealTimers());

describe('the interactive map', () => {
  it("draws the infantil map whole, without the other maps' navigation menu", () => {
    const { map } = renderMap({ userMap: 'infantil' });
    expect(map).toHaveAttribute('data-map', 'infantil');
    expect(within(map).queryByRole('group', { name: 'Regiões do mapa' })).not.toBeInTheDocument();
    expect(
      within(map)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Níveis', 'Atividades', 'Desafio do dia', 'Desafios do AVA']);
  });

  it('goes section by section on the map of fundamental-2 and ensino médio', async () => {
    const { map } = renderMap({ userMap: 'fundamental-2' });
    const menu = within(map).getByRole('group', { name: 'Regiões do mapa' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Minha classe', 'Desafios', 'Progresso']);
    expect(
      within(map)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Atividades']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Desafios' }));
    expect(within(menu).getByRole('button', { name: 'Desafios' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('link', { name: 'Desafio do dia' })).toHaveAttribute(
      'href',
      '/demo/painel/desafio-do-dia',
    );
    expect(within(map).getByRole('link', { name: 'Desafios do AVA' })).toHaveAttribute(
      'href',
      '/demo/painel/desafios-do-ava',
    );
  });

  it('is built to the level the energy reached, the overlay darker with less energy', () => {
    const { map, unmount } = renderMap({ energy: 60 });
    expect(within(map).getByText('Mapa 50% construído')).toBeInTheDocument();
    expect(map.querySelector('[data-build-level]')).toHaveAttribute('data-build-level', '50');
    unmount();
    const full = renderMap({ energy: 100 }).map;
    expect(full.querySelector('[data-build-level]')).toHaveAttribute('data-build-level', '100');
  });

  it('shows a half-built building until the energy finishes it', async () => {
    const { map, rerender } = renderMap({ userMap: 'infantil', energy: 30 });
    const halfBuilt = () =>
      within(map)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('data-half-built'))
        .map((link) => link.textContent);
    expect(halfBuilt()).toEqual(['Níveis', 'Atividades', 'Desafio do dia', 'Desafios do AVA']);
    rerender(<InteractiveMap userMap="infantil" energy={55} destinations={TODAY} animated />);
    expect(halfBuilt()).toEqual(['Atividades', 'Desafios do AVA']);
  });

  it('draws no building for a sub-area whose screen does not exist', () => {
    const { map } = renderMap({ userMap: 'infantil', destinations: destinations('atividades', 'instituicoes') });
    expect(
      within(map)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Atividades']);
    expect(within(map).queryByRole('link', { name: 'Loja' })).not.toBeInTheDocument();
  });

  it('moves only when the profile asks for the animated map', () => {
    expect(renderMap({ animated: false }).map).toHaveAttribute('data-animated', 'false');
  });

  it('holds the loading lock while a place loads: a second place chosen meanwhile is not opened', async () => {
    vi.useFakeTimers();
    let loaded: () => void = () => {};
    const preload = () =>
      new Promise<void>((resolve) => {
        loaded = resolve;
      });
    const { map, router } = renderMap({
      userMap: 'infantil',
      destinations: [{ slug: 'atividades', to: '/demo/painel/atividades', preload }, ...destinations('niveis')],
    });
    fireEvent.click(within(map).getByRole('link', { name: 'Atividades' }));
    expect(map).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(within(map).getByRole('link', { name: 'Níveis' }));
    await act(async () => loaded());
    expect(router.state.location.pathname).toBe('/demo/painel/atividades');
  });

  it('goes to the place when the lock ends even if its screen is still loading', async () => {
    vi.useFakeTimers();
    const { map, router } = renderMap({
      userMap: 'infantil',
      destinations: [{ slug: 'niveis', to: '/demo/painel/niveis', preload: () => new Promise(() => {}) }],
    });
    fireEvent.click(within(map).getByRole('link', { name: 'Níveis' }));
    await act(async () => vi.advanceTimersByTime(MAP_LOADING_LOCK_MS - 1));
    expect(router.state.location.pathname).toBe('/demo/painel');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/demo/painel/niveis');
  });
});
