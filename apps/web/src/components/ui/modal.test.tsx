import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

/** A screen that opens the modal from a button of its own, as the product's screens do (no Trigger). */
function Opener({ removeOpenerOnClose = false }: { removeOpenerOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  const close = () => {
    setOpen(false);
    if (removeOpenerOnClose) setGone(true);
  };
  return (
    <>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Abrir
        </button>
      )}
      <Modal
        open={open}
        onOpenChange={(next) => !next && close()}
        title="Remover comentário?"
        footer={
          <>
            <button type="button" onClick={close}>
              Cancelar
            </button>
            <button type="button" onClick={close}>
              Confirmar
            </button>
          </>
        }
      />
    </>
  );
}

async function openFromKeyboard() {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Remover comentário?' })).toBeInTheDocument();
  return opener;
}

describe('Modal', () => {
  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancelar', () => userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))],
    ['confirming', () => userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))],
  ])('gives focus back to the element that opened it when closed by %s', async (_, closeIt) => {
    render(<Opener />);
    const opener = await openFromKeyboard();
    await closeIt();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus alone when the element that opened it is gone', async () => {
    render(<Opener removeOpenerOnClose />);
    const opener = await openFromKeyboard();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });
});
