import { ENCYCLOPEDIA_HOST, GAME_RUNTIME_PATH, RICH_TEXT_IFRAME_HOSTS } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';

/** Other sites the pages need, from configuration (README: WIDGET_ORIGINS, SERVICE_ORIGINS). */
export interface PageOrigins {
  /** The Libras and chat-support widgets: their scripts load more scripts, styles, fonts and frames from home. */
  widgets: readonly string[];
  /** Services the web app calls on another host (VITE_SERVICE_<NAME>). */
  services: readonly string[];
}

/** Google's sign-in button (google-button.tsx) as Google documents it: its script, styles, frame and calls. */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frameAndCalls: 'https://accounts.google.com/gsi/',
};

/**
 * The content security policy of every answer. Scripts run only from our own files, Google's
 * sign-in script and the configured widgets: no inline script, event-handler attribute or
 * javascript: url ever runs, so rich text that slipped past the sanitisers still cannot act.
 * Inline styles are allowed because stored rich text carries (bounded) style attributes and the
 * editor writes them. Images and media come from any https site: themes and rich text point at
 * other hosts. Frames are the video players rich text may embed and the game runtime ('self').
 * No site frames the pages but the game runtime's, which only the platform's own pages may frame.
 */
export function contentSecurityPolicy(
  { widgets, services }: PageOrigins,
  frameAncestors: "'none'" | "'self'" = "'none'",
): Record<string, string[]> {
  // A widget's player (the Libras avatar) compiles WebAssembly and starts blob: scripts and workers.
  const widgetPlayer = widgets.length > 0 ? ['blob:'] : [];
  const widgetWasm = widgets.length > 0 ? ["'wasm-unsafe-eval'"] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", GOOGLE_SIGN_IN.script, ...widgets, ...widgetPlayer, ...widgetWasm],
    'worker-src': ["'self'", ...widgetPlayer],
    'style-src': ["'self'", "'unsafe-inline'", GOOGLE_SIGN_IN.style, ...widgets],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...widgets],
    'connect-src': ["'self'", GOOGLE_SIGN_IN.frameAndCalls, ...services, ...widgets],
    'frame-src': [
      "'self'",
      ...RICH_TEXT_IFRAME_HOSTS.map((host) => `https://${host}`),
      `https://${ENCYCLOPEDIA_HOST}`,
      GOOGLE_SIGN_IN.frameAndCalls,
      ...widgets,
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
}

/**
 * What a JSON answer needs of a policy, should a browser ever open one as a page: nothing of its
 * own runs or frames it. A tenth of the pages' policy, which every API answer would otherwise carry.
 */
const API_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const serialise = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** The headers every answer carries besides its policy. */
const COMMON_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Google's sign-in opens a popup that must be able to answer the page.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** The headers of pages, static files and other non-JSON answers, of the game runtime's, and of JSON answers. */
export function securityHeaders(origins: PageOrigins): {
  page: Record<string, string>;
  game: Record<string, string>;
  json: Record<string, string>;
} {
  return {
    page: { 'content-security-policy': serialise(contentSecurityPolicy(origins)), ...COMMON_HEADERS },
    game: {
      'content-security-policy': serialise(contentSecurityPolicy(origins, "'self'")),
      ...COMMON_HEADERS,
      'x-frame-options': 'SAMEORIGIN',
    },
    json: { 'content-security-policy': API_POLICY, ...COMMON_HEADERS },
  };
}

/**
 * Security headers on every answer (pages, static files, API, errors, 404s), added as it leaves
 * so no path escapes them; a route that set a stricter policy of its own keeps it (stored files).
 * Written from objects made at start: @fastify/helmet built them anew on each request, about
 * 40 us of CPU a request on this machine, and JSON answers carry the short policy, not the
 * pages' 780 bytes (bench focus, student_open: 0.40 of the baseline before the headers).
 */
export function registerSecurityHeaders(app: FastifyInstance, origins: PageOrigins): void {
  const headers = securityHeaders(origins);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      const game = request.url.startsWith(GAME_RUNTIME_PATH);
      reply.headers(json ? headers.json : game ? headers.game : headers.page);
    }
    done(null, payload);
  });
}
