import { CONSENT_TEXTS, type UserSchool } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, logout, startSession } from '../../lib/session.ts';
import { readItem } from '../../lib/storage.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const DATE = '2026-03-02T12:00:00.000Z';
const school = (dates: Partial<UserSchool> = {}): UserSchool => ({
  school_id: 's-1',
  school_name: 'Escola Modelo',
  school_external_id: null,
  accepted_date: null,
  confirmed_date: null,
  has_classrooms: true,
  ...dates,
});

type Call = { path: string; method: string; body: unknown };

function serve(answers: Record<string, [number, unknown]> = {}) {
  const calls: Call[] = [];
  const fetch = answerFetch((url, init) => {
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    calls.push({
      path: url.pathname,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers[url.pathname];
    return answer ? jsonResponse(...answer) : undefined;
  });
  return { fetch, calls };
}

function signInAs(role: 'school_student' | 'school_teacher', value: UserSchool | null, level = 0) {
  startSession('demo', buildLogin(role, { school: value, schools: value ? [value] : [], school_id: 's-1', level }));
}

afterEach(() => logout());

/** The modals load in a chunk of their own when one opens: the first one to show waits for it. */
const MODAL_LOADS = { timeout: 10_000 };

describe('terms and confirmation flow', { timeout: 20_000 }, () => {
  it('walks a new student through the terms, raising the level, then the profile confirmation', async () => {
    const { calls } = serve({
      '/api/identity/users/accept': [200, { school_id: 's-1', accepted_date: DATE, level: 1 }],
      '/api/identity/users/validation_finished': [200, { school_id: 's-1', confirmed_date: DATE }],
    });
    signInAs('school_student', school());
    renderApp('/demo/painel');
    const user = userEvent.setup();

    expect(await screen.findByRole('dialog', { name: 'Termos de uso' }, MODAL_LOADS)).toHaveTextContent('Passo 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Política de privacidade');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Passo 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const accept = screen.getByRole('button', { name: 'Aceitar' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByLabelText('Li e aceito os termos de uso e a política de privacidade'));
    await user.click(accept);

    expect(await screen.findByRole('dialog', { name: 'Confirme os seus dados' })).toHaveTextContent('Escola Modelo');
    expect(getSession()?.user).toMatchObject({ level: 1, accepted_date: DATE, school: { accepted_date: DATE } });
    await user.click(screen.getByRole('button', { name: 'Meus dados estão corretos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession()?.user.school?.confirmed_date).toBe(DATE);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/identity/users/accept',
      '/api/identity/users/validation_finished',
    ]);
    expect(readItem('user')).toMatchObject({ school: { confirmed_date: DATE } });
  });

  it('moves a reported error to the second step with its text, then finishes', async () => {
    const { calls } = serve({
      '/api/identity/users/report_error': [200, { message: 'Erro reportado com sucesso' }],
      '/api/identity/users/validation_finished': [200, { school_id: 's-1', confirmed_date: DATE }],
    });
    signInAs('school_student', school({ accepted_date: DATE }), 1);
    renderApp('/demo/painel');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Há um erro nos meus dados' }, MODAL_LOADS));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Esse campo é obrigatório');
    await user.type(screen.getByLabelText('O que está errado?'), 'Minha turma está errada.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Minha turma está errada.')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/report_error'))?.body).toEqual({
      message: 'Minha turma está errada.',
    });
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(getSession()?.user.school?.confirmed_date).toBe(DATE));
  });

  it('does not ask again in this session once the confirmation is put off', async () => {
    serve();
    signInAs('school_student', school({ accepted_date: DATE }), 1);
    const { unmount } = renderApp('/demo/painel');
    await userEvent.click(await screen.findByRole('button', { name: 'Agora não' }, MODAL_LOADS));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    renderApp('/demo/painel');
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks a guardian, with the terms, for each child's optional consents, none checked, and saves the chosen", async () => {
    const ana = '00000000-0000-4000-8000-000000000001';
    const { calls } = serve({
      '/api/identity/users/accept': [200, { school_id: 's-1', accepted_date: DATE, level: 0 }],
      '/api/privacy/consent_subjects': [
        200,
        {
          subjects: [
            { id: ana, name: 'Ana Souza', self: false, decided_by: 'guardian' },
            { id: '00000000-0000-4000-8000-000000000002', name: 'Bruno Lima', self: false, decided_by: 'student' },
          ],
        },
      ],
      '/api/privacy/consents': [200, {}],
    });
    startSession('demo', buildLogin('guardian', { school: school(), schools: [school()], school_id: 's-1' }));
    renderApp('/demo/responsavel');
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Termos de uso' }, MODAL_LOADS);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const forAna = await screen.findByRole('group', { name: 'Por Ana Souza' });
    // Bruno decides his own (from 12, where the platform lets him).
    expect(screen.queryByRole('group', { name: 'Por Bruno Lima' })).not.toBeInTheDocument();
    const boxes = within(forAna).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).not.toBeChecked();
    await user.click(within(forAna).getByRole('checkbox', { name: 'Hall da fama' }));
    await user.click(screen.getByLabelText('Li e aceito os termos de uso e a política de privacidade'));
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/privacy/consents',
        '/api/identity/users/accept',
      ]),
    );
    expect(calls.find((call) => call.path === '/api/privacy/consents' && call.method === 'POST')?.body).toEqual({
      subject_id: ana,
      purpose: 'hall_of_fame',
      granted: true,
      text_version: CONSENT_TEXTS.hall_of_fame.version,
    });
  });

  it('asks a teacher for the terms only', async () => {
    serve();
    signInAs('school_teacher', school({ accepted_date: DATE }));
    renderApp('/demo/professor');
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out a user who closes the terms, and one whose school lacks the dates', async () => {
    serve({ '/api/identity/users/sign_out': [200, { message: 'ok' }] });
    signInAs('school_student', school());
    const { router } = renderApp('/demo/painel');
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }, MODAL_LOADS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    expect(getSession()).toBeNull();

    signInAs('school_student', { school_id: 's-1', school_name: 'X' } as UserSchool);
    renderApp('/demo/painel');
    await waitFor(() => expect(getSession()).toBeNull());
  });
});

