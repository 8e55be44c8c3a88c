import type { TrailPlayerShow, TrailQuizAnswer, TrailStepProgress } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import type { StepSlots } from './components/step-content.tsx';
import { TrailPlayerScreen } from './trail-player-screen.tsx';

// pdf.js does not draw in jsdom: the viewer stays loading, with its controls.
vi.mock('../../components/pdf-viewer/pdf-document.ts', () => ({ openPdf: () => new Promise(() => {}) }));

const ACTIVITY = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';
const STEP = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** The trails service as the player sees it: a text step, a quiz of two questions, a PDF and a forum. */
function trailServer(options: { lastItem?: string; unread?: string[] } = {}) {
  const state = {
    unread: new Set(options.unread ?? []),
    started: options.lastItem !== undefined,
    finished: false,
    lastItem: options.lastItem ?? null,
    progress: new Map<string, TrailStepProgress>(),
    answers: [] as TrailQuizAnswer[],
    saves: [] as { item_id: string; done: boolean }[],
  };
  const items: TrailPlayerShow['learning_trail']['items'] = [
    { type: 'text', content: '<p>Frações são partes de um todo.</p><script>alert(1)</script>' },
    {
      type: 'quiz',
      content: '',
      questions: ['q1', 'q2'].map((question_id) => ({
        question_id,
        text: question_id === 'q1' ? 'Quanto é 1/2 + 1/2?' : 'Quanto é 1/4 + 1/4?',
        alternatives: [
          { alternative_id: 'a', text: question_id === 'q1' ? '1' : '1/2' },
          { alternative_id: 'b', text: '2' },
        ],
      })),
    },
    { type: 'pdf', content: '', files: [{ key: 'k/resumo.pdf', name: 'resumo.pdf', url: '/api/storage/resumo.pdf' }] },
    { type: 'forum', content: '' },
    { type: 'challenge', content: 'oed-7' },
  ].map((item, index) => ({
    id: STEP(index + 1),
    title: ['Leitura', 'Quiz das frações', 'Resumo', 'Debate', 'Desafio'][index] as string,
    position: index + 1,
    files: [],
    editor_files: [],
    questions: [],
    ...item,
  })) as TrailPlayerShow['learning_trail']['items'];
  const show = (): TrailPlayerShow => ({
    learning_trail: {
      id: 'trail-1',
      external_id: 'T-1',
      title: 'Trilha das frações',
      guidance: '<p>Siga as etapas com calma.</p>',
      layout: '',
      image_url: null,
      items,
    },
    activity: { id: ACTIVITY, title: 'Trilha', end_time: null, hide_comments: true, delete_comments: false },
    journey: state.started
      ? {
          started_at: '2026-03-02T12:00:00.000Z',
          finished_at: state.finished ? '2026-03-02T13:00:00.000Z' : null,
          last_item_id: state.lastItem,
        }
      : null,
    progress: [...state.progress.values()],
    quiz_answers: state.answers,
    unread_steps: [...state.unread],
    score: state.finished ? 7.5 : null,
    pokz: state.finished ? 75 : 0,
  });
  const mark = (item_id: string, done: boolean) => {
    const before = state.progress.get(item_id);
    state.progress.set(item_id, {
      item_id,
      done: (before?.done ?? false) || done,
      score: null,
      annotation: '',
      bookmark: false,
      send_date: '2026-03-02T12:00:00.000Z',
    });
    state.lastItem = item_id;
  };
  answerFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    switch (url.pathname) {
      case '/api/trails/activity/students/show':
        return jsonResponse(200, show());
      case '/api/trails/activity/students/start':
        state.started = true;
        state.lastItem = STEP(1);
        return jsonResponse(200, show().journey);
      case '/api/trails/activity/create/trail/result':
        state.saves.push({ item_id: body.item_id, done: body.done });
        state.unread.delete(body.item_id);
        mark(body.item_id, body.done);
        return jsonResponse(200, { progress: state.progress.get(body.item_id), energy: null });
      case '/api/trails/activity/create/quiz/answer': {
        const answer = { ...body, correct: body.alternative_id === 'a' } as TrailQuizAnswer;
        state.answers = [...state.answers.filter((a) => a.question_id !== answer.question_id), answer];
        mark(body.item_id, state.answers.filter((a) => a.item_id === body.item_id).length === 2);
        return jsonResponse(200, { answer, step_done: state.progress.get(body.item_id)?.done, energy: null });
      }
      case '/api/trails/activity/students/finish':
        state.finished = true;
        return jsonResponse(200, { score: 7.5, pokz: 75, finished_at: '2026-03-02T13:00:00.000Z' });
      default:
        return undefined;
    }
  });
  return state;
}

