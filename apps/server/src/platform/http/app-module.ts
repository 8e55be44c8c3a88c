import { SERVICE_BASES, type ServiceName } from '@ava/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerService } from './services.ts';

/** Registers one routes plugin of a module inside its service's scope. */
export type MountedRoutes = (scope: FastifyInstance) => Promise<void>;

/**
 * What every module's `createXModule(deps)` returns: the routes it answers under each service
 * of endpoints.tsv. A module that offers something to other modules (a service, a repository)
 * returns it beside `routes`, and app.ts hands it on; no module builds another's parts.
 */
export interface AppModule {
  readonly routes: Partial<Record<ServiceName, MountedRoutes[]>>;
  /** Releases what the module holds (worker threads, connections) when the app closes. */
  close?(): Promise<void>;
}

/** A routes plugin with the options it is registered with. */
export function mount<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options>,
  options: Options,
): MountedRoutes {
  return async (scope) => {
    await scope.register(plugin, options);
  };
}

/** Mounts every module's routes under the services they belong to, in one scope per service. */
export async function registerModules(app: FastifyInstance, modules: readonly AppModule[]): Promise<void> {
  for (const service of Object.keys(SERVICE_BASES) as ServiceName[]) {
    const routes = modules.flatMap((module) => module.routes[service] ?? []);
    if (routes.length === 0) continue;
    await registerService(app, service, async (scope) => {
      for (const mounted of routes) await mounted(scope);
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(modules.map((module) => module.close?.()));
  });
}
