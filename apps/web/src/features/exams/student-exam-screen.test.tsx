import type { ExamQuestion, ExamResult, ExamTimeLeft, ExternalExamShow } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin } from '../../test/fixtures.ts';
import { StudentExamScreen } from './student-exam-screen.tsx';

const ACTIVITY = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const alt = (question: string, n: number) => `${question.slice(0, 8)}-aaaa-4aaa-8aaa-00000000000${n}`;

function question(id: string, text: string): ExamQuestion {
  return {
    id,
    question_txt: `<p>${text}</p>`,
    question_img: null,
    question_snd: id === Q2 ? '/api/storage/som.mp3' : null,
    alternatives: [1, 2, 3].map((n) => ({
      id: alt(id, n),
      alternative_txt: `${text} opção ${n}`,
      alternative_img: null,
      alternative_snd: null,
    })),
    chosen_alternative_id: 0,
  };
}

/** The exam as the server holds it, answering the player's calls. */
function examServer(options: { password?: string } = {}) {
  const state = {
    status: 'not_started' as 'not_started' | 'in_progress' | 'finished',
    paused: false,
    reachable: true,
    saved: new Map<string, string>(),
    passwordsTried: [] as string[],
  };
  const clock = (): ExamTimeLeft => ({
    time_left: state.status === 'finished' ? 0 : 1800,
    started_at: '2026-03-02T12:00:00.000Z',
    paused: state.paused,
    finished: state.status === 'finished',
  });
  const show: ExternalExamShow = {
    exam: {
      id: '99999999-9999-4999-8999-999999999999',
      external_id: 'P-1',
      description: 'Prova de Ciências',
      guidance: '<p>Leia com atenção.</p>',
      duration: 30,
      total_questions: 2,
    },
    activity: {
      id: ACTIVITY,
      title: 'Prova',
      end_time: null,
      fullscreen: false,
      anti_cheat: false,
      has_password: options.password !== undefined,
      paused: false,
    },
  };
  answerFetch((url, init) => {
    if (!state.reachable) throw new TypeError('Failed to fetch');
    switch (url.pathname) {
      case '/api/homework/student_exams':
        return jsonResponse(200, {
          exam_id: show.exam.id,
          exam_external_id: 'P-1',
          duration: 30,
          status: state.status,
        });
      case '/api/exams/activity/students/show':
        return jsonResponse(200, show);
      case '/api/exam/time_left': {
        if (state.status === 'not_started') {
          const given = url.searchParams.get('password') ?? '';
          state.passwordsTried.push(given);
          if (options.password !== undefined && given !== options.password)
            return jsonResponse(403, { message: 'Senha da prova incorreta.' });
          state.status = 'in_progress';
        }
        return jsonResponse(200, clock());
      }
      case '/api/homework/digital_exam_questions':
        return jsonResponse(200, {
          questions: [question(Q1, 'Qual é a cor do céu?'), question(Q2, 'Quanto é 2 + 2?')].map((item) => ({
            ...item,
            chosen_alternative_id: state.saved.get(item.id) ?? 0,
            alternatives: item.alternatives.map((a, index) =>
              state.status === 'finished' ? { ...a, correct_alternative: index === 0 } : a,
            ),
          })),
        });
      case '/api/exam/save_result': {
        if (state.paused) return jsonResponse(409, { message: 'A prova está pausada pelo professor.' });
        const body = JSON.parse(String(init.body));
        state.saved.set(body.question_id, body.alternative_id);
        return jsonResponse(200, { saved: true, time_left: 1790 });
      }
      case '/api/exam/exam_finish':
        state.status = 'finished';
        return jsonResponse(200, { score: 5, finished: 1, nullified: 0 });
      case '/api/homework/digital_exam_result':
        return jsonResponse(200, {
          score: 5,
          results: [
            { question_id: Q1, chosen_alternative_id: alt(Q1, 1), correct_answer: alt(Q1, 1), invalid_reason: null },
            {
              question_id: Q2,
              chosen_alternative_id: 0,
              correct_answer: 'unfinished',
              invalid_reason: 'Enunciado ambíguo',
            },
          ],
        } satisfies ExamResult);
      default:
        return undefined;
    }
  });
  return state;
}

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function renderScreen(details?: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StudentExamScreen activityId={ACTIVITY} expired={false} details={details} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  startSession('demo', buildLogin('school_student'));
});

