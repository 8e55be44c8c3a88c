import type { GameScoreResult } from '@ava/contracts';
import { celebrate } from '@ava/web-kit/confetti';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { getSession, logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import { useCalculateScore } from '../api/game-score.ts';
import '../challenges-strings.ts';
import { ScoreDialog } from './score-dialog.tsx';

vi.mock('@ava/web-kit/confetti', () => ({ celebrate: vi.fn(async () => {}) }));

const result = (levelUp: boolean): GameScoreResult => ({
  oed_content_id: 'c-1',
  score: 9,
  pokz: 12,
  right_rounds: 9,
  total_rounds: 10,
  fromTeacher: false,
  level: { level: 3, color: '#9C27B0', image_url: null, level_up: levelUp },
});

function renderDialog(shown: GameScoreResult) {
  renderInRouter(
    <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
      <ScoreDialog
        open
        onClose={() => {}}
        onPlayAgain={() => {}}
        result={shown}
        error={null}
        onRetry={() => {}}
        rating={{ value: null, onRate: async () => {} }}
      />
    </PlatformContext>,
  );
}

beforeEach(() => {
  vi.mocked(celebrate).mockClear();
  startSession('demo', buildLogin('school_student', { menu: menuOf({ progresso: ['niveis'] }), level: 2 }));
});
afterEach(() => logout());

describe('the level-up moment', () => {
  it('celebrates a level reached: confetti, the new badge in its colour, the way to the levels', async () => {
    renderDialog(result(true));
    const moment = await screen.findByRole('status');
    expect(moment).toHaveTextContent('Parabéns! Você subiu para o nível 3!');
    expect(screen.getByRole('img', { name: 'Nível 3' })).toHaveStyle({ backgroundColor: '#9C27B0' });
    expect(screen.getByRole('link', { name: 'Ver meus níveis' })).toHaveAttribute('href', '/demo/painel/niveis');
    expect(celebrate).toHaveBeenCalledOnce();
  });

  it('shows the score alone when no level was reached', async () => {
    renderDialog(result(false));
    await screen.findByText('+12 Pokz');
    expect(screen.queryByText(/Você subiu/)).not.toBeInTheDocument();
    expect(celebrate).not.toHaveBeenCalled();
  });

  it("makes the level reached the session's level", async () => {
    answerFetch((url) =>
      url.pathname === '/api/game_results/calculate_score' ? jsonResponse(200, result(true)) : undefined,
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result: hook } = renderHook(() => useCalculateScore(), { wrapper });
    await act(() =>
      hook.current.mutateAsync({
        scoring_rule: 'V',
        results: { token: 't', oed_content_id: 'c-1', answers: [], elapsed_seconds: 10 },
      }),
    );
    expect(getSession()?.user.level).toBe(3);
  });
});