/** The app places the game container and the forum in a step; here, what each is given shows. */
const slots: StepSlots = {
  challenge: ({ contentId, trailId, onScored }) => (
    <button type="button" onClick={onScored}>
      Jogo {contentId} da trilha {trailId}
    </button>
  ),
  forum: ({ trailId, hiddenUntilCommented }) => (
    <p>
      Fórum {trailId} {hiddenUntilCommented ? 'oculto até comentar' : 'aberto'}
    </p>
  ),
};

function renderScreen() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TrailPlayerScreen activity={{ id: ACTIVITY, expired: false, concluded: false, archived: false }} slots={slots} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  startSession('demo', buildLogin('school_student'));
});
afterEach(() => {
  logout();
  vi.restoreAllMocks();
});

describe('TrailPlayerScreen', () => {
  it('starts from the guidance and walks the steps: text, quiz one question at a time, pdf in the viewer, forum, challenge, finish', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    const state = trailServer();
    renderScreen();

    expect(await screen.findByText('Siga as etapas com calma.')).toBeInTheDocument();
    expect(screen.getByText('5 etapas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar trilha' }));

    expect(await screen.findByRole('heading', { name: 'Leitura' })).toBeInTheDocument();
    expect(screen.getByText('Frações são partes de um todo.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const steps = screen.getByRole('navigation', { name: 'Etapas da trilha' });
    expect(within(steps).getAllByRole('button')).toHaveLength(5);
    expect(within(steps).getByRole('button', { current: 'step' })).toHaveTextContent('1. Leitura');
    expect(screen.getByText('Conclua todas as etapas para finalizar a trilha.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Concluir etapa' }));
    expect(await screen.findByText('Etapa concluída')).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: /Leitura.*concluída/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    expect(await screen.findByText('Pergunta 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Quanto é 1/4 + 1/4?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1' }));
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Resposta correta!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima pergunta' }));
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Resposta incorreta.')).toBeInTheDocument();
    expect(await screen.findByText('Etapa concluída')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    const pdf = await screen.findByRole('toolbar', { name: 'Controles do PDF' });
    expect(within(pdf).getByRole('link', { name: 'Baixar' })).toHaveAttribute('href', '/api/storage/resumo.pdf');
    await user.click(screen.getByRole('button', { name: 'Concluir etapa' }));
    await screen.findByText('Etapa concluída');

    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    expect(await screen.findByText(`Fórum ${STEP(4)} oculto até comentar`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir etapa' }));
    await screen.findByText('Etapa concluída');

    // A challenge is done once the game container reports the play scored (rule LT, the trail's id).
    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    await user.click(await screen.findByRole('button', { name: 'Jogar desafio' }));
    await user.click(await screen.findByRole('button', { name: 'Jogo oed-7 da trilha trail-1' }));
    await vi.waitFor(() => expect(state.saves).toContainEqual({ item_id: STEP(5), done: true }));
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Finalizar trilha' }));
    expect(await screen.findByText('Trilha concluída!')).toBeInTheDocument();
    expect(screen.getByText('Nota: 7,5')).toBeInTheDocument();
    expect(screen.getByText('Você ganhou 75 pokz.')).toBeInTheDocument();
    // Opening a step records it (done false), so the trail resumes there.
    expect(state.saves).toContainEqual({ item_id: STEP(3), done: false });
  }, 30_000);

  it('resumes at the last step opened, on a 390 px screen', async () => {
    stubViewport(390);
    trailServer({ lastItem: STEP(3) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Resumo' })).toBeInTheDocument();
    expect(screen.getByText('Etapa 3 de 5')).toBeInTheDocument();
    // On a phone the themed map leads between steps.
    const map = screen.getByRole('list', { name: 'Etapas' });
    expect(within(map).getByRole('button', { current: 'step' })).toHaveAccessibleName('Etapa 3: Resumo (atual)');
  });

  it('marks the forum steps with new comments until the student opens them', async () => {
    const user = userEvent.setup();
    trailServer({ lastItem: STEP(1), unread: [STEP(4)] });
    renderScreen();
    const steps = await screen.findByRole('navigation', { name: 'Etapas da trilha' });
    const debate = await within(steps).findByRole('button', { name: /Debate/ });
    expect(debate).toHaveTextContent('novos comentários');
    expect(within(steps).getAllByText('novos comentários')).toHaveLength(1);
    await user.click(debate);
    expect(await screen.findByText(`Fórum ${STEP(4)} oculto até comentar`)).toBeInTheDocument();
    await vi.waitFor(() => expect(within(steps).queryByText('novos comentários')).not.toBeInTheDocument());
  });
});
