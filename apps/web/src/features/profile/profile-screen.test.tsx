import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, buildUserInfo } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const DATE = '2026-03-02T12:00:00.000Z';
const info = buildUserInfo();

function openProfile(responsibles: object = { guardians: [], responsibles: [] }) {
  answerFetch((url) => {
    if (url.pathname === '/api/profile/stu_responsible_info') return jsonResponse(200, responsibles);
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/profile/user_info') return jsonResponse(200, info);
    if (url.pathname === '/api/identity/secret_questions') return jsonResponse(200, { questions: [], chosen: [] });
    return undefined;
  });
  const school = {
    school_id: 's-1',
    school_name: 'Escola Modelo',
    school_external_id: null,
    accepted_date: DATE,
    confirmed_date: DATE,
    has_classrooms: true,
  };
  startSession('demo', buildLogin('school_student', { school, schools: [school] }));
  return renderApp('/demo/painel/perfil');
}

/** The lazy dashboard and profile chunks load first. */
const findSecurityLinks = () => screen.findByRole('navigation', { name: 'Segurança da conta' }, { timeout: 5_000 });
/** The account modals load in a chunk of their own when one opens. */
const MODAL_LOADS = { timeout: 10_000 };

afterEach(() => logout());

describe('profile page', { timeout: 20_000 }, () => {
  it('opens the change-password modal over the profile, and the profile stays when it closes', async () => {
    const { router } = openProfile();
    const user = userEvent.setup();
    const security = await findSecurityLinks();
    await user.click(within(security).getByRole('link', { name: 'Alterar senha' }));

    const modal = await screen.findByRole('dialog', { name: 'Alterar senha' }, MODAL_LOADS);
    expect(router.state.location).toMatchObject({ pathname: '/demo/painel/perfil', search: '?conta=senha' });
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location).toMatchObject({ pathname: '/demo/painel/perfil', search: '' });
    expect(screen.getByRole('heading', { name: 'Meu perfil' })).toBeInTheDocument();
  });

  it('opens the secret-questions modal', async () => {
    openProfile();
    const user = userEvent.setup();
    const security = await findSecurityLinks();
    await user.click(within(security).getByRole('link', { name: 'Perguntas secretas' }));
    expect(await screen.findByRole('dialog', { name: 'Perguntas secretas' }, MODAL_LOADS)).toBeInTheDocument();
  });

  it("shows the guardian linked to the student's account on the 'Responsáveis' tab", async () => {
    openProfile({ guardians: [{ id: 'g-1', name: 'Rosa Lima', email: 'rosa@casa.br' }], responsibles: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Responsáveis' }, { timeout: 5_000 }));
    const panel = screen.getByRole('tabpanel', { name: 'Responsáveis' });
    expect(await within(panel).findByText('Rosa Lima')).toBeInTheDocument();
    expect(within(panel).getByText('Vinculado à sua conta · rosa@casa.br')).toBeInTheDocument();
    expect(within(panel).queryByText('Nenhum responsável cadastrado.')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
  });
});
