import type { FastifyInstance } from 'fastify';
import { storageRoutes } from './storage.routes.ts';
import type { StorageService } from './storage.service.ts';

/** The storage service's routes; the service itself is built once in app.ts and shared. */
export async function registerStorage(app: FastifyInstance, deps: { storage: StorageService }): Promise<void> {
  await app.register(storageRoutes, deps);
}