describe('account modals', { timeout: 20_000 }, () => {
  it('changes the password from ?conta=senha and closes', async () => {
    const { calls } = serve({
      '/api/identity/users/update_password': [200, { message: 'Senha alterada com sucesso.' }],
    });
    signInAs('school_student', school({ accepted_date: DATE, confirmed_date: DATE }), 1);
    const { router } = renderApp('/demo/painel?conta=senha');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Senha atual', {}, MODAL_LOADS), 'senha123');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirme a senha'));
    await user.type(screen.getByLabelText('Confirme a senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((call) => call.path.endsWith('/update_password'))?.body).toEqual({
      current_password: 'senha123',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
  });

  it('shows the server’s message when the current password is wrong', async () => {
    serve({ '/api/identity/users/update_password': [400, { message: 'A senha atual está incorreta.' }] });
    signInAs('school_student', school({ accepted_date: DATE, confirmed_date: DATE }), 1);
    renderApp('/demo/painel?conta=senha');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Senha atual', {}, MODAL_LOADS), 'errada');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
  });

  it.each([
    ['the platform alone', '/demo?conta=senha', '/demo/professor'],
    ["another role's dashboard", '/demo/painel?conta=senha', '/demo/professor'],
  ])('opens the password dialog from ?conta=senha on %s, where the user lands', async (_, address, landing) => {
    serve();
    signInAs('school_teacher', school({ accepted_date: DATE, confirmed_date: DATE }));
    const { router } = renderApp(address);
    expect(await screen.findByLabelText('Senha atual', {}, MODAL_LOADS)).toBeVisible();
    expect(router.state.location.pathname).toBe(landing);
    expect(router.state.location.search).toBe('?conta=senha');
  });

  it("opens the password dialog over the guardian's first menu entry", async () => {
    serve();
    const confirmed = school({ accepted_date: DATE, confirmed_date: DATE });
    startSession(
      'demo',
      buildLogin('guardian', {
        school: confirmed,
        schools: [confirmed],
        menu: menuOf({ acompanhamento: ['dependentes'] }),
      }),
    );
    const { router } = renderApp('/demo/responsavel?conta=senha');
    expect(await screen.findByLabelText('Senha atual', {}, MODAL_LOADS)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/responsavel/dependentes'));
    expect(router.state.location.search).toBe('?conta=senha');
  });

  it('sets the secret questions from ?conta=perguntas-secretas', async () => {
    const { calls } = serve({
      '/api/identity/secret_questions': [200, { questions: [], chosen: [] }],
      '/api/identity/users/secret_questions': [200, { message: 'Perguntas secretas salvas com sucesso.' }],
    });
    signInAs('school_student', school({ accepted_date: DATE, confirmed_date: DATE }), 1);
    renderApp('/demo/painel?conta=perguntas-secretas');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Pergunta 1', {}, MODAL_LOADS), '1');
    await user.type(screen.getByLabelText('Resposta 1'), 'Totó');
    await user.selectOptions(screen.getByLabelText('Pergunta 2'), '4');
    await user.type(screen.getByLabelText('Resposta 2'), 'Pizza');
    await user.type(screen.getByLabelText('Senha atual'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/identity/users/secret_questions')?.body).toEqual({
        password: 'senha123',
        answers: [
          { question_id: 1, answer: 'Totó' },
          { question_id: 4, answer: 'Pizza' },
        ],
      }),
    );
  });
});

describe('session query parameters', () => {
  it('sends a hand-over (username and token) on any page to the single sign-on login, remembering content', async () => {
    serve();
    const { router } = renderApp('/demo/aulas-digitais/12/ver?username=ana&token=abc&submenu=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login/sso'));
    expect(router.state.location.search).toBe('?username=ana&token=abc&submenu=x');
    expect(sessionStorage.getItem('ava.redirect_after_login')).toBe('/demo/aulas-digitais/12/ver');
  });
});
