import {
  type ClassroomPosition,
  type ClassroomStandingsResponse,
  CONSENT_MESSAGES,
  type Season,
  type StudentStanding,
  type StudentStandingsResponse,
} from '@ava/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { useToasts } from '../../lib/toast.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const CLASSROOM = '5b0d3c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70';
const PERIOD = { start_month: 11, start_year: 2026, end_month: 11, end_year: 2026 };

const standing = (position: number, first_name: string, me = false): StudentStanding => ({
  position,
  first_name,
  avatar_url: null,
  score: 30 - position / 2,
  games_played: 3,
  me,
});

function standings(scope: 'classroom' | 'school', rows: StudentStanding[]): StudentStandingsResponse {
  return {
    period: PERIOD,
    scope: {
      kind: scope,
      id: CLASSROOM,
      name: scope === 'classroom' ? '3º ano - Turma A' : 'Escola Modelo',
      grade: null,
    },
    standings: rows,
    me: { ranking_position: rows.find((row) => row.me)?.position ?? null, games_played: 3, score: 27.5, ranked: 57 },
    ranked: 57,
    unlisted: null,
  };
}

const classroomPosition: ClassroomPosition = {
  classroom_id: CLASSROOM,
  name: '3º ano - Turma A',
  ranking_position: 2,
  games_played: 12,
  score: 80,
  ranked: 4,
};

const classrooms: ClassroomStandingsResponse = {
  period: PERIOD,
  school: { id: CLASSROOM, name: 'Escola Modelo' },
  standings: [
    {
      position: 1,
      classroom_id: '6b0d3c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70',
      name: 'Infantil 2 - Turma A',
      grade_name: 'Infantil 2',
      score: 91.5,
      games_played: 20,
      students: 2,
      mine: false,
    },
    {
      position: 2,
      classroom_id: CLASSROOM,
      name: '3º ano - Turma A',
      grade_name: '3º ano',
      score: 80,
      games_played: 12,
      students: 2,
      mine: true,
    },
  ],
};

function season(overrides: Partial<Season>): Season {
  return {
    id: '7b0d3c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70',
    name: 'Temporada dos exploradores',
    period: { start_month: 9, start_year: 2026, end_month: 10, end_year: 2026 },
    status: 'ended',
    rewards: [{ scope: 'classroom', from_position: 1, to_position: 1, pokz: 100, badge: 'Medalha de ouro' }],
    my_reward: { classroom_position: 1, school_position: 2, pokz: 100, badges: ['Medalha de ouro'] },
    claimed_at: null,
    claimable: true,
    ...overrides,
  };
}

interface Served {
  requests: URL[];
  claims: unknown[];
}

function serve(configs: Record<string, unknown> = {}, unlisted: string | null = null): Served {
  const served: Served = { requests: [], claims: [] };
  let claimed = false;
  answerFetch((url, init) => {
    served.requests.push(url);
    switch (url.pathname) {
      case '/api/platforms/show':
        return jsonResponse(200, buildTheme({ configs }));
      case '/api/hall_fame/classroom_position':
        return jsonResponse(200, classroomPosition);
      case '/api/hall_fame/student_standings': {
        const top = Array.from({ length: 50 }, (_, index) => standing(index + 1, `Colega${index + 1}`));
        if (unlisted) return jsonResponse(200, { ...standings('classroom', [standing(1, 'Bruno')]), unlisted });
        return url.searchParams.get('classroom')
          ? jsonResponse(200, standings('classroom', [standing(1, 'Bruno'), standing(2, 'Ana', true)]))
          : jsonResponse(200, standings('school', [...top, standing(57, 'Ana', true)]));
      }
      case '/api/hall_fame/classroom_standings':
        return jsonResponse(200, classrooms);
      case '/api/seasons/list':
        return jsonResponse(200, {
          seasons: [
            season({
              id: '8b0d3c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70',
              name: 'Temporada dos inventores',
              status: 'current',
              my_reward: null,
              claimable: false,
            }),
            season(claimed ? { claimable: false, claimed_at: '2026-11-27T12:00:00.000Z' } : {}),
          ],
        });
      case '/api/rewards/claim':
        served.claims.push(JSON.parse(String(init.body)));
        claimed = true;
        return jsonResponse(200, {
          season_id: '7b0d3c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70',
          classroom_position: 1,
          school_position: 2,
          pokz: 100,
          badges: ['Medalha de ouro'],
          claimed_at: '2026-11-27T12:00:00.000Z',
          message: 'Recompensa resgatada com sucesso!',
        });
      default:
        return undefined;
    }
  });
  return served;
}

