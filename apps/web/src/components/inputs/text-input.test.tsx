import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input.tsx';

describe('text input', () => {
  it("counts the 'caracteres restantes' down to the maximum length", async () => {
    render(<TextInput label="Título" maxLength={10} />);
    const field = screen.getByLabelText('Título');
    expect(screen.getByText('10 caracteres restantes')).toBeVisible();
    await userEvent.type(field, 'Fração');
    expect(screen.getByText('4 caracteres restantes')).toBeVisible();
    await userEvent.type(field, 'abcdef');
    expect(field).toHaveValue('Fraçãoabcd');
    expect(screen.getByText('0 caracteres restantes')).toBeVisible();
    await userEvent.type(field, '{Backspace}');
    expect(screen.getByText('1 caractere restante')).toBeVisible();
  });

  it('counts a controlled value too', () => {
    render(<TextInput label="Nome" maxLength={20} value="Ana" onChange={() => {}} />);
    expect(screen.getByText('17 caracteres restantes')).toBeVisible();
  });

  it('refuses pasted text when paste is disabled', () => {
    render(
      <>
        <TextInput label="Confirme o e-mail" disablePaste />
        <TextInput label="Observação" />
      </>,
    );
    const blocked = createEvent.paste(screen.getByLabelText('Confirme o e-mail'));
    fireEvent(screen.getByLabelText('Confirme o e-mail'), blocked);
    expect(blocked.defaultPrevented).toBe(true);
    const allowed = createEvent.paste(screen.getByLabelText('Observação'));
    fireEvent(screen.getByLabelText('Observação'), allowed);
    expect(allowed.defaultPrevented).toBe(false);
  });

  it('shows and hides a password', async () => {
    render(<TextInput label="Senha" type="password" defaultValue="senha123" />);
    const field = screen.getByLabelText('Senha');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('links its error to the field', () => {
    render(<TextInput label="E-mail" error="Esse campo é obrigatório" />);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Esse campo é obrigatório');
    expect(screen.getByLabelText('E-mail')).toBeInvalid();
  });
});
