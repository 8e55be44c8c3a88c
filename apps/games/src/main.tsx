import './styles.css';
import { lazyComponent } from '@ava/web-kit/lazy-component';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingScreen } from './app/loading-screen.tsx';
import { preloadInteraction } from './interactions/views.tsx';
import { layoutOf } from './layouts/layouts.ts';
import { Stage } from './layouts/stage.tsx';
import { requestEarly } from './lib/request-game.ts';

// The first frame (the scenery and a skeleton) is React alone; the game's code and its content
// are asked for at once, and travel together.
const { search, origin } = window.location;
const early = requestEarly(search);
// The interaction the content plays, fetched as soon as the content names it (checked later).
early?.reply.then(({ body }) => preloadInteraction((body as { interaction?: unknown } | null)?.interaction));
const GameApp = lazyComponent(
  () => import('./app/game-app.tsx').then((module) => module.default),
  <Stage layout={layoutOf(new URLSearchParams(search).get('layout'))}>
    <LoadingScreen />
  </Stage>,
);
GameApp.preload().catch(() => {});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GameApp search={search} origin={origin} early={early} />
    </StrictMode>,
  );
}
