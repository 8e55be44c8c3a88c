import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core in the pages of the end-to-end tests: the WCAG 2 A and AA audit every journey can run. */

/** axe-core's whole source, injected into each page (the package's main module is that file). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** WCAG 2.0 A and AA rules; a violation counts when axe rates it serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Violation {
  screen: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The screen once it has loaded: no request in flight and no skeleton ('Carregando…') left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
}

/** axe's serious and critical WCAG 2 A/AA violations on the page as it is, named after `screen`. */
export async function audit(page: Page, screen: string): Promise<Violation[]> {
  await settled(page);
  // Through the DevTools protocol, which the pages' script-src 'self' policy does not stop.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: unknown[]; html: string }[];
          }[];
        }>;
      };
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')}  ${node.html.slice(0, 120)}`),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .map((violation) => ({ screen, ...violation }));
}

/** Each violation on a line: the screen, the rule, its impact, and the elements it found. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.screen}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}`)
    .join('\n');
}

export function expectNone(violations: Violation[]): void {
  expect(violations, `serious or critical accessibility violations:\n${describeViolations(violations)}`).toEqual([]);
}