/** The toasts of the app's notify, which renderApp does not show. */
function ToastMessages() {
  return (
    <ul>
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

const student = () =>
  startSession(
    'demo',
    buildLogin('school_student', {
      confirmed_date: '2026-02-01T12:00:00.000Z',
      menu: menuOf({ progresso: ['hall-da-fama', 'niveis'] }),
    }),
  );

afterEach(() => logout());
// The dashboard loads the screen lazily; loaded first, a busy machine cannot outlast the first find.
beforeAll(() => import('./hall-of-fame-screen.tsx'));

describe('Hall da fama', () => {
  it("opens on the student's classroom this month, their row marked, with their classroom's place", async () => {
    const served = serve();
    student();
    renderApp('/demo/painel/hall-da-fama');

    expect(await screen.findByRole('heading', { name: 'Hall da fama', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Minha turma' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: '3º ano - Turma A' })).toBeInTheDocument();
    expect(screen.getByText('Sua turma está em 2º lugar entre 4 turmas da escola.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '3º ano - Turma A' });
    const own = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveTextContent(/^2º.*Ana.*Você.*29,0.*3$/);
    expect(screen.getByRole('region', { name: 'Sua posição' })).toHaveTextContent('2º lugar de 57');
    const asked = served.requests.find(
      (url) => url.pathname === '/api/hall_fame/student_standings' && url.searchParams.get('classroom') === CLASSROOM,
    );
    expect(asked?.searchParams.get('start_month')).toBe(asked?.searchParams.get('end_month'));
  });

  it('tells a student without the hall of fame consent why they are in no ranking', async () => {
    serve({}, CONSENT_MESSAGES.hallOfFameUnlisted);
    student();
    renderApp('/demo/painel/hall-da-fama');
    expect(await screen.findByText(CONSENT_MESSAGES.hallOfFameUnlisted)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Sua posição' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '3º ano - Turma A' })).toHaveTextContent('Bruno');
  });

  it("shows the school's top 50 and the student's own row below them", async () => {
    serve();
    student();
    renderApp('/demo/painel/hall-da-fama');
    await userEvent.click(await screen.findByRole('tab', { name: 'Minha escola' }));
    const table = await screen.findByRole('table', { name: 'Escola Modelo' });
    const rows = within(table).getAllByRole('row');
    // The header, the 50, the line that says the next is out of the top, the student's own.
    expect(rows).toHaveLength(53);
    expect(rows[51]).toHaveTextContent('Sua posição, fora dos 50 primeiros');
    expect(rows[52]).toHaveAttribute('aria-current', 'true');
    expect(rows[52]).toHaveTextContent(/^57º.*Ana.*Você/);
  });

  it('ranks the classrooms of the school, the student’s own marked', async () => {
    serve();
    student();
    renderApp('/demo/painel/hall-da-fama');
    await userEvent.click(await screen.findByRole('tab', { name: 'Turmas' }));
    const table = await screen.findByRole('table', { name: 'Escola Modelo' });
    const mine = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent(/^2º.*3º ano - Turma A.*Sua turma.*80,0/);
  });

  it('asks for the chosen months, and says why when the period cannot be asked for', async () => {
    const served = serve();
    student();
    renderApp('/demo/painel/hall-da-fama');
    await userEvent.click(await screen.findByRole('tab', { name: 'Minha escola' }));
    await screen.findByRole('table', { name: 'Escola Modelo' });
    const from = screen.getByRole('group', { name: 'De' });
    const to = screen.getByRole('group', { name: 'Até' });
    const toMonth = within(to).getByRole('combobox', { name: 'Mês' }) as HTMLSelectElement;
    const fromMonth = within(from).getByRole('combobox', { name: 'Mês' }) as HTMLSelectElement;
    await userEvent.selectOptions(fromMonth, 'janeiro');
    const asked = served.requests.filter((url) => url.pathname === '/api/hall_fame/student_standings').at(-1);
    expect(asked?.searchParams.get('start_month')).toBe('1');
    expect(asked?.searchParams.get('end_month')).toBe(toMonth.value);

    const month = Number(toMonth.value);
    if (month < 12) {
      await userEvent.selectOptions(fromMonth, String(month + 1));
      expect(screen.getByRole('alert')).toHaveTextContent('O mês inicial deve ser anterior ou igual ao mês final.');
    }
    const fromYear = within(from).getByRole('combobox', { name: 'Ano' }) as HTMLSelectElement;
    await userEvent.selectOptions(fromMonth, '1');
    await userEvent.selectOptions(fromYear, fromYear.options[0]?.value ?? '');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha um período de até 12 meses.');
  });

  it('lists the seasons and claims an earned reward once', async () => {
    const served = serve();
    student();
    renderApp('/demo/painel/hall-da-fama');
    render(<ToastMessages />);
    const ended = await screen.findByRole('listitem', { name: 'Temporada dos exploradores' });
    expect(ended).toHaveTextContent('setembro de 2026 a outubro de 2026');
    expect(ended).toHaveTextContent('Encerrada');
    expect(ended).toHaveTextContent('1º lugar da turma: 100 Pokz e Medalha de ouro');
    expect(ended).toHaveTextContent('Você conquistou 100 Pokz e Medalha de ouro');
    const running = screen.getByRole('listitem', { name: 'Temporada dos inventores' });
    expect(within(running).queryByRole('button', { name: /Resgatar/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(ended).getByRole('button', { name: 'Resgatar a recompensa de Temporada dos exploradores' }),
    );
    expect(await screen.findByText('Recompensa resgatada com sucesso!')).toBeInTheDocument();
    expect(served.claims).toEqual([{ season_id: '7b0d3c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70' }]);
    expect(await within(ended).findByText('Resgatada em 27/11/2026')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: /Resgatar/ })).not.toBeInTheDocument();
  });

  it('is left out of the menu and the dashboard when the theme hides the hall of fame', async () => {
    const served = serve({ hide_hall_of_fame: 'true' });
    student();
    renderApp('/demo/painel/hall-da-fama');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hall da fama' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hall da fama' })).not.toBeInTheDocument();
    expect(served.requests.some((url) => url.pathname.startsWith('/api/hall_fame'))).toBe(false);
  });
});
