import { MESSAGES } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToasts } from '../../../lib/toast.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildUserInfo } from '../../../test/fixtures.ts';
import { PersonalSection } from './personal-section.tsx';

const info = buildUserInfo({ email: 'ana@escola.br' });

function Toasts() {
  return (
    <ul>
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

/** Renders the form; the server answers PUT /users/profiles with `answer` and keeps each body sent. */
function renderForm(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  answerFetch((url, init) => {
    if (url.pathname !== '/api/users/profiles' || init.method !== 'PUT') return undefined;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PersonalSection info={info} />
      <Toasts />
    </QueryClientProvider>,
  );
  return bodies;
}

describe('PersonalSection', () => {
  it('asks for no password while the e-mail stays the same', async () => {
    const bodies = renderForm(() => jsonResponse(200, { ...info, phone: '11 98888-0000' }));
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Telefone'), '11 98888-0000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Alterações salvas!')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ana@escola.br', birthday: null, race: null, phone: '11 98888-0000' }]);
  });

  it('asks for the current password when the e-mail changes and sends it along', async () => {
    const bodies = renderForm(() => jsonResponse(200, { ...info, email: 'ana@casa.br' }));
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'Ana@Casa.br');

    const password = screen.getByLabelText('Senha atual');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription(MESSAGES.currentPasswordRequired);
    await user.type(password, 'minha-senha');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText('Alterações salvas! Enviamos um link de confirmação para o novo e-mail.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'ana@casa.br', birthday: null, race: null, phone: null, current_password: 'minha-senha' },
    ]);
  });

  it("shows the server's refusal of a wrong password", async () => {
    renderForm(() => jsonResponse(400, { message: 'A senha atual está incorreta.' }));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@casa.br');
    await user.type(screen.getByLabelText('Senha atual'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A senha atual está incorreta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveValue('errada');
  });

  it('says in Portuguese what is wrong before sending, and sends the birthday typed as dd/MM/yyyy', async () => {
    const bodies = renderForm(() => jsonResponse(200, { ...info, email: 'ana@casa.br', birthday: '2010-09-07' }));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@casa');
    const birthday = screen.getByLabelText('Data de nascimento');
    await user.type(birthday, '0709');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Digite um e-mail válido.');
    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
      `${MESSAGES.currentPasswordRequired} Esse campo é obrigatório`,
    );
    expect(birthday).toHaveAccessibleDescription('Data inválida');
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('E-mail'), '.br');
    await user.type(screen.getByLabelText('Senha atual'), 'minha-senha');
    await user.type(birthday, '2010');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([
      { email: 'ana@casa.br', birthday: '2010-09-07', race: null, phone: null, current_password: 'minha-senha' },
    ]);
  });
});
