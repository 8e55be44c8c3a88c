import type { FastifyInstance } from 'fastify';

/** Registers routes that need no session (docs, static files), optionally hidden from the OpenAPI document. */
export async function registerPublic(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
  hidden = false,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
      if (hidden) route.schema = { ...route.schema, hide: true };
    });
    await register(scope);
  });
}
