import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

describe('unknown address screen', () => {
  it('tells the user and starts afresh only once per browser session', async () => {
    localStorage.setItem('ava.token', '"abc"');
    const { unmount } = render(<NotFoundPage />);
    expect(
      screen.getByRole('heading', {
        name: 'Ops! O endereço não foi encontrado, por favor verifique-o e tente novamente.',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.length).toBe(0));
    unmount();

    localStorage.setItem('ava.token', '"novo"');
    render(<NotFoundPage />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('ava.token')).toBe('"novo"');
  });
});
