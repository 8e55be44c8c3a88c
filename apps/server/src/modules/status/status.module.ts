import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { statusRoutes } from './status.routes.ts';

export function createStatusModule(deps: { db: Database; databaseKind: 'pglite' | 'postgres' }): AppModule {
  return { routes: { main: [mount(statusRoutes, deps)] } };
}
