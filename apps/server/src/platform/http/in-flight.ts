import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no handler is running (or after the timeout), so the database can close. */
    drainRequests(timeoutMs: number): Promise<void>;
  }
}

/**
 * Counts requests between their arrival and their reply. A client that hangs up does not stop
 * its handler (a sign-in still waits for argon2, then writes a session), so shutdown waits for
 * the handlers themselves, not only for the sockets that Fastify closes.
 */
export function trackInFlight(app: FastifyInstance): void {
  const running = new Set<FastifyRequest>();
  let onIdle: (() => void) | null = null;

  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request) => {
    running.delete(request);
    if (running.size === 0) onIdle?.();
  });

  app.decorate('drainRequests', async (timeoutMs: number) => {
    if (running.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
