import type { Page } from 'playwright-core';

const CONTROLS = 'a[href], button, input, select, textarea, summary, [contenteditable="true"], [tabindex="0"]';

/** Whether the page scrolls sideways (it never should, at any width). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * The page's controls that the accessibility tab covers at some point of the page: scrolled from
 * top to bottom by half a screen, each control in view is probed with elementFromPoint at its
 * centre and just inside its corners, and a probe that lands on the tab counts, unless a scrolling
 * container around the control clips that point.
 */
export async function controlsCoveredByTheTab(page: Page): Promise<string[]> {
  await page.waitForSelector('aside[aria-label="Acessibilidade"]');
  return page.evaluate(async (selector) => {
    const sidebar = document.querySelector('aside[aria-label="Acessibilidade"]');
    if (!sidebar) throw new Error('no sidebar');
    const covered = new Set<string>();
    const onTheTab = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && sidebar.contains(hit);
    };
    // A point of a control that a scrolling container clips (a map scrolled sideways) is not shown
    // there: the person scrolls the container to reach it, and then it is inside the container.
    const shownAt = (control: Element, x: number, y: number) => {
      for (let box = control.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return false;
      }
      return true;
    };
    const step = Math.max(100, Math.floor(window.innerHeight / 2));
    for (let top = 0; ; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
      for (const control of document.querySelectorAll(selector)) {
        if (sidebar.contains(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
        const inset = Math.min(2, box.width / 2, box.height / 2);
        const probes: [number, number][] = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        if (probes.some(([x, y]) => shownAt(control, x, y) && onTheTab(x, y))) {
          covered.add(control.outerHTML.slice(0, 120));
        }
      }
      if (top + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  }, CONTROLS);
}

/** Waits for the screen at `path` to show its heading and finish loading (no skeleton left). */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/** The links of the dashboard's menu, as the phone shows them once 'Menu' is opened. */
export async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Menu', exact: true }).click();
  const links = menu.getByRole('link');
  await links.first().waitFor();
  const paths = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  await menu.getByRole('button', { name: 'Menu', exact: true }).click();
  return paths;
}
