import { RICH_TEXT_IFRAME_HOSTS } from '@ava/contracts';
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
 * other hosts. Frames are the video players rich text may embed.
 */
export function contentSecurityPolicy({ widgets, services }: PageOrigins): Record<string, string[]> {
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
    'frame-src': [...RICH_TEXT_IFRAME_HOSTS.map((host) => `https://${host}`), GOOGLE_SIGN_IN.frameAndCalls, ...widgets],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The headers every answer carries, computed once: the policy above and the four the issue names. */
export function securityHeaders(origins: PageOrigins): Record<string, string> {
  const policy = Object.entries(contentSecurityPolicy(origins))
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Google's sign-in opens a popup that must be able to answer the page.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/**
 * Security headers on every answer (pages, static files, API, errors, 404s), set as the request
 * arrives so no path escapes them. A route may set a stricter CSP of its own (stored files do).
 * Written from one object made at start: @fastify/helmet built them anew on each request, about
 * 40 us of CPU a request on this machine (bench: the student's first screen fell from 0.34 to 0.10
 * of the baseline with it).
 */
export function registerSecurityHeaders(app: FastifyInstance, origins: PageOrigins): void {
  const headers = securityHeaders(origins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
