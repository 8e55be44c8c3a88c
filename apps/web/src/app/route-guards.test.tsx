import type { Role, Theme } from '@ava/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '../lib/session.ts';
import { answerFetch, jsonResponse } from '../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

function serveThemes(...themes: Theme[]) {
  return answerFetch((url) => {
    if (url.pathname !== '/api/platforms/show') return undefined;
    const theme = themes.find((item) => item.slug === url.searchParams.get('platform'));
    return theme
      ? jsonResponse(200, theme)
      : jsonResponse(404, { message: 'O serviço que você tentou acessar não foi encontrado' });
  });
}

async function landsOn(path: string, expected: string) {
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
}

const menus = {
  student: menuOf({ 'minha-classe': ['atividades'] }),
  educator: menuOf({ 'minha-classe': ['turmas', 'atividades'] }),
  guardian: menuOf({ acompanhamento: ['dependentes', 'agenda'] }),
};

afterEach(() => logout());

describe('redirect rules', () => {
  it('sends a visitor without a session to the login page', async () => {
    serveThemes(buildTheme());
    await landsOn('/demo/painel', '/demo/login');
    await landsOn('/demo/qualquer/coisa', '/demo/login');
  });

  it.each<[Role, keyof typeof menus, string]>([
    ['school_student', 'student', '/demo/painel'],
    ['b2c_student', 'student', '/demo/painel'],
    ['school_teacher', 'educator', '/demo/professor'],
    ['school_coordinator', 'educator', '/demo/professor'],
    ['school_admin', 'educator', '/demo/professor'],
    ['guardian', 'guardian', '/demo/responsavel/dependentes'],
  ])('lands a %s on %s', async (role, menu, expected) => {
    serveThemes(buildTheme());
    startSession('demo', buildLogin(role, { menu: menus[menu] }));
    await landsOn('/demo/desconhecido', expected);
  });

  it("opens a content path inside the signed-in user's dashboard", async () => {
    serveThemes(buildTheme());
    startSession('demo', buildLogin('school_student', { menu: menus.student }));
    await landsOn('/demo/livros-digitais/12/leis-de-newton', '/demo/painel/livros-digitais/12/leis-de-newton');
  });

  it('appends the first submenu where the theme hides the map or the teacher overview', async () => {
    serveThemes(buildTheme({ configs: { hideMap: true, hideTeacherOverview: true } }));
    startSession('demo', buildLogin('school_student', { menu: menus.student }));
    await landsOn('/demo', '/demo/painel/atividades');
    logout();
    startSession('demo', buildLogin('school_teacher', { menu: menus.educator }));
    await landsOn('/demo', '/demo/professor/turmas');
  });

  it('sends a signed-in user who opens another dashboard to their own', async () => {
    serveThemes(buildTheme());
    startSession('demo', buildLogin('school_student'));
    await landsOn('/demo/professor/turmas', '/demo/painel');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the login page', async () => {
    serveThemes(buildTheme());
    startSession('demo', buildLogin('school_teacher'));
    await landsOn('/demo/login', '/demo/professor');
  });

  it('ends a session that belongs to another platform', async () => {
    serveThemes(buildTheme(), buildTheme({ slug: 'corporativo', name: 'Academia Corporativa' }));
    startSession('demo', buildLogin('school_student'));
    await landsOn('/corporativo/painel', '/corporativo/login');
    expect(localStorage.getItem('ava.token')).toBeNull();
  });

  it('goes to /erro when the platform has no theme', async () => {
    serveThemes(buildTheme());
    await landsOn('/nao-existe/login', '/erro');
    expect(
      await screen.findByRole('heading', {
        name: 'Ops! O endereço não foi encontrado, por favor verifique-o e tente novamente.',
      }),
    ).toBeInTheDocument();
  });

  it('opens the login of the platform mapped to the host at the root', async () => {
    serveThemes(buildTheme());
    await landsOn('/', '/demo/login');
  });
});
