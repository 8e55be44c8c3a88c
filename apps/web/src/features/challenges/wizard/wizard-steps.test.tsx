import {
  GAME_LAYOUTS,
  GAME_VARIATIONS,
  type GameContentDraft,
  INTERACTION_GUIDES,
  INTERACTION_NAMES,
  INTERACTIONS,
  type Interaction,
} from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildTheme } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import { stubViewport } from '../../../test/viewport.ts';
import { ClassificationStep } from './classification-step.tsx';
import { DataStep } from './data-step.tsx';
import { IntroStep } from './intro-step.tsx';
import { WizardScreen } from './wizard-screen.tsx';

function buildDraft(overrides: Partial<GameContentDraft> = {}): GameContentDraft {
  return {
    oed_content_id: 'c-1',
    uid: 'u-1',
    step: 2,
    status: 'draft',
    title: 'Somas até 10',
    objective: '',
    interaction: 'multiple_choice',
    engine: 'ava',
    variation: 'livre',
    layout: 'floresta',
    external_url: null,
    data: null,
    settings: null,
    keywords: [],
    bncc: {},
    classification: { grade_ids: [], subject: null },
    tags: [],
    pcd_sign: false,
    pcd_voice: false,
    validContent: false,
    isFinished: false,
    ...overrides,
  };
}

/** The games service as the wizard reads it, recording each step saved. */
function serve(draft: GameContentDraft = buildDraft()) {
  const saved: { path: string; method: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    const path = url.pathname.replace('/api/games', '');
    if (path === '/interactions/list')
      return jsonResponse(200, {
        interactions: INTERACTIONS.map((id) => ({ id, name: INTERACTION_NAMES[id], guide: INTERACTION_GUIDES[id] })),
      });
    if (path === '/layouts/list') return jsonResponse(200, { layouts: GAME_LAYOUTS });
    if (path === '/variations/list') return jsonResponse(200, { variations: GAME_VARIATIONS });
    if (path === '/filters/games')
      return jsonResponse(200, {
        interactions: [],
        layouts: [],
        subjects: [],
        grades: [
          { id: 20, name: '3º ano' },
          { id: 21, name: '4º ano' },
        ],
        difficulties: [],
      });
    if (path === '/factory/find_draft') return jsonResponse(200, { draft });
    if (path.startsWith('/factory/step_')) {
      saved.push({ path, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { ...draft, step: draft.step + 1 });
    }
    return undefined;
  });
  return saved;
}

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

/** Keys typed without a pause between them: the forms have many fields. */
const user = userEvent.setup({ delay: null });
const save = () => user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

beforeEach(() => stubViewport(1280));

// Forms of many fields, typed key by key: slow on a busy machine.
describe('the challenge wizard', { timeout: 15_000 }, () => {
  it("'Informações básicas' asks for the title and the interaction, and saves nothing until both are given", async () => {
    const saved = serve();
    const onSaved = vi.fn();
    render(withQueries(<IntroStep isUpdate={false} onSaved={onSaved} />));
    await screen.findByRole('radio', { name: /Caça-palavras/ });
    await save();
    expect(await screen.findByText('Informe o título do desafio.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a interação do desafio.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Palavras da fazenda');
    await user.click(screen.getByRole('radio', { name: /Caça-palavras/ }));
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('c-1'));
    expect(saved).toEqual([
      {
        path: '/factory/step_one',
        method: 'POST',
        body: { is_update: false, title: 'Palavras da fazenda', objective: '', interaction: 'word_search' },
      },
    ]);
  });

  it("'Dados' shows each rule of the interaction in Portuguese under its field", async () => {
    const saved = serve();
    render(withQueries(<DataStep draft={buildDraft()} isUpdate={false} onSaved={() => {}} />));
    await save();
    const round = screen.getByRole('group', { name: 'Desafio 1' });
    expect(await within(round).findByText('Escreva o enunciado do desafio.')).toBeInTheDocument();
    expect(within(round).getByText('Informe ao menos uma resposta correta.')).toBeInTheDocument();
    expect(within(round).getByText('Informe ao menos duas opções.')).toBeInTheDocument();
    expect(screen.getByText('Corrija os campos marcados antes de continuar.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it.each<[Interaction, string]>([
    ['fill_blanks', 'O número de lacunas (___) precisa ser igual ao de respostas corretas.'],
    ['matching', 'Esse campo é obrigatório'],
  ])("'Dados' of %s: %s", async (interaction, message) => {
    serve();
    render(withQueries(<DataStep draft={buildDraft({ interaction })} isUpdate={false} onSaved={() => {}} />));
    const round = screen.getByRole('group', { name: 'Desafio 1' });
    await user.type(within(round).getByRole('textbox', { name: /Enunciado|Frase com lacunas/ }), 'O ___ é azul.');
    if (interaction === 'fill_blanks') {
      await user.type(within(round).getByRole('textbox', { name: 'Resposta 1' }), 'céu');
      await user.type(within(round).getByRole('textbox', { name: 'Resposta 2' }), 'mar');
    } else {
      await user.type(within(round).getByRole('textbox', { name: 'Item 1' }), 'Gato');
      await user.type(within(round).getByRole('textbox', { name: 'Resposta do item 1' }), 'Mia');
      await user.type(within(round).getByRole('textbox', { name: 'Item 2' }), 'Cão');
    }
    await save();
    expect(await within(round).findByText(message)).toBeInTheDocument();
  });

  it("'Dados' saves the rounds with their order, the empty rows left out", async () => {
    const saved = serve();
    const onSaved = vi.fn();
    render(withQueries(<DataStep draft={buildDraft()} isUpdate onSaved={onSaved} />));
    const round = screen.getByRole('group', { name: 'Desafio 1' });
    await user.type(within(round).getByRole('textbox', { name: 'Enunciado' }), 'Quanto é 2 + 2?');
    await user.type(within(round).getByRole('textbox', { name: 'Resposta correta 1' }), '4');
    await user.type(within(round).getByRole('textbox', { name: 'Resposta errada 1' }), '5');
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('c-1'));
    expect(saved[0]).toMatchObject({
      path: '/factory/step_three',
      method: 'PUT',
      body: {
        is_update: true,
        oed_content_id: 'c-1',
        data: {
          challenges: [{ order: 0, statement: 'Quanto é 2 + 2?', items: [], correct: ['4'], wrong: ['5'], hints: [] }],
        },
        settings: { difficulty: 'facil', time: 5 },
      },
    });
  });

  it("'Classificação' asks for a grade and a subject", async () => {
    const saved = serve();
    render(withQueries(<ClassificationStep draft={buildDraft({ step: 3 })} isUpdate={false} onSaved={() => {}} />));
    await screen.findByRole('checkbox', { name: '3º ano' });
    await save();
    expect(await screen.findByText('Escolha ao menos uma série.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a disciplina.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('resumes a draft from its address on the step after the last saved, the later ones closed', async () => {
    serve(buildDraft({ step: 2 }));
    renderInRouter(
      withQueries(
        <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
          <WizardScreen />
        </PlatformContext>,
      ),
      '/demo/professor/desafios/fabrica?desafio=c-1',
    );
    const steps = within(screen.getByRole('navigation', { name: 'Etapas do desafio' }));
    expect(await steps.findByRole('button', { name: '3. Dados', current: 'step' })).toBeEnabled();
    expect(steps.getByRole('button', { name: '1. Informações básicas' })).toBeEnabled();
    expect(steps.getByRole('button', { name: '4. Classificação' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Somas até 10' })).toBeInTheDocument();
  });
});
