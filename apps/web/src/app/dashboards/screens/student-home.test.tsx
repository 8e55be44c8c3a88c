import { defaultFeatureFlags, MAP_SECTIONS, type Theme } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../../lib/session.ts';
import { writeItem } from '../../../lib/storage.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function serve(urgent: number) {
  return answerFetch(
    (url) => (url.pathname === '/api/platforms/show' ? jsonResponse(200, buildTheme()) : undefined),
    (url) =>
      url.pathname === '/api/activity/student_count'
        ? jsonResponse(200, { activities_qtd: 4, urgent_activities: urgent })
        : undefined,
  );
}

afterEach(() => logout());

// The dashboard loads these lazily; loaded first, a busy machine cannot outlast the first find.
beforeAll(() =>
  Promise.all([
    import('./student-home.tsx'),
    import('./student-activities-routes.tsx'),
    import('../../../features/interactive-map/interactive-map.tsx'),
  ]),
);

describe('student home', () => {
  it('shows the urgent-activity warning, and the activities screen does not repeat it (same flag)', async () => {
    serve(2);
    startSession('demo', buildLogin('school_student', { confirmed_date: '2026-02-01T12:00:00.000Z' }));
    const { router } = renderApp('/demo/painel');

    const dialog = await screen.findByRole('dialog', { name: 'Atividades urgentes' });
    expect(dialog).toHaveTextContent('Você tem 2 atividades que terminam em menos de 48 horas.');
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));

    await router.navigate('/demo/painel/atividades');
    await screen.findByRole('heading', { name: 'Atividades' });
    expect(screen.queryByRole('dialog', { name: 'Atividades urgentes' })).not.toBeInTheDocument();
  });

  it("asks each of the home's questions once when its route starts them before the home has arrived", async () => {
    const answers: Record<string, unknown> = {
      '/api/platforms/show': buildTheme(),
      '/api/activity/student_count': { activities_qtd: 4, urgent_activities: 2 },
      '/api/activity/student_open': { activities: [] },
      '/api/level/index': { level: 1, levels: [] },
    };
    const fetch = answerFetch((url) =>
      Object.hasOwn(answers, url.pathname) ? jsonResponse(200, answers[url.pathname]) : undefined,
    );
    writeItem('theme', buildTheme());
    startSession('demo', buildLogin('school_student', { confirmed_date: '2026-02-01T12:00:00.000Z' }));
    renderApp('/demo/painel');

    await screen.findByRole('dialog', { name: 'Atividades urgentes' });
    const home = ['/api/activity/student_count', '/api/activity/student_open', '/api/level/index'];
    const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(home)));
    for (const path of home) expect(asked().filter((pathname) => pathname === path)).toHaveLength(1);
  });

  it('says nothing on the home before the profile is confirmed', async () => {
    serve(2);
    startSession('demo', buildLogin('school_student'));
    renderApp('/demo/painel');
    await screen.findByRole('heading', { name: 'Olá, Ana!' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The demo's student menu: every map section with all its sub-areas, whether their screens exist or not. */
const STUDENT_MENU = menuOf({ ...MAP_SECTIONS, instituicoes: [] });

const deadline = (id: string, title: string, hours: number, urgent: boolean) => ({
  id,
  title,
  kind: 'essay',
  start_time: null,
  end_time: new Date(Date.now() + hours * 3_600_000).toISOString(),
  workload: null,
  urgent,
  expired: false,
  status: 1,
  delivery_status: 'pending',
  score: null,
  pokz: 0,
  teacher_comments: null,
  teacher: { name: 'Paula Mendes' },
});

/** The home's calls: the map's energy as the server has it now, the levels, the open activities, the shortcuts, a banner. */
function serveHome(theme: Theme = buildTheme()) {
  return answerFetch((url) => {
    const answers: Record<string, unknown> = {
      '/api/platforms/show': theme,
      '/api/activity/student_count': { activities_qtd: 2, urgent_activities: 1 },
      '/api/interactive-map/energy': { energy: 60 },
      '/api/level/index': {
        level: 2,
        levels: [
          { level: 1, color: '#4CAF50', image_url: null, reached: true, requisitions: [] },
          {
            level: 2,
            color: '#2196F3',
            image_url: null,
            reached: true,
            requisitions: [
              { kind: 'games_played', target: 2, description: 'Jogar 2 desafios', current: 2, done: true },
            ],
          },
          {
            level: 3,
            color: '#9C27B0',
            image_url: null,
            reached: false,
            requisitions: [
              { kind: 'games_played', target: 5, description: 'Jogar 5 desafios', current: 3, done: false },
              { kind: 'points', target: 30, description: 'Somar 30 pontos', current: 31, done: true },
            ],
          },
        ],
      },
      '/api/activity/student_open': {
        activities: [
          deadline('22222222-2222-4222-8222-222222222222', 'Redação: minhas férias', 20, true),
          deadline('33333333-3333-4333-8333-333333333333', 'Redação: o rio', 100, false),
        ],
      },
      '/api/users/shortcuts': { shortcuts: ['livros-digitais', 'turmas', 'desafio-do-dia'] },
      '/api/users/profiles/settings': { hideNavbar: false, animatedMap: false, customizableDashboard: false },
      '/api/students/dashboard-banners': {
        banners: [
          {
            id: 'b1',
            title: 'Desafio das cores',
            description: 'Complete o desafio do dia.',
            image_url: null,
            link_url: '/demo/painel/desafio-do-dia',
          },
        ],
      },
    };
    return Object.hasOwn(answers, url.pathname) ? jsonResponse(200, answers[url.pathname]) : undefined;
  });
}

const signInAs = (user: Parameters<typeof buildLogin>[1] = {}) =>
  startSession(
    'demo',
    buildLogin('school_student', {
      menu: STUDENT_MENU,
      user_map: 'fundamental-1',
      interactive_map_energy: 100,
      level: 1,
      ...user,
    }),
  );

describe("the student's home around the map", () => {
  it("lands on the stage's map, built by the energy the server has now, with a building for each screen that exists", async () => {
    serveHome();
    signInAs();
    renderApp('/demo/painel');
    const map = await screen.findByRole('region', { name: 'Seu mapa' });
    expect(map).toHaveAttribute('data-map', 'fundamental-1');
    await within(map).findByText('Mapa 50% construído');
    expect(map).toHaveAttribute('data-animated', 'false');
    const sections = within(map).getByRole('group', { name: 'Regiões do mapa' });
    expect(
      within(sections)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Minha classe', 'Desafios', 'Diversão', 'Info', 'Progresso']);
    await userEvent.click(within(sections).getByRole('button', { name: 'Progresso' }));
    expect(within(map).getByRole('link', { name: 'Níveis' })).toHaveAttribute('href', '/demo/painel/niveis');
    expect(within(map).getByRole('link', { name: 'Hall da fama' })).toHaveAttribute(
      'href',
      '/demo/painel/hall-da-fama',
    );
    expect(within(map).getByRole('link', { name: 'Banco' })).toHaveAttribute('href', '/demo/painel/banco');

    expect(screen.getByRole('progressbar', { name: 'Energia do mapa' })).toHaveAttribute('aria-valuenow', '60');
    const level = screen.getByRole('region', { name: 'Seu nível' });
    await within(level).findByRole('img', { name: 'Nível 2' });
    expect(within(level).getByRole('progressbar', { name: 'Para chegar ao nível 3' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(level).getByRole('link', { name: 'Ver níveis' })).toHaveAttribute('href', '/demo/painel/niveis');
  });

  it('lists the next deliveries with the urgent one marked, the shortcuts that lead somewhere and clickable banners', async () => {
    serveHome();
    signInAs();
    renderApp('/demo/painel');
    const deliveries = await screen.findByRole('region', { name: 'Próximas entregas' });
    const items = await within(deliveries).findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes('Urgente'))).toEqual([true, false]);
    expect(within(deliveries).getByRole('link', { name: 'Redação: minhas férias' })).toHaveAttribute(
      'href',
      '/demo/painel/atividades/redacao/22222222-2222-4222-8222-222222222222',
    );
    // 'turmas' was chosen too, but the student's dashboard has no screen for it.
    const shortcuts = await screen.findByRole('region', { name: 'Atalhos' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/demo/painel/livros-digitais', '/demo/painel/desafio-do-dia']);
    expect(await screen.findByRole('link', { name: /Desafio das cores/ })).toHaveAttribute(
      'href',
      '/demo/painel/desafio-do-dia',
    );
  });

  it('is the same without the map where the platform turns the map off, or for a stage without a map', async () => {
    serveHome(buildTheme({ features: { ...defaultFeatureFlags(false), interactiveMap: false } }));
    signInAs();
    const { unmount } = renderApp('/demo/painel');
    await screen.findByRole('region', { name: 'Próximas entregas' });
    expect(screen.getByRole('region', { name: 'Seu nível' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seu mapa' })).not.toBeInTheDocument();
    unmount();
    logout();

    serveHome();
    signInAs({ user_map: null, grade_id: 37 });
    renderApp('/demo/painel');
    await screen.findByRole('region', { name: 'Próximas entregas' });
    expect(screen.queryByRole('region', { name: 'Seu mapa' })).not.toBeInTheDocument();
  });

  it('opens the first menu entry instead of the home when the theme hides the map (hideMap)', async () => {
    serveHome(buildTheme({ configs: { hideMap: true } }));
    signInAs();
    const { router } = renderApp('/demo/painel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/painel/atividades'));
    await screen.findByRole('heading', { name: 'Atividades', level: 1 });
    expect(screen.queryByRole('region', { name: 'Seu mapa' })).not.toBeInTheDocument();
  });
});
