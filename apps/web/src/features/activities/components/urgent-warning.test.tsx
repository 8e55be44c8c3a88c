import type { SessionUser } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { logout, startSession } from '../../../lib/session.ts';
import { readItem } from '../../../lib/storage.ts';
import { buildLogin } from '../../../test/fixtures.ts';
import { UrgentWarning } from './urgent-warning.tsx';

const CONFIRMED = { confirmed_date: '2026-02-01T12:00:00.000Z' };

function renderWarning(urgent: number, user: Partial<SessionUser> = CONFIRMED) {
  startSession('demo', buildLogin('school_student', user));
  // Fresh for the whole test: the counts are not fetched again.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(activityKeys.studentCount(), { activities_qtd: 5, urgent_activities: urgent });
  return render(
    <QueryClientProvider client={client}>
      <UrgentWarning />
    </QueryClientProvider>,
  );
}

afterEach(() => logout());

describe('UrgentWarning', () => {
  it('warns a confirmed student with urgent activities, once per local flag', async () => {
    const { unmount } = renderWarning(2);
    const dialog = screen.getByRole('dialog', { name: 'Atividades urgentes' });
    expect(dialog).toHaveTextContent('Você tem 2 atividades que terminam em menos de 48 horas.');
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readItem('urgentWarningShown')).toBe(true);
    unmount();
    renderWarning(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing without urgent activities or before the profile is confirmed', () => {
    const { unmount } = renderWarning(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderWarning(3, { confirmed_date: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
