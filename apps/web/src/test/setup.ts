import '@testing-library/jest-dom/vitest';
import '../i18n/i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default: too soon for a first render while the two
// cores also run the server's tests, where CI's runs met it. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

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
