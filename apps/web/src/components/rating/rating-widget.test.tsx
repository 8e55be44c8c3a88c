import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../lib/toast.ts';
import { RatingWidget } from './rating-widget.tsx';

/** The toasts as the toaster would show them. */
function Toasts() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((toast) => (
        <li key={toast.id}>{`${toast.status}: ${toast.message} (${toast.duration} ms)`}</li>
      ))}
    </ul>
  );
}

function renderRating(value: number | null, onRate = vi.fn(async () => ({}))) {
  render(
    <>
      <RatingWidget value={value} onRate={onRate} layout="card" />
      <Toasts />
    </>,
  );
  return { onRate, group: screen.getByRole('group', { name: 'O que achou deste conteúdo?' }) };
}

const toasts = () => within(screen.getByRole('list', { name: 'toasts' }));

describe('RatingWidget', () => {
  it('shows no rating, or -1, as 4.5 with no star chosen', () => {
    const { group } = renderRating(null);
    expect(within(group).getByText('Nota 4,5 de 5')).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('shows -1 as 4.5 too', () => {
    const { group } = renderRating(-1);
    expect(within(group).getByText('Nota 4,5 de 5')).toBeInTheDocument();
  });

  it('marks a pick at once, sends it, and says so for 3 s', async () => {
    const { onRate, group } = renderRating(2);
    expect(within(group).getByRole('radio', { name: '2 estrelas' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '5 estrelas' }));
    expect(onRate).toHaveBeenCalledWith(5);
    expect(within(group).getByRole('radio', { name: '5 estrelas' })).toBeChecked();
    expect(await toasts().findByText('success: Avaliação enviada com sucesso! (3000 ms)')).toBeInTheDocument();
  });

  it('puts the stars back and says so when the rating is not sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { group } = renderRating(
      3,
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await userEvent.click(within(group).getByRole('radio', { name: '1 estrela' }));
    expect(await toasts().findByText('error: Erro ao enviar avaliação! (3000 ms)')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '3 estrelas' })).toBeChecked();
  });
});
