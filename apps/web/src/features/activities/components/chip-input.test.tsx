import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipInput } from './chip-input.tsx';

function Harness() {
  const [chips, setChips] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="k">Palavras-chave</label>
      <ChipInput id="k" value={chips} onChange={setChips} removeLabel={(chip) => `Remover ${chip}`} />
      <output>{chips.join('|')}</output>
    </>
  );
}

describe('ChipInput', () => {
  it('adds on Enter and on comma, ignores chips under two characters and repeats', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Palavras-chave');
    await userEvent.type(input, 'soma{Enter}');
    await userEvent.type(input, ' adição ,a,');
    await userEvent.type(input, 'soma{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('soma|adição');
  });

  it('removes the last chip with Backspace on an empty field, or any chip by its button', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Palavras-chave');
    await userEvent.type(input, 'soma,adição,subtração,');
    await userEvent.type(input, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('soma|adição');
    await userEvent.click(screen.getByRole('button', { name: 'Remover soma' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^adição$/);
  });
});
