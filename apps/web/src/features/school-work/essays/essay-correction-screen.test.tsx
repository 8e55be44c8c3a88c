import { type EssayBookmarkList, type WorkDetail, wrapEssayText } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse, type Route } from '../../../test/fetch.ts';
import { buildEssayBookmark, buildWorkDetail } from '../../../test/fixtures.ts';
import { EvaluationPanel } from '../components/evaluation-panel.tsx';
import '../school-work-strings.ts';
import { EssayCorrectionScreen } from './essay-correction-screen.tsx';

const ACTIVITY = buildWorkDetail().activity.id;
const essay = (overrides: Partial<WorkDetail>) =>
  buildWorkDetail({
    activity: { ...buildWorkDetail().activity, kind: 'essay', activity_type: 'R' },
    detail_text: wrapEssayText('<p>Minhas férias foram ótimas.</p>', 16),
    ...overrides,
  });

function renderCorrection(
  detail: WorkDetail | (() => Response),
  marks: EssayBookmarkList = { bookmarks: [], text: null },
  ...more: Route[]
) {
  answerFetch(
    (url) => {
      if (url.pathname === '/api/school_work/work_detail')
        return typeof detail === 'function' ? detail() : jsonResponse(200, detail);
      if (url.pathname === '/api/essay_bookmark/list') return jsonResponse(200, marks);
      return undefined;
    },
    ...more,
  );
  const router = createMemoryRouter([
    { path: '/', element: <EssayCorrectionScreen activityId={ACTIVITY} studentId="u-1" /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The teacher selects the whole text; with the mouse unless told, else as a long press on a touch screen does. */
async function selectText(by: 'mouse' | 'touch' = 'mouse') {
  const text = await screen.findByTestId('essay-text');
  const range = document.createRange();
  range.selectNodeContents(text);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  if (by === 'touch') {
    // A long press selects with neither mouseup nor keyup: the document only says its selection changed.
    fireEvent.touchStart(text);
    document.dispatchEvent(new Event('selectionchange'));
  } else fireEvent.mouseUp(text);
}

describe('EssayCorrectionScreen', () => {
  it('marks passages of a sent essay', async () => {
    renderCorrection(
      essay({ status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-03-04T13:30:00Z' }),
    );
    await selectText();
    expect(await screen.findByText('Trecho selecionado: "Minhas férias foram ótimas."')).toBeInTheDocument();
  });

  it("offers the ENEM competences for an ensino médio essay and a simpler rubric for a child's", async () => {
    const sent = { status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-03-04T13:30:00Z' } as const;
    const criteria = async () => {
      await selectText();
      const select = await screen.findByRole('combobox', { name: 'Competência' });
      return within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    };
    renderCorrection(essay({ ...sent, stage: 'ensino-medio' }));
    expect(await criteria()).toEqual([
      'Competência 1: domínio da norma padrão da língua escrita',
      'Competência 2: compreensão da proposta e do tipo de texto',
      'Competência 3: seleção e organização das informações e argumentos',
      'Competência 4: mecanismos linguísticos de coesão',
      'Competência 5: proposta de intervenção',
    ]);
    cleanup();
    renderCorrection(essay({ ...sent, stage: 'fundamental-1' }));
    expect(await criteria()).toEqual(['Ortografia', 'Organização das ideias', 'Criatividade', 'Tema']);
  });

  it('marks a passage selected on a touch screen', async () => {
    renderCorrection(
      essay({ status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-03-04T13:30:00Z' }),
    );
    await selectText('touch');
    expect(await screen.findByText('Trecho selecionado: "Minhas férias foram ótimas."')).toBeInTheDocument();
    // Done with it, the selection ends, so that it does not open the form again.
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(window.getSelection()?.rangeCount).toBe(0));
  });

  it('takes a mouse selection when the button is released, not while it is dragged', async () => {
    renderCorrection(
      essay({ status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-03-04T13:30:00Z' }),
    );
    const text = await screen.findByTestId('essay-text');
    const range = document.createRange();
    range.selectNodeContents(text);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(/Trecho selecionado/)).not.toBeInTheDocument();
    fireEvent.mouseUp(text);
    expect(await screen.findByText('Trecho selecionado: "Minhas férias foram ótimas."')).toBeInTheDocument();
  });

  it('marks a passage typed from the keyboard, stepping through its occurrences, and saves its range', async () => {
    const saved: unknown[] = [];
    renderCorrection(
      essay({ status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-03-04T13:30:00Z' }),
      undefined,
      (url, init) => {
        if (url.pathname !== '/api/essay_bookmark/update') return undefined;
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse(200, buildEssayBookmark({ start: 0, end: 0 }));
      },
    );
    const passage = await screen.findByLabelText('Ou digite o trecho a marcar');
    await userEvent.type(passage, 'nada disso{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Trecho não encontrado no texto.');
    expect(passage).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(passage);
    await userEvent.type(passage, 'AS{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Ocorrência 1 de 3 selecionada.');
    expect(screen.getByText('Trecho selecionado: "as"')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Ocorrência 2 de 3 selecionada.');
    // A passage not found leaves nothing selected, lest the one selected before be marked instead.
    await userEvent.clear(passage);
    await userEvent.type(passage, 'girafa{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Trecho não encontrado no texto.');
    expect(screen.queryByText(/Trecho selecionado/)).not.toBeInTheDocument();
    await userEvent.clear(passage);
    await userEvent.type(passage, 'as{Enter}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Ocorrência 2 de 3 selecionada.');

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const form = screen.getByRole('form', { name: 'Adicionar marcação' });
    expect(within(form).getByRole('radio', { name: 'Ótimo' })).toBeChecked();
    await userEvent.selectOptions(within(form).getByLabelText('Competência'), 'c1');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar marcação' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // 'Minhas férias': the second "as" ends 'férias', at 11 to 13.
    expect(saved[0]).toMatchObject({ position: { range: { start: 11, end: 13 } } });
  });

  it('shows a draft the student has not sent, or is rewriting, and says passages are marked only once it is sent', async () => {
    const rewriting = { status: 5, delivery_date: '2026-03-04T13:30:00Z' };
    for (const unsent of [essay({}), essay(rewriting)]) {
      cleanup();
      renderCorrection(unsent);
      await selectText();
      expect(screen.getByText('Só é possível marcar trechos depois que o aluno enviar a redação.')).toBeInTheDocument();
      expect(screen.queryByText('Selecione um trecho do texto para adicionar uma marcação.')).not.toBeInTheDocument();
      expect(screen.queryByText(/Trecho selecionado/)).not.toBeInTheDocument();
    }
  });

  it('asks the student to redo the essay from the evaluation beside it, and the correction follows', async () => {
    let stored = essay({ status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-03-04T13:30:00Z' });
    answerFetch((url) => {
      if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, stored);
      if (url.pathname === '/api/essay_bookmark/list') return jsonResponse(200, { bookmarks: [], text: null });
      if (url.pathname === '/api/activities/students/comment') return jsonResponse(200, { students: [] });
      if (url.pathname === '/api/activities/students/redo') {
        stored = { ...stored, status: 5, delivery_status: 'pending', draft: true };
        return jsonResponse(200, { students: [] });
      }
      return undefined;
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <EssayCorrectionScreen activityId={ACTIVITY} studentId="u-1" />
            <EvaluationPanel activityId={ACTIVITY} studentId="u-1" />
          </>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir para refazer' }));
    const confirm = screen.getByRole('dialog', { name: 'Pedir para refazer?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pedir para refazer' }));
    expect(
      await screen.findByText('Só é possível marcar trechos depois que o aluno enviar a redação.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('delivery-note')).toHaveTextContent('Refação solicitada');
  });

  it('during a redo shows the student’s draft unmarked, and the marks on the text they were made on', async () => {
    const mark = buildEssayBookmark({ start: 7, end: 13 });
    renderCorrection(
      essay({ status: 5, draft: true, detail_text: wrapEssayText('<p>Reescrevendo o texto todo.</p>', 16) }),
      { bookmarks: [mark], text: wrapEssayText('<p>Minhas férias foram ótimas.</p>', 16) },
    );
    const corrected = await screen.findByRole('document', { name: 'Texto corrigido' });
    expect(within(corrected).getByText('férias', { selector: 'mark' })).toBeInTheDocument();
    const draft = screen.getByRole('document', { name: 'Redação de Ana Souza' });
    expect(draft).toHaveTextContent('Reescrevendo o texto todo.');
    expect(draft.querySelector('mark')).toBeNull();
  });

  it('shows why the essay could not be loaded, and loads it again on retry', async () => {
    let failing = true;
    renderCorrection(() =>
      failing ? jsonResponse(500, { message: 'Erro interno do servidor.' }) : jsonResponse(200, essay({})),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Redação de Ana Souza' })).toBeInTheDocument();
  });
});
