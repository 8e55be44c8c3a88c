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
export function send(baseUrl: string, method: 'GET' | 'POST' | 'PATCH', path: string, token: string, body?: unknown) {
  return request(baseUrl, method, path, token, body, false);
}

/** As send, keeping the answer's body (for the answers a load needs to read, e.g. a score); `headers` are added. */
export function sendForBody(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return request(baseUrl, method, path, token, body, true, headers) as Promise<Answer & { body: string }>;
}

function request(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body: unknown,
  keepBody: boolean,
  headers: Record<string, string> = {},
): Promise<Answer & { body?: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const settle = (status: number) =>
      resolve({
        status,
        ms: performance.now() - started,
        ...(keepBody ? { body: Buffer.concat(chunks).toString('utf8') } : {}),
      });
    const outgoing = http.request(`${baseUrl}${path}`, {
      method,
      agent,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    outgoing.on('response', (response) => {
      if (keepBody) response.on('data', (chunk: Buffer) => chunks.push(chunk));
      else response.resume();
      response.on('end', () => settle(response.statusCode ?? 0));
      response.on('error', () => settle(0));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', () => settle(0));
    outgoing.end(payload);
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
