import { type GameDataOnlyResponse, messageForStatus, UNKNOWN_STATUS } from '@ava/contracts';
import { useEffect, useMemo, useState } from 'react';
import { preloadInteraction } from '../interactions/views.tsx';
import { layoutOf } from '../layouts/layouts.ts';
import { Stage } from '../layouts/stage.tsx';
import { type GameAddress, readGameAddress } from '../lib/address.ts';
import { forwardEscapeToHost } from '../lib/host.ts';
import { GameLoadError, loadGame } from '../lib/load-game.ts';
import type { EarlyRequest } from '../lib/request-game.ts';
import { GamePlay } from '../play/game-play.tsx';
import { TEXTS } from '../texts.ts';
import { ErrorScreen } from './error-screen.tsx';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * The runtime: reads its URL, loads the content with the play token, then plays it. A chunk of
 * its own (main.tsx), so the first frame does not wait for the schemas that check the content.
 */
export default function GameApp({
  search,
  origin,
  early = null,
}: {
  search: string;
  origin: string;
  /** The content's request main.tsx started from the raw URL. */
  early?: EarlyRequest | null;
}) {
  const address = useMemo(() => readGameAddress(search, origin), [search, origin]);
  if (!address) {
    return (
      <Stage layout={layoutOf(new URLSearchParams(search).get('layout'))}>
        <ErrorScreen message={TEXTS.errors.badAddress} />
      </Stage>
    );
  }
  return <GameLoader address={address} early={early} />;
}

type Loaded = { game: GameDataOnlyResponse } | { error: string } | null;

function GameLoader({ address, early }: { address: GameAddress; early: EarlyRequest | null }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(null);

  // On every screen, the loading and the error ones too: the host's dialog closes with Escape.
  useEffect(() => forwardEscapeToHost(address.hostOrigin), [address.hostOrigin]);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    // 'Tentar de novo' asks again rather than reading the early answer.
    loadGame(address, attempt === 0 ? early : null, controller.signal).then(
      (game) => {
        preloadInteraction(game.interaction);
        setLoaded({ game });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ error: error instanceof GameLoadError ? error.message : messageForStatus(UNKNOWN_STATUS) });
      },
    );
    return () => controller.abort();
  }, [address, early, attempt]);

  const game = loaded && 'game' in loaded ? loaded.game : null;
  return (
    <Stage layout={layoutOf(game?.layout, address.params.layout, address.params.layout_id)}>
      {game ? (
        <GamePlay game={game} address={address} />
      ) : loaded && 'error' in loaded ? (
        <ErrorScreen message={loaded.error} onRetry={() => setAttempt(attempt + 1)} />
      ) : (
        <LoadingScreen />
      )}
    </Stage>
  );
}
