import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { readItem } from '../../../lib/storage.ts';
import { UrgentWarning } from './urgent-warning.tsx';

describe('UrgentWarning', () => {
  it('warns a confirmed user with urgent activities, once per local flag', async () => {
    const { unmount } = render(<UrgentWarning urgent={2} confirmed />);
    const dialog = screen.getByRole('dialog', { name: 'Atividades urgentes' });
    expect(dialog).toHaveTextContent('Você tem 2 atividades que terminam em menos de 48 horas.');
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readItem('urgentWarningShown')).toBe(true);
    unmount();
    render(<UrgentWarning urgent={2} confirmed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing without urgent activities or before the profile is confirmed', () => {
    render(<UrgentWarning urgent={0} confirmed />);
    render(<UrgentWarning urgent={3} confirmed={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
