import type { ExamDetail, MockExamsOffered } from '@ava/contracts';
import { MESSAGES } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin } from '../../../test/fixtures.ts';
import { MockExamOfferPanel } from './mock-exam-offer.tsx';

const EXAM = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';

/** The exams service's offers, as PUT and DELETE change them. */
function offerServer() {
  const state = { offered: null as { discipline: string; duration: number } | null, bodies: [] as unknown[] };
  const list = (): MockExamsOffered => ({
    offers: state.offered
      ? [{ exam_id: EXAM, external_id: 'P-1', description: 'Prova', attempts: 0, ...state.offered }]
      : [],
  });
  answerFetch((url, init) => {
    if (url.pathname === '/api/exams/mock_exams/offered') return jsonResponse(200, list());
    if (url.pathname !== '/api/exams/mock_exams/offer') return undefined;
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      state.bodies.push(body);
      state.offered = { discipline: body.discipline, duration: body.duration };
    } else if (init.method === 'DELETE' && url.searchParams.get('exam_id') === EXAM) state.offered = null;
    return jsonResponse(200, list());
  });
  return state;
}

beforeEach(() => startSession('demo', buildLogin('school_teacher')));
afterEach(() => logout());

describe("'Oferecer como simulado' of a published exam", () => {
  it('checks the duration, offers with discipline and duration, and withdraws', async () => {
    const server = offerServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MockExamOfferPanel exam={{ id: EXAM } as ExamDetail} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Disciplina do simulado'), 'Matemática');
    await userEvent.type(screen.getByLabelText('Duração (minutos)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Oferecer como simulado' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.mockExamDuration);
    expect(server.bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Duração (minutos)'));
    await userEvent.type(screen.getByLabelText('Duração (minutos)'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Oferecer como simulado' }));
    expect(await screen.findByText('Oferecido como simulado de Matemática (45 min).')).toBeInTheDocument();
    expect(server.bodies).toEqual([{ exam_id: EXAM, discipline: 'Matemática', duration: 45 }]);
    expect(screen.getByLabelText('Duração (minutos)')).toHaveValue(45);

    await userEvent.click(screen.getByRole('button', { name: 'Retirar simulado' }));
    expect(await screen.findByText(/Ofereça esta avaliação publicada como simulado/)).toBeInTheDocument();
    expect(server.offered).toBeNull();
    expect(screen.getByRole('button', { name: 'Oferecer como simulado' })).toBeInTheDocument();
  });
});