afterEach(() => logout());

describe('the student exam player', () => {
  it('asks the password, then shows the questions with the sound and the server time', async () => {
    const server = examServer({ password: 'azul' });
    renderScreen();
    expect(await screen.findByText('Leia com atenção.')).toBeInTheDocument();
    expect(screen.getByText('Duração: 30 minutos · 2 questões')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Senha da prova'), 'verde');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar prova' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha da prova incorreta.');

    await userEvent.clear(screen.getByLabelText('Senha da prova'));
    await userEvent.type(screen.getByLabelText('Senha da prova'), 'azul');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar prova' }));

    expect(await screen.findByText('Qual é a cor do céu?')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('30:00');
    expect(server.passwordsTried).toEqual(['verde', 'azul']);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByLabelText('Áudio da questão')).toHaveAttribute('src', '/api/storage/som.mp3');
  });

  it('does not repeat the guidance the page already shows as the activity’s details', async () => {
    examServer({ password: 'azul' });
    renderScreen('<p>Leia  com atenção.</p>');
    expect(await screen.findByText('Duração: 30 minutos · 2 questões')).toBeInTheDocument();
    expect(screen.queryByText('Leia com atenção.')).not.toBeInTheDocument();
  });

  it('keeps an answer chosen offline as pending and sends it when the connection returns', async () => {
    const server = examServer();
    server.status = 'in_progress';
    renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: /Qual é a cor do céu\? opção 1/ }));
    await vi.waitFor(() => expect(server.saved.get(Q1)).toBe(alt(Q1, 1)));
    expect(await screen.findByRole('button', { name: 'Questão 1, respondida' })).toBeInTheDocument();

    setOnline(false);
    server.reachable = false;
    await userEvent.click(screen.getByRole('button', { name: 'Questão 2' }));
    await userEvent.click(screen.getByRole('radio', { name: /Quanto é 2 \+ 2\? opção 3/ }));
    expect(screen.getByRole('radio', { name: /Quanto é 2 \+ 2\? opção 3/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Questão 2, resposta pendente' })).toBeInTheDocument();
    expect(screen.getByText('1 resposta pendente de envio')).toBeInTheDocument();
    expect(screen.getByText(/Sem conexão/)).toBeInTheDocument();
    expect(server.saved.has(Q2)).toBe(false);

    server.reachable = true;
    setOnline(true);
    await vi.waitFor(() => expect(server.saved.get(Q2)).toBe(alt(Q2, 3)));
    expect(await screen.findByRole('button', { name: 'Questão 2, respondida' })).toBeInTheDocument();
    expect(screen.queryByText('1 resposta pendente de envio')).not.toBeInTheDocument();
  });

  it('shows the pause notice and blocks the answers while the teacher has paused', async () => {
    const server = examServer();
    server.status = 'in_progress';
    server.paused = true;
    renderScreen();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Prova pausada pelo professor');
    expect(screen.getByRole('radio', { name: /Qual é a cor do céu\? opção 1/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finalizar prova' })).toBeDisabled();
  });

  it('finishes after confirmation and shows the score and each question', async () => {
    const server = examServer();
    server.status = 'in_progress';
    renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: /Qual é a cor do céu\? opção 1/ }));
    await vi.waitFor(() => expect(server.saved.size).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar prova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar prova?' });
    expect(dialog).toHaveTextContent('Você respondeu 1 de 2 questões.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar prova' }));

    const result = await screen.findByRole('region', { name: 'Resultado da prova' });
    expect(within(result).getByTestId('exam-score')).toHaveTextContent('5,0');
    expect(result).toHaveTextContent('Sua resposta: A) Qual é a cor do céu? opção 1');
    expect(result).toHaveTextContent('Acertou');
    expect(result).toHaveTextContent('Sua resposta: Sem resposta');
    expect(result).toHaveTextContent('Resposta correta: A) Quanto é 2 + 2? opção 1');
    expect(result).toHaveTextContent('Questão anulada: Enunciado ambíguo');
  });
});
