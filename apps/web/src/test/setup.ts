import '@testing-library/jest-dom/vitest';
import '../i18n/i18n.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom does not scroll; the shell scrolls to the top on every route change.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  // A lazy screen still loading when its test ends would load after jsdom is gone.
  await vi.dynamicImportSettled();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
