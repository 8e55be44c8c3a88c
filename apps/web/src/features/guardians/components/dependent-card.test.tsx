import type { Dependent } from '@ava/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DependentCard } from './dependent-card.tsx';

const base: Dependent = {
  id: 'd1',
  name: 'Lia Souza',
  username: 'lia',
  birthday: null,
  school_name: 'Escola Modelo',
  avatar_url: null,
  level: 1,
  blocked: false,
  managed: true,
  policies: { edit: true, block: true, unlink: false, delete: true, sign_in: true },
};

const renderCard = (dependent: Dependent) => {
  const onAction = vi.fn();
  render(
    <ul>
      <DependentCard dependent={dependent} busy={false} onAction={onAction} />
    </ul>,
  );
  return onAction;
};

describe('DependentCard', () => {
  it('offers exactly what the policies allow for a dependent the guardian created', async () => {
    const onAction = renderCard(base);
    expect(screen.getByText('Cadastrado por você', { exact: false })).toBeInTheDocument();
    for (const name of ['Entrar como Lia', 'Editar', 'Bloquear', 'Excluir']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Desvincular' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onAction).toHaveBeenCalledWith('delete', base);
  });

  it('lets a school-linked dependent only be unlinked or entered, and hides entering when blocked', () => {
    renderCard({
      ...base,
      managed: false,
      blocked: true,
      policies: { edit: false, block: false, unlink: true, delete: false, sign_in: false },
    });
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desvincular' })).toBeInTheDocument();
    for (const name of [/Entrar como/, 'Editar', 'Excluir', 'Desbloquear']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
