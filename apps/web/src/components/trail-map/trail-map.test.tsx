import { MAX_TRAIL_STEPS, TRAIL_MAP_THEME_IDS } from '@ava/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../test/viewport.ts';
import { trailLayout } from './trail-layout.ts';
import { TrailMap, type TrailMapStop } from './trail-map.tsx';
import { TrailThemePreview } from './trail-theme-preview.tsx';

const stop = (id: string, title: string, state: Partial<TrailMapStop> = {}): TrailMapStop => ({
  id,
  title,
  done: false,
  current: false,
  ...state,
});

const FOUR = [
  stop('a', 'Boas-vindas', { done: true }),
  stop('b', 'O ciclo da água', { done: true }),
  stop('c', 'Vídeo: as nuvens', { current: true }),
  stop('d', 'Quiz final'),
];

const stopsOf = (count: number) => Array.from({ length: count }, (_, index) => stop(`s${index}`, `Passo ${index + 1}`));

beforeEach(() => stubViewport(390));

describe('the trail map', () => {
  it('lists the stops in order, each saying its number, title and state', () => {
    render(<TrailMap theme="desert" stops={FOUR} onOpen={() => {}} />);
    const list = screen.getByRole('list', { name: 'Etapas' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Etapa 1: Boas-vindas (concluída)',
      'Etapa 2: O ciclo da água (concluída)',
      'Etapa 3: Vídeo: as nuvens (atual)',
      'Etapa 4: Quiz final (pendente)',
    ]);
    expect(screen.getByRole('button', { name: /Etapa 3/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /Etapa 4/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Quiz final')).toBeVisible();
  });

  it('opens a stop on a click and on Enter', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<TrailMap theme="sea" stops={FOUR} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: /Etapa 2/ }));
    expect(onOpen).toHaveBeenLastCalledWith('b');
    await user.tab();
    expect(screen.getByRole('button', { name: /Etapa 3/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('c');
  });

  it.each([...TRAIL_MAP_THEME_IDS, ''] as const)('draws the theme %s', (theme) => {
    const { container } = render(<TrailMap theme={theme} stops={FOUR} onOpen={() => {}} />);
    expect(container.querySelector('svg')?.children.length).toBeGreaterThan(3);
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it.each([390, 1280])('fits %s px: all 15 stops inside the map, none on another', (width) => {
    stubViewport(width);
    render(<TrailMap theme="road" stops={stopsOf(MAX_TRAIL_STEPS)} onOpen={() => {}} />);
    expect(screen.getAllByRole('button')).toHaveLength(MAX_TRAIL_STEPS);
    const layout = trailLayout(MAX_TRAIL_STEPS, width >= 768 ? 'wide' : 'narrow');
    for (const { x, y } of layout.stops) {
      expect(x - layout.labelWidth / 2).toBeGreaterThanOrEqual(0);
      expect(x + layout.labelWidth / 2).toBeLessThanOrEqual(layout.width);
      expect(y).toBeGreaterThan(layout.top);
      expect(y + 80).toBeLessThanOrEqual(layout.height);
    }
    // Neighbours are farther apart than a stop with its title is wide or tall.
    layout.stops.forEach((a, i) => {
      for (const b of layout.stops.slice(i + 1)) {
        expect(Math.abs(a.x - b.x) >= layout.labelWidth || Math.abs(a.y - b.y) >= 110).toBe(true);
      }
    });
  });

  it('winds one row on a computer for a short trail and down two a row on a phone', () => {
    expect(new Set(trailLayout(4, 'wide').stops.map(({ x }) => x)).size).toBe(4);
    expect(new Set(trailLayout(4, 'narrow').stops.map(({ x }) => x)).size).toBe(2);
    expect(trailLayout(1, 'narrow').legs).toHaveLength(2);
    // A trail still without steps (the wizard's first screen) draws a bare path, not a broken one.
    expect(trailLayout(0, 'wide').legs[0]).not.toContain('NaN');
  });
});

describe('the theme preview', () => {
  it('shows the theme with its title', () => {
    render(<TrailThemePreview theme="corporate3" />);
    expect(screen.getByRole('figure')).toHaveTextContent('Básico 3');
  });
});
