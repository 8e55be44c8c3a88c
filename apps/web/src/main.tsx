import './i18n/i18n.ts';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepFocusThroughBusyButtons } from './lib/busy-focus.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

keepFocusThroughBusyButtons();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
