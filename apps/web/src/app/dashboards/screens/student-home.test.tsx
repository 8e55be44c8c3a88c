import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin, buildTheme } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function serve(urgent: number) {
  return answerFetch(
    (url) => (url.pathname === '/api/platforms/show' ? jsonResponse(200, buildTheme()) : undefined),
    (url) =>
      url.pathname === '/api/activity/student_count'
        ? jsonResponse(200, { activities_qtd: 4, urgent_activities: urgent })
        : undefined,
  );
}

afterEach(() => logout());

// The dashboard loads these lazily; loaded first, a busy machine cannot outlast the first find.
beforeAll(() => Promise.all([import('./student-home.tsx'), import('./student-activities-routes.tsx')]));

describe('student home', () => {
  it('shows the urgent-activity warning, and the activities screen does not repeat it (same flag)', async () => {
    serve(2);
    startSession('demo', buildLogin('school_student', { confirmed_date: '2026-02-01T12:00:00.000Z' }));
    const { router } = renderApp('/demo/painel');

    const dialog = await screen.findByRole('dialog', { name: 'Atividades urgentes' });
    expect(dialog).toHaveTextContent('Você tem 2 atividades que terminam em menos de 48 horas.');
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));

    await router.navigate('/demo/painel/atividades');
    await screen.findByRole('heading', { name: 'Atividades' });
    expect(screen.queryByRole('dialog', { name: 'Atividades urgentes' })).not.toBeInTheDocument();
  });

  it('says nothing on the home before the profile is confirmed', async () => {
    serve(2);
    startSession('demo', buildLogin('school_student'));
    renderApp('/demo/painel');
    await screen.findByRole('heading', { name: 'Olá, Ana!' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
