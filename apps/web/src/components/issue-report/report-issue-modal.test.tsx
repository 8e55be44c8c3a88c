import type { IssueType } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { ReportIssueModal } from './report-issue-modal.tsx';

const ISSUES: IssueType[] = [
  { id: 1, subject: 'Jogo não carrega', description: 'Fica carregando.', enable_obs_text: false, medium_id: null },
  { id: 2, subject: 'Resposta correta não aceita', description: null, enable_obs_text: true, medium_id: null },
  { id: 5, subject: 'Outros', description: 'Descreva.', enable_obs_text: true, medium_id: null },
];

function serve(options: { reported?: number[]; registerStatus?: number } = {}) {
  const bodies: unknown[] = [];
  const fetch = answerFetch((url, init) => {
    if (url.pathname === '/api/issues/all') return jsonResponse(200, { issues: ISSUES });
    if (url.pathname === '/api/issues/game_reported') {
      return jsonResponse(200, {
        oed_content_id: url.searchParams.get('oed_content_id'),
        issues: (options.reported ?? []).map((id) => ({ issue_type_id: id })),
      });
    }
    if (url.pathname === '/api/issues/register') {
      bodies.push(JSON.parse(String(init.body)));
      const status = options.registerStatus ?? 200;
      return jsonResponse(status, status === 200 ? { message: 'Erro reportado com sucesso' } : {});
    }
    return undefined;
  });
  return { bodies, fetch };
}

function renderModal(props: { fromTeacher?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportIssueModal open onOpenChange={() => {}} type="game" contentId="42" {...props} />
    </QueryClientProvider>,
  );
}

const typeRadio = (name: string) => screen.findByRole('radio', { name: new RegExp(name) });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

afterEach(() => vi.restoreAllMocks());

describe('ReportIssueModal', () => {
  it("shows 'Reportar Erro' with the issue types and pre-checks those already reported", async () => {
    serve({ reported: [1] });
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Reportar Erro' })).toBeInTheDocument();
    const loads = (await typeRadio('Jogo não carrega')).closest('label') as HTMLElement;
    expect(await within(loads).findByText(/Já reportado/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('Selecione um tipo de erro na lista.')).toBeInTheDocument();
  });

  it('does not pre-check for a teacher testing the game', async () => {
    const { fetch } = serve({ reported: [1] });
    renderModal({ fromTeacher: true });
    await typeRadio('Jogo não carrega');
    expect(screen.queryByText(/Já reportado/)).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('game_reported'));
  });

  it('shows the comment only for a type that takes one, and sends none otherwise', async () => {
    const { bodies } = serve();
    renderModal();
    await userEvent.click(await typeRadio('Jogo não carrega'));
    expect(screen.queryByRole('textbox', { name: 'Comentário' })).not.toBeInTheDocument();
    await send();
    expect(await screen.findByText(/Já reportado/)).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'game', type_id: '42', issue_type_id: 1 }]);
  });

  it("requires the comment ('Esse campo é obrigatório'), and a non-blank one for 'Outros'", async () => {
    const { bodies } = serve();
    renderModal();
    await userEvent.click(await typeRadio('Resposta correta'));
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Esse campo é obrigatório');

    await userEvent.click(screen.getByRole('radio', { name: /Outros/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comentário' }), '   ');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Esse campo é obrigatório');
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Comentário' }), 'A fase 2 não abre');
    await send();
    expect(await screen.findByText(/Já reportado/)).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'game', type_id: '42', issue_type_id: 5, observation: '   A fase 2 não abre' }]);
  });

  it('closes the form without checking the type when the report fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ registerStatus: 500 });
    renderModal();
    await userEvent.click(await typeRadio('Jogo não carrega'));
    await send();
    expect(await screen.findByText('Selecione um tipo de erro na lista.')).toBeInTheDocument();
    expect(screen.queryByText(/Já reportado/)).not.toBeInTheDocument();
  });
});
