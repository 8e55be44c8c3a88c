import lighthouse, { type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';

/** Core Web Vitals' "good" thresholds, and Lighthouse's "good" performance score. */
export const WEB_VITALS_GOALS = { lcpMs: 2_500, cls: 0.1, tbtMs: 200, score: 90 } as const;

/** Lines of each diagnostic printed under a page's figures. */
const DIAGNOSTIC_LINES = 6;

export interface PageFigures {
  /** 0 to 100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Time to Interactive: when the page answers input (the game runtime's 'playable'). */
  ttiMs: number;
  /** JavaScript the page downloaded, in bytes over the wire, and the number of scripts. */
  scriptTransferBytes: number;
  scriptCount: number;
}

export interface Diagnostics {
  /** Main-thread time by kind of work (script evaluation, style and layout...), ms. */
  mainThread: { group: string; ms: number }[];
  /** Per script: total main-thread time and the share spent running it, ms. */
  bootup: { url: string; totalMs: number; scriptingMs: number }[];
  /** Per script: bytes transferred and how many of them the page never ran. */
  unusedJavaScript: { url: string; transferBytes: number; unusedBytes: number }[];
}

export interface PageAudit {
  figures: PageFigures;
  diagnostics: Diagnostics;
  lhr: Result;
}

/**
 * One Lighthouse navigation of `url` in `page` with the default (mobile) configuration:
 * a Moto G Power-sized screen, simulated slow 4G and a 4x CPU slowdown. Storage is left as the
 * caller set it (a signed-in session lives in localStorage); the caller clears the HTTP cache.
 */
export async function auditPage(url: string, page: Page): Promise<PageAudit> {
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  return { figures: figuresOf(lhr), diagnostics: diagnosticsOf(lhr), lhr };
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse has no figure for '${audit}'`);
  return value;
}

type Item = Record<string, unknown>;
function items(lhr: Result, audit: string): Item[] {
  const details = lhr.audits[audit]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function figuresOf(lhr: Result): PageFigures {
  const scripts = items(lhr, 'network-requests').filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    ttiMs: numeric(lhr, 'interactive'),
    scriptTransferBytes: scripts.reduce((sum, request) => sum + num(request.transferSize), 0),
    scriptCount: scripts.length,
  };
}

function diagnosticsOf(lhr: Result): Diagnostics {
  return {
    mainThread: items(lhr, 'mainthread-work-breakdown').map((item) => ({
      group: str(item.groupLabel) || str(item.group),
      ms: num(item.duration),
    })),
    bootup: items(lhr, 'bootup-time').map((item) => ({
      url: str(item.url),
      totalMs: num(item.total),
      scriptingMs: num(item.scripting),
    })),
    unusedJavaScript: items(lhr, 'unused-javascript').map((item) => ({
      url: str(item.url),
      transferBytes: num(item.totalBytes),
      unusedBytes: num(item.wastedBytes),
    })),
  };
}

/** The run whose score is the median of the runs (the lower middle one for an even count). */
export function medianRun<T extends { figures: PageFigures }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.figures.score - b.figures.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to choose from');
  return median;
}

/** Each figure beside its goal, `ok` or `MISS`. */
export function formatFigures(figures: PageFigures): string[] {
  const verdict = (met: boolean) => (met ? 'ok' : 'MISS');
  const goals = WEB_VITALS_GOALS;
  return [
    `score ${figures.score} (goal >= ${goals.score}) ${verdict(figures.score >= goals.score)}`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (goal <= ${goals.lcpMs / 1000} s) ${verdict(figures.lcpMs <= goals.lcpMs)}`,
    `CLS ${figures.cls.toFixed(3)} (goal <= ${goals.cls}) ${verdict(figures.cls <= goals.cls)}`,
    `TBT ${Math.round(figures.tbtMs)} ms (goal <= ${goals.tbtMs} ms) ${verdict(figures.tbtMs <= goals.tbtMs)}`,
    `Time to Interactive ${(figures.ttiMs / 1000).toFixed(2)} s`,
    `JavaScript: ${figures.scriptCount} files, ${kB(figures.scriptTransferBytes)} transferred`,
  ];
}

export function meetsGoals(figures: PageFigures): boolean {
  const goals = WEB_VITALS_GOALS;
  return (
    figures.score >= goals.score &&
    figures.lcpMs <= goals.lcpMs &&
    figures.cls <= goals.cls &&
    figures.tbtMs <= goals.tbtMs
  );
}

/** Where the main thread's time went, the scripts that took it and the code they carried unused. */
export function formatDiagnostics(diagnostics: Diagnostics, origin: string): string[] {
  const file = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `main thread: ${diagnostics.mainThread
      .slice(0, DIAGNOSTIC_LINES)
      .map((item) => `${item.group} ${ms(item.ms)}`)
      .join(', ')}`,
    'scripts by main-thread time (total / running):',
    ...diagnostics.bootup
      .slice(0, DIAGNOSTIC_LINES)
      .map((item) => `  ${file(item.url)} ${ms(item.totalMs)} / ${ms(item.scriptingMs)}`),
    'unused JavaScript (unused of transferred):',
    ...(diagnostics.unusedJavaScript.length === 0
      ? ['  none reported']
      : diagnostics.unusedJavaScript
          .slice(0, DIAGNOSTIC_LINES)
          .map((item) => `  ${file(item.url)} ${kB(item.unusedBytes)} of ${kB(item.transferBytes)}`)),
  ];
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
