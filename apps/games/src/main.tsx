import './styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingScreen } from './app/loading-screen.tsx';
import { layoutOf } from './layouts/layouts.ts';
import { Stage } from './layouts/stage.tsx';

// The first frame (the scenery and a skeleton) is React alone; the rest comes in parallel.
const GameApp = lazy(() => import('./app/game-app.tsx'));
const { search, origin } = window.location;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense
        fallback={
          <Stage layout={layoutOf(new URLSearchParams(search).get('layout'))}>
            <LoadingScreen />
          </Stage>
        }
      >
        <GameApp search={search} origin={origin} />
      </Suspense>
    </StrictMode>,
  );
}
