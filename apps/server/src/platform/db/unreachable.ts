/** Network failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** postgres-js: a connection that closed, was ended or destroyed, or never opened in time. */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

/**
 * PostgreSQL's own: connection exceptions (class 08), the server shutting down or starting
 * (57P01 admin, 57P02 crash, 57P03 cannot connect now) and no connection slot left (53300).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** PGlite, the embedded database, once closed says so only in words. */
const EMBEDDED_CLOSED = /^PGlite is clos(ed|ing)$/;

function isUnreachableCause(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    NETWORK_CODES.has(code) ||
    DRIVER_CODES.has(code) ||
    SERVER_CODES.has(code) ||
    code.startsWith('08') ||
    EMBEDDED_CLOSED.test(error.message)
  );
}

/**
 * Whether a failure means the database cannot be reached now (not that a query was wrong).
 * Drizzle wraps the driver's error as the cause of its own ('Failed query: ...'), so the
 * chain of causes is followed.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    if (isUnreachableCause(current)) return true;
  }
  return false;
}
