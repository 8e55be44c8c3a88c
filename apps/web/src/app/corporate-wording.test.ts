import { describe, expect, it } from 'vitest';
import { CORPORATE_WORDING, type Overlay } from '../i18n/corporate.ts';
import { i18n } from '../i18n/i18n.ts';
import { chooseWording } from '../i18n/vocabulary.ts';

// Every namespace of the app, as the screens register them.
import.meta.glob(['../**/*-strings.ts', '!../**/*.test.ts'], { eager: true });

function leafPaths(overlay: Overlay, prefix = ''): string[] {
  return Object.entries(overlay).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`),
  );
}

describe('the corporate overlay', () => {
  it('rewrites only strings the school vocabulary has, namespace by namespace', () => {
    chooseWording(false);
    const missing = Object.entries(CORPORATE_WORDING).flatMap(([namespace, overlay]) =>
      leafPaths(overlay)
        .filter((path) => !i18n.exists(path, { ns: namespace }))
        .map((path) => `${namespace}:${path}`),
    );
    expect(missing).toEqual([]);
  });
});
