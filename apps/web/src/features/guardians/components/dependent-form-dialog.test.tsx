import type { Dependent } from '@ava/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DependentFormDialog } from './dependent-form-dialog.tsx';

const lia: Dependent = {
  id: 'd1',
  name: 'Lia Souza',
  username: 'lia',
  birthday: null,
  school_name: null,
  avatar_url: null,
  level: 1,
  blocked: false,
  managed: true,
  policies: { edit: true, block: true, unlink: true, delete: true, sign_in: true },
};

function renderDialog(dependent: Dependent | null) {
  const onSubmit = vi.fn();
  render(<DependentFormDialog open dependent={dependent} busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('DependentFormDialog', () => {
  it('asks a new dependent for the password rule of every account before sending', async () => {
    const { onSubmit, user } = renderDialog(null);
    await user.type(screen.getByLabelText('Nome completo'), 'Lia Souza');
    await user.type(screen.getByLabelText('Usuário'), 'lia');
    await user.type(screen.getByLabelText('Senha'), 'seis66');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Senha'), '78');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lia Souza', username: 'lia', password: 'seis6678', birthday: null });
    expect(screen.queryByText('A senha deve ter pelo menos 8 caracteres.')).not.toBeInTheDocument();
  });

  it('keeps the password of an edited dependent when none is typed, and checks a typed one', async () => {
    const { onSubmit, user } = renderDialog(lia);
    const password = screen.getByLabelText('Nova senha (deixe em branco para manter)');
    await user.type(password, '1234567');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(password);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lia Souza', username: 'lia', birthday: null });
  });
});
