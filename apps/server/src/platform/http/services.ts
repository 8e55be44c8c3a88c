import { type Permission, SERVICE_BASES, type ServiceName } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  service: ServiceName | null;
  method: string;
  url: string;
  public: boolean;
  permission: Permission | null;
  hasBody: boolean;
}

/**
 * Registers one service's routes under its base address, tags them with the service name
 * for the OpenAPI document, and records them in the route table.
 */
export async function registerService(
  app: FastifyInstance,
  service: ServiceName,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: [service] };
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD') continue;
          app.routeTable.push({
            service,
            method,
            url: route.url,
            public: route.config?.public === true,
            permission: route.config?.permission ?? null,
            hasBody: Boolean(route.schema?.body),
          });
        }
      });
      await register(scope);
    },
    { prefix: SERVICE_BASES[service] },
  );
}
