import type { LevelIndexResponse } from '@ava/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const INDEX: LevelIndexResponse = {
  level: 2,
  levels: [
    { level: 1, color: '#4CAF50', image_url: null, reached: true, requisitions: [] },
    {
      level: 2,
      color: '#2196F3',
      image_url: null,
      reached: true,
      requisitions: [{ kind: 'games_played', target: 2, description: 'Jogar 2 desafios', current: 4, done: true }],
    },
    {
      level: 3,
      color: '#9C27B0',
      image_url: '/levels/3.svg',
      reached: false,
      requisitions: [
        { kind: 'games_played', target: 5, description: 'Jogar 5 desafios', current: 4, done: false },
        { kind: 'points', target: 30, description: 'Somar 30 pontos', current: 31.5, done: true },
      ],
    },
  ],
};

function serve(index: LevelIndexResponse) {
  answerFetch((url) => {
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/level/index') return jsonResponse(200, index);
    return undefined;
  });
  startSession('demo', buildLogin('school_student', { menu: menuOf({ progresso: ['niveis'] }) }));
}

beforeAll(() => import('./levels-screen.tsx'));
afterEach(() => logout());

describe("the 'Níveis' screen", () => {
  it('shows the current level and what the next one asks for, each requisition with its done flag', async () => {
    serve(INDEX);
    renderApp('/demo/painel/niveis');
    await screen.findByRole('heading', { name: 'Níveis', level: 1 });
    const mine = await screen.findByRole('region', { name: 'Seu nível' });
    expect(within(mine).getByText('Você está no nível 2.')).toBeInTheDocument();
    expect(within(mine).getByRole('progressbar', { name: 'Para chegar ao nível 3' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Falta:Jogar 5 desafios: 4 de 5', 'Feito:Somar 30 pontos: 30 de 30']);
  });

  it('lists every level, the current one marked, with its badge in its colour or its picture', async () => {
    serve(INDEX);
    renderApp('/demo/painel/niveis');
    const all = await screen.findByRole('region', { name: 'Todos os níveis' });
    const levels = within(all)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(levels.map((level) => within(level).getByRole('heading').textContent)).toEqual([
      'Nível 1',
      'Nível 2',
      'Nível 3',
    ]);
    expect(levels.map((level) => level.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(levels.map((level) => within(level).getByText(/Alcançado|Nível atual|A conquistar/).textContent)).toEqual([
      'Alcançado',
      'Nível atual',
      'A conquistar',
    ]);
    expect(within(levels[1] as HTMLElement).getByRole('img', { name: 'Nível 2' })).toHaveStyle({
      backgroundColor: '#2196F3',
    });
    expect(within(levels[2] as HTMLElement).getByRole('img', { name: 'Nível 3' })).toHaveAttribute(
      'src',
      '/levels/3.svg',
    );
  });

  it('congratulates the student at the top level, and says when the platform has no levels', async () => {
    serve({ ...INDEX, level: 3 });
    const { unmount } = renderApp('/demo/painel/niveis');
    expect(await screen.findByText('Você chegou ao nível mais alto. Parabéns!')).toBeInTheDocument();
    unmount();
    logout();
    serve({ level: 0, levels: [] });
    renderApp('/demo/painel/niveis');
    expect(await screen.findByText('Esta plataforma ainda não tem níveis.')).toBeInTheDocument();
  });
});
