import { fileURLToPath } from 'node:url';
import { type LoadProfile, type Measurement, measure } from './measure.ts';
import { startService } from './processes.ts';

const HELLO_WORLD_ENTRY = fileURLToPath(new URL('./hello-world.ts', import.meta.url));

/** Requests per second of a bare Fastify on this machine, with the same load as the server's routes. */
export async function measureBaseline(profile: LoadProfile, cwd: string): Promise<Measurement> {
  const service = await startService({
    name: 'hello-world baseline',
    entry: HELLO_WORLD_ENTRY,
    cwd,
    env: process.env,
    readyPath: '/',
    readyTimeoutMs: 20_000,
  });
  try {
    return await measure({ url: `${service.baseUrl}/` }, profile, service.pid);
  } finally {
    await service.stop();
  }
}
