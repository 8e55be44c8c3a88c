import { MAX_TRAIL_STEPS, type TrailDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { useTrailDetail } from '../api/trail-queries.ts';
import '../trail-wizard-strings.ts';
import { ItemsStep } from './items-step.tsx';
import { trailItem, trailWith, uuid } from './test-trail.ts';

interface Asked {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  query: string;
}

/** The trails service over one trail, recording what the wizard sent. */
function serve(start: TrailDetail, answer?: (asked: Asked) => Response | undefined) {
  let trail = start;
  const asked: Asked[] = [];
  answerFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/trails/learning_trails/details') return jsonResponse(200, trail);
    if (path.startsWith('/api/trails/learning_trail_wizard/')) {
      const call = {
        method: String(init.method),
        path: path.replace('/api/trails', ''),
        body: init.body ? JSON.parse(String(init.body)) : null,
        query: url.search,
      };
      asked.push(call);
      const special = answer?.(call);
      if (special) return special;
      if (call.method === 'DELETE') {
        trail = trailWith(trail.trails.filter((item) => item.trail_id !== url.searchParams.get('trail_id')));
      } else {
        const sent = call.body?.trail as { trail_title?: string; trail_type?: string };
        const added = trailItem(trail.trails.length + 10, sent.trail_title ?? 'Cópia', {
          trail_type: (sent.trail_type ?? 'text') as 'text',
        });
        trail = trailWith([...trail.trails, added]);
      }
      return jsonResponse(200, trail);
    }
    return undefined;
  });
  return asked;
}

function Wizard() {
  const trail = useTrailDetail('trilha-1');
  return trail.data ? <ItemsStep trail={trail.data} /> : null;
}

function renderStep() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Wizard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the steps of the trail wizard', () => {
  it('adds a video step with its link and lists it', async () => {
    const user = userEvent.setup();
    const asked = serve(trailWith([trailItem(1, 'Leitura')]));
    renderStep();
    expect(await screen.findByText('1 de 15 etapas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    const form = screen.getByRole('form', { name: 'Nova etapa' });
    await user.type(within(form).getByLabelText('Título da etapa'), 'Aula em vídeo');
    await user.selectOptions(within(form).getByLabelText('Tipo'), 'Vídeo');
    await user.type(within(form).getByLabelText('Link do vídeo (YouTube ou Vimeo)'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(form).getByRole('button', { name: 'Salvar etapa' }));

    await screen.findByText('Aula em vídeo');
    expect(asked[0]).toMatchObject({
      method: 'PATCH',
      path: '/learning_trail_wizard/trails',
      body: {
        external_id: 'trilha-1',
        trail: { trail_title: 'Aula em vídeo', trail_type: 'video', trail_content: 'https://youtu.be/dQw4w9WgXcQ' },
      },
    });
    expect(screen.queryByRole('form', { name: 'Nova etapa' })).not.toBeInTheDocument();
  });

  it('sends a quiz with its questions and the one correct alternative', async () => {
    const user = userEvent.setup();
    const asked = serve(trailWith([]));
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Adicionar etapa' }));
    const form = screen.getByRole('form', { name: 'Nova etapa' });
    await user.type(within(form).getByLabelText('Título da etapa'), 'Quiz');
    await user.selectOptions(within(form).getByLabelText('Tipo'), 'Quiz');
    await user.type(within(form).getByLabelText('Enunciado da pergunta 1'), '1 + 1 = 2?');
    await user.type(within(form).getByLabelText('Alternativa A da pergunta 1'), 'Não');
    await user.type(within(form).getByLabelText('Alternativa B da pergunta 1'), 'Sim');
    await user.click(within(form).getAllByRole('radio', { name: 'Correta' })[1] as HTMLElement);
    await user.click(within(form).getByRole('button', { name: 'Salvar etapa' }));

    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.body?.trail).toMatchObject({
      trail_type: 'quiz',
      trail_questions: [
        {
          text: '1 + 1 = 2?',
          alternatives: [
            { text: 'Não', correct: false },
            { text: 'Sim', correct: true },
          ],
        },
      ],
    });
  });

  it('shows the server’s refusal and keeps the form open', async () => {
    const user = userEvent.setup();
    serve(trailWith([]), () => jsonResponse(400, { message: 'Informe um link de vídeo do YouTube ou do Vimeo.' }));
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Adicionar etapa' }));
    const form = screen.getByRole('form', { name: 'Nova etapa' });
    await user.type(within(form).getByLabelText('Título da etapa'), 'Vídeo');
    await user.selectOptions(within(form).getByLabelText('Tipo'), 'Vídeo');
    await user.type(within(form).getByLabelText('Link do vídeo (YouTube ou Vimeo)'), 'https://example.com');
    await user.click(within(form).getByRole('button', { name: 'Salvar etapa' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Informe um link de vídeo do YouTube ou do Vimeo.',
    );
  });

  it('moves a step up between its new neighbours, copies one and deletes one after asking', async () => {
    const user = userEvent.setup();
    const asked = serve(trailWith([trailItem(1, 'Um'), trailItem(2, 'Dois'), trailItem(3, 'Três')]));
    renderStep();
    expect(await screen.findByRole('button', { name: 'Subir Um' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Descer Um' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.body?.trail).toMatchObject({ trail_id: uuid(1), trail_title: 'Um', trail_order: 2.5 });

    await user.click(screen.getByRole('button', { name: 'Copiar Dois' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.body).toEqual({ external_id: 'trilha-1', trail: { trail_id: uuid(2) }, copy: true });

    await user.click(screen.getByRole('button', { name: 'Excluir Três' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Excluir a etapa “Três” e os seus arquivos?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toMatchObject({ method: 'DELETE', path: '/learning_trail_wizard/trail' });
    expect(asked[2]?.query).toContain(`trail_id=${uuid(3)}`);
    await waitFor(() => expect(screen.queryByText('Três')).not.toBeInTheDocument());
  });

  it('offers no new step nor copy once the trail has 15 steps', async () => {
    const items = Array.from({ length: MAX_TRAIL_STEPS }, (_, index) => trailItem(index + 1, `Etapa ${index + 1}`));
    serve(trailWith(items));
    renderStep();
    expect(await screen.findByText('A trilha já tem 15 etapas, o máximo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar etapa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copiar Etapa 1' })).toBeDisabled();
  });
});
