import type { ExamQuestion, ExamResult, ExamTimeLeft, MockExamsByDiscipline } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin } from '../../../test/fixtures.ts';
import MockExamsRoutes from './mock-exams-routes.tsx';

const MATH = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';
const GEO = '8d1f2b63-6a8f-4b54-8e1c-2a2b1d7c0b02';
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const alt = (question: string, n: number) => `${question.slice(0, 8)}-aaaa-4aaa-8aaa-00000000000${n}`;

function question(id: string, text: string, finished: boolean, chosen: string | undefined): ExamQuestion {
  return {
    id,
    question_txt: `<p>${text}</p>`,
    question_img: null,
    question_snd: null,
    alternatives: [1, 2, 3].map((n) => ({
      id: alt(id, n),
      alternative_txt: `${text} opção ${n}`,
      alternative_img: null,
      alternative_snd: null,
      ...(finished ? { correct_alternative: n === 2 } : {}),
    })),
    chosen_alternative_id: chosen ?? 0,
  };
}

/** The exams service as the mock exam player sees it. */
function mockServer() {
  const state = {
    status: 'not_started' as 'not_started' | 'in_progress' | 'finished',
    saved: new Map<string, string>(),
    finishes: 0,
    timeLeftCalls: 0,
  };
  const clock = (): ExamTimeLeft => ({
    time_left: state.status === 'finished' ? 0 : 1140,
    started_at: '2026-03-02T12:00:00.000Z',
    paused: false,
    finished: state.status === 'finished',
  });
  const list = (): MockExamsByDiscipline => ({
    disciplines: [
      {
        discipline: 'Geografia',
        exams: [
          {
            exam_id: GEO,
            external_id: 'P-GEO',
            description: 'Simulado de Relevo',
            duration: 10,
            total_questions: 1,
            status: 'finished',
            score: 7.5,
          },
        ],
      },
      {
        discipline: 'Matemática',
        exams: [
          {
            exam_id: MATH,
            external_id: 'P-MAT',
            description: 'Simulado de Frações',
            duration: 20,
            total_questions: 2,
            status: state.status,
            score: state.status === 'finished' ? 5 : null,
          },
        ],
      },
    ],
  });
  const result = (): ExamResult => ({
    score: 5,
    results: [
      {
        question_id: Q1,
        chosen_alternative_id: state.saved.get(Q1) ?? 0,
        correct_answer: alt(Q1, 2),
        invalid_reason: null,
      },
      { question_id: Q2, chosen_alternative_id: 0, correct_answer: 'unfinished', invalid_reason: null },
    ],
  });
  answerFetch((url, init) => {
    switch (url.pathname) {
      case '/api/exams/mock_exams/by_discipline':
        return jsonResponse(200, list());
      case '/api/exams/mock_exam/time_left':
        state.timeLeftCalls++;
        if (state.status === 'not_started') state.status = 'in_progress';
        return jsonResponse(200, clock());
      case '/api/exams/mock_exam/questions': {
        const finished = state.status === 'finished';
        return jsonResponse(200, {
          questions: [
            question(Q1, 'Quanto é 1/2 + 1/2?', finished, state.saved.get(Q1)),
            question(Q2, 'Quanto é 1/4 de 8?', finished, state.saved.get(Q2)),
          ],
        });
      }
      case '/api/exams/mock_exam/save_result': {
        const body = JSON.parse(String(init.body));
        expect(body.exam_id).toBe(MATH);
        state.saved.set(body.question_id, body.alternative_id);
        return jsonResponse(200, { saved: true, time_left: 1130 });
      }
      case '/api/exams/mock_exam/exam_finish':
        state.finishes++;
        state.status = 'finished';
        return jsonResponse(200, result());
      default:
        return undefined;
    }
  });
  return state;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/simulados/*', element: <MockExamsRoutes /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => startSession('demo', buildLogin('school_student')));
afterEach(() => logout());

describe('the student mock exams', () => {
  it('lists the mock exams by discipline with status and score, and filters by discipline', async () => {
    mockServer();
    renderAt('/simulados');
    const geography = await screen.findByRole('region', { name: 'Geografia' });
    expect(geography).toHaveTextContent('Simulado de Relevo');
    expect(geography).toHaveTextContent('10 min · 1 questão');
    expect(geography).toHaveTextContent('Finalizada');
    expect(geography).toHaveTextContent('Nota: 7,5');
    expect(within(geography).getByRole('link', { name: 'Ver resultado: Simulado de Relevo' })).toBeInTheDocument();
    const math = screen.getByRole('region', { name: 'Matemática' });
    expect(math).toHaveTextContent('20 min · 2 questões');
    expect(math).toHaveTextContent('Não iniciada');

    await userEvent.selectOptions(screen.getByLabelText('Disciplina'), 'Matemática');
    expect(screen.queryByRole('region', { name: 'Geografia' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Matemática' })).toBeInTheDocument();
  });

  it('plays a mock exam: starts on the server clock, saves the answers, finishes and shows the result', async () => {
    const server = mockServer();
    const router = renderAt('/simulados');
    await userEvent.click(await screen.findByRole('link', { name: 'Iniciar: Simulado de Frações' }));
    expect(router.state.location.pathname).toBe(`/simulados/${MATH}`);
    expect(await screen.findByText('Duração: 20 minutos · 2 questões')).toBeInTheDocument();
    expect(server.timeLeftCalls).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar simulado' }));
    expect(await screen.findByText('Quanto é 1/2 + 1/2?')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('19:00');

    await userEvent.click(screen.getByRole('radio', { name: /Quanto é 1\/2 \+ 1\/2\? opção 2/ }));
    await vi.waitFor(() => expect(server.saved.get(Q1)).toBe(alt(Q1, 2)));
    expect(await screen.findByRole('button', { name: 'Questão 1, respondida' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Finalizar prova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar prova?' });
    expect(dialog).toHaveTextContent('Você respondeu 1 de 2 questões.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar prova' }));

    const result = await screen.findByRole('region', { name: 'Resultado do simulado' });
    expect(within(result).getByTestId('exam-score')).toHaveTextContent('5,0');
    expect(result).toHaveTextContent('Sua resposta: B) Quanto é 1/2 + 1/2? opção 2');
    expect(result).toHaveTextContent('Sua resposta: Sem resposta');
    expect(result).toHaveTextContent('Resposta correta: B) Quanto é 1/4 de 8? opção 2');
    expect(server.status).toBe('finished');

    await userEvent.click(screen.getByRole('link', { name: 'Voltar aos simulados' }));
    const math = await screen.findByRole('region', { name: 'Matemática' });
    expect(math).toHaveTextContent('Finalizada');
    expect(math).toHaveTextContent('Nota: 5,0');
  });
});
