import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipInput } from './chip-input.tsx';

function Keywords({ initial = [] }: { initial?: string[] }) {
  const [chips, setChips] = useState(initial);
  return (
    <>
      <ChipInput label="Palavras-chave" value={chips} onChange={setChips} />
      <output>{chips.join('|')}</output>
    </>
  );
}

const chips = () => screen.getByRole('status').textContent;

describe('chip input', () => {
  it('adds with Enter, keeping only chips of two characters or more after trimming', async () => {
    render(<Keywords />);
    const field = screen.getByLabelText('Palavras-chave');
    expect(field).toHaveAttribute('placeholder', 'Ex.: adição, soma, subtração');
    expect(
      screen.getByText('As Palavras-Chave devem ser sempre separadas por vírgula (tecle ENTER para adicionar)'),
    ).toBeVisible();

    await userEvent.type(field, '  soma  {Enter}');
    await userEvent.type(field, ' a {Enter}');
    expect(chips()).toBe('soma');
    expect(field).toHaveValue('');
  });

  it('splits at commas, keeps what follows the last comma as the draft, and never repeats a chip', async () => {
    render(<Keywords initial={['soma']} />);
    const field = screen.getByLabelText('Palavras-chave');
    await userEvent.type(field, 'adição, soma, subtr');
    expect(chips()).toBe('soma|adição');
    expect(field).toHaveValue('subtr');
    await userEvent.tab();
    expect(chips()).toBe('soma|adição|subtr');
  });

  it('removes the last chip with Backspace on an empty field, and any chip with its button', async () => {
    render(<Keywords initial={['adição', 'soma', 'subtração']} />);
    await userEvent.type(screen.getByLabelText('Palavras-chave'), '{Backspace}');
    expect(chips()).toBe('adição|soma');
    await userEvent.click(screen.getByRole('button', { name: 'Remover adição' }));
    expect(chips()).toBe('soma');
  });
});
