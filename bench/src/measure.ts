import autocannon from 'autocannon';
import { type CpuUse, watchCpu } from './cpu-use.ts';

export interface LoadProfile {
  connections: number;
  durationSeconds: number;
  /** A shorter run first, with the same connections, whose figures are discarded. */
  warmupSeconds: number;
  /** Upper bound on requests per run, so a run ends on count or time, whichever comes first. */
  maxRequests: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Headers of each connection, given out in turn (e.g. each its own student's token), added to `headers`. */
  connectionHeaders?: Record<string, string>[];
}

export interface Measurement {
  requestsPerSecond: number;
  /** Standard deviation of the per-second samples: a large one means the machine was not steady. */
  requestsPerSecondStdev: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  durationSeconds: number;
  /** Failures are counted over the warm-up and the measured run: any of them is a server problem. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Count per HTTP status over the warm-up and the measured run. */
  statusCodes: Record<string, number>;
  /** Where the CPU went during the measured run, when the server's process was named. */
  cpu?: CpuUse;
}

/**
 * Loads one URL with autocannon (pipelining 1): a warm-up, then the measured run, during which the
 * CPU of the server's process (`serverPid`), of PostgreSQL and of the load generator is counted.
 */
export async function measure(request: LoadRequest, profile: LoadProfile, serverPid?: number): Promise<Measurement> {
  const warmup = await runLoad(request, profile, profile.warmupSeconds);
  const cpu = serverPid === undefined ? null : await watchCpu(serverPid);
  const run = await runLoad(request, profile, profile.durationSeconds);
  return {
    requestsPerSecond: run.requests.average,
    requestsPerSecondStdev: run.requests.stddev,
    latencyP99Ms: run.latency.p99,
    latencyAverageMs: run.latency.average,
    requests: run.requests.total,
    durationSeconds: run.duration,
    non2xx: warmup.non2xx + run.non2xx,
    errors: warmup.errors + run.errors,
    timeouts: warmup.timeouts + run.timeouts,
    statusCodes: addCounts(statusCounts(warmup), statusCounts(run)),
    ...(cpu ? { cpu: await cpu.stop(run.requests.total) } : {}),
  };
}

export function failureCount(measurement: Measurement): number {
  return measurement.non2xx + measurement.errors;
}

function runLoad(request: LoadRequest, profile: LoadProfile, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: profile.connections,
    pipelining: 1,
    duration: durationSeconds,
    maxOverallRequests: profile.maxRequests,
    ...(request.connectionHeaders ? { setupClient: eachConnectionItsOwn(request.connectionHeaders) } : {}),
  });
}

function eachConnectionItsOwn(headers: Record<string, string>[]): (client: autocannon.Client) => void {
  let next = 0;
  return (client) => {
    client.setHeaders(headers[next % headers.length]);
    next += 1;
  };
}

function statusCounts(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
  );
}

function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a };
  for (const [key, count] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + count;
  return sum;
}
