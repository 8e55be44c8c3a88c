import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelEditionModal } from './cancel-edition-modal.tsx';
import { DeleteConfirmation } from './delete-confirmation.tsx';
import { SoonModal } from './soon-modal.tsx';
import { StatusModal } from './status-modal.tsx';
import { WarnFeaturesModal } from './warn-features-modal.tsx';

describe('status modal', () => {
  it.each([
    ['success', 'Sucesso'],
    ['error', 'Erro'],
    ['warning', 'Atenção'],
  ] as const)('shows the %s look and closes with Ok when it only informs', async (status, label) => {
    const onOpenChange = vi.fn();
    render(<StatusModal open onOpenChange={onOpenChange} status={status} title="Envio" message="Tudo certo." />);
    const dialog = screen.getByRole('dialog', { name: 'Envio' });
    expect(dialog).toHaveAccessibleDescription('Tudo certo.');
    expect(screen.getByRole('img', { name: label })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('confirms or cancels when it asks', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <StatusModal
        open
        onOpenChange={onOpenChange}
        title="Publicar"
        message="Publicar a atividade?"
        confirmLabel="Publicar"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('delete confirmation', () => {
  it('names what is deleted and deletes only on Excluir', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<DeleteConfirmation open onOpenChange={onOpenChange} onConfirm={onConfirm} name="Redação 1" />);
    expect(screen.getByRole('dialog', { name: 'Excluir' })).toHaveAccessibleDescription(
      'Tem certeza que deseja excluir "Redação 1"? Esta ação não pode ser desfeita.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('cancel edition modal', () => {
  it('keeps editing on Escape or Continuar editando, and discards on Sair sem salvar', async () => {
    const onKeepEditing = vi.fn();
    const onDiscard = vi.fn();
    render(<CancelEditionModal open onKeepEditing={onKeepEditing} onDiscard={onDiscard} />);
    expect(screen.getByRole('dialog', { name: 'Cancelar edição' })).toHaveAccessibleDescription(
      'Tem certeza que deseja sair? As alterações não salvas serão perdidas.',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(onKeepEditing).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});

describe('soon and warn-features modals', () => {
  it("says 'Em breve!'", async () => {
    const onOpenChange = vi.fn();
    render(<SoonModal open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Em breve!' })).toHaveAccessibleDescription(
      'Esta funcionalidade estará disponível em breve.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lists the features it warns about', async () => {
    const onOpenChange = vi.fn();
    render(
      <WarnFeaturesModal
        open
        onOpenChange={onOpenChange}
        message="Neste dispositivo alguns recursos ficam limitados:"
        features={['Tela cheia dos desafios', 'Leitor de QR Code']}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Atenção' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tela cheia dos desafios',
      'Leitor de QR Code',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
