import http from 'node:http';

/** Each request in flight gets a socket of its own, kept open for the next one: one per student browser. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  /** 0 when the connection failed or timed out. */
  status: number;
  /** From the request's start to the last byte of the answer. */
  ms: number;
}

/**
 * One request as a student's browser sends it, with their bearer token; the body is read and dropped.
 * Lighter than fetch, so the load generator, which shares the cores with the server, takes less of them.
 */
export function send(baseUrl: string, method: 'GET' | 'PATCH', path: string, token: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const settle = (status: number) => resolve({ status, ms: performance.now() - started });
    const request = http.request(`${baseUrl}${path}`, {
      method,
      agent,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => settle(response.statusCode ?? 0));
      response.on('error', () => settle(0));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => settle(0));
    request.end(payload);
  });
}

/** Latency percentiles of a set of answers, in milliseconds (0 when there are none). */
export function latencies(answers: readonly Answer[]): { p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}

/** Count of answers per HTTP status ('0' for connection failures). */
export function statusCounts(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
