import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import { useLeaveGuard } from './use-leave-guard.tsx';

/** An answer stored as `stored`, typed in a text box and saved with 'Salvar'. */
function Answer({ stored }: { stored: string }) {
  const [text, setText] = useState(stored);
  const leave = useLeaveGuard(text, stored);
  return (
    <>
      <textarea aria-label="Resposta" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => leave.markSaved(text)}>
        Salvar
      </button>
      {leave.dialog}
    </>
  );
}

/** Whether reloading or closing the tab now gets the browser's prompt. */
const unloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

const LIST = '/demo/painel/atividades';

function renderAnswer() {
  return renderInRouter(<Answer stored="Rascunho salvo" />, `${LIST}/redacao/a`).router;
}

describe('useLeaveGuard', () => {
  it('lets the student leave while the text is the one stored', async () => {
    const router = renderAnswer();
    expect(unloadAsks()).toBe(false);
    await act(() => router.navigate(LIST));
    expect(router.state.location.pathname).toBe(LIST);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with text typed, keeping it on Continuar escrevendo', async () => {
    const router = renderAnswer();
    await userEvent.type(screen.getByLabelText('Resposta'), ' e mais');
    expect(unloadAsks()).toBe(true);
    await act(() => router.navigate(LIST));
    const ask = screen.getByRole('dialog', { name: 'Sair sem salvar?' });
    expect(ask).toHaveTextContent('O texto que você escreveu depois do último rascunho salvo será perdido.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar escrevendo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${LIST}/redacao/a`);
    expect(screen.getByLabelText('Resposta')).toHaveValue('Rascunho salvo e mais');
  });

  it('leaves on Sair', async () => {
    const router = renderAnswer();
    await userEvent.type(screen.getByLabelText('Resposta'), ' e mais');
    await act(() => router.navigate(LIST));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(router.state.location.pathname).toBe(LIST);
  });

  it('no longer asks once the text typed is saved, though the stored copy is not yet read again', async () => {
    const router = renderAnswer();
    await userEvent.type(screen.getByLabelText('Resposta'), ' e mais');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(unloadAsks()).toBe(false);
    await act(() => router.navigate(LIST));
    expect(router.state.location.pathname).toBe(LIST);
  });

  it('does not ask for a change of the address that stays on the screen', async () => {
    const router = renderAnswer();
    await userEvent.type(screen.getByLabelText('Resposta'), ' e mais');
    await act(() => router.navigate('?pagina=2'));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
