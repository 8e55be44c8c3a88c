import { hash, verify } from '@node-rs/argon2';

/** The server's parameters (apps/server/src/platform/auth/passwords.ts): argon2id, 19 MiB, t=2, p=1. */
const SERVER_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PASSWORD = 'senha123';

export interface Argon2Profile {
  /** Verifications in flight at once, as many as the login run's connections. */
  concurrency: number;
  durationSeconds: number;
  warmupSeconds: number;
  maxVerifies: number;
}

export interface Argon2Measurement {
  verifiesPerSecond: number;
  latencyP99Ms: number;
  verifies: number;
  /** Verifications that did not accept the right password. */
  failures: number;
  concurrency: number;
}

/** Raw throughput of @node-rs/argon2's async verify, which runs on libuv's thread pool. */
export async function measureArgon2Verify(profile: Argon2Profile): Promise<Argon2Measurement> {
  const passwordHash = await hash(PASSWORD, SERVER_OPTIONS);
  await verifyForAWhile(passwordHash, profile.concurrency, profile.warmupSeconds, profile.maxVerifies);
  return verifyForAWhile(passwordHash, profile.concurrency, profile.durationSeconds, profile.maxVerifies);
}

async function verifyForAWhile(
  passwordHash: string,
  concurrency: number,
  durationSeconds: number,
  maxVerifies: number,
): Promise<Argon2Measurement> {
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const latencies: number[] = [];
  let failures = 0;

  async function verifyInTurn(): Promise<void> {
    while (performance.now() < deadline && latencies.length + failures < maxVerifies) {
      const before = performance.now();
      const accepted = await verify(passwordHash, PASSWORD);
      if (accepted) latencies.push(performance.now() - before);
      else failures += 1;
    }
  }

  await Promise.all(Array.from({ length: concurrency }, verifyInTurn));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    verifiesPerSecond: latencies.length / elapsedSeconds,
    latencyP99Ms: percentile(latencies, 0.99),
    verifies: latencies.length,
    failures,
    concurrency,
  };
}

function percentile(values: number[], fraction: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
