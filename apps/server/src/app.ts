import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerIdentity } from './modules/identity/identity.module.ts';
import { registerPlatforms } from './modules/platforms/platforms.module.ts';
import { registerProfile } from './modules/profile/profile.module.ts';
import { statusRoutes } from './modules/status/status.routes.ts';
import { authPlugin } from './platform/auth/auth.plugin.ts';
import { createSessionStore } from './platform/auth/session-store.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { trackInFlight } from './platform/http/in-flight.ts';
import { registerPublic } from './platform/http/public-scope.ts';
import { type RouteEntry, registerService } from './platform/http/services.ts';
import { createLoginThrottle } from './platform/rate-limit/login-throttle.ts';
import { serveWebApp } from './platform/web/web-app.ts';

export type AppConfig = Pick<
  Config,
  | 'SESSION_TTL_HOURS'
  | 'LOGIN_WINDOW_MINUTES'
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
  | 'TRUST_PROXY'
  | 'WEB_DIST'
>;

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its service and whether it is public; the route sweep reads it. */
    routeTable: RouteEntry[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeTable', [] as RouteEntry[]);
  registerErrorHandler(app);
  trackInFlight(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Plataforma AVA', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await registerPublic(app, async (scope) => {
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });

  const db = database.db;
  const sessions = await createSessionStore({ database, clock, ttlMs: config.SESSION_TTL_HOURS * 3_600_000 });
  const throttle = createLoginThrottle({
    clock,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
  await app.register(authPlugin, { sessions });

  await registerService(app, 'main', async (scope) => {
    await scope.register(statusRoutes, { db, databaseKind: database.kind });
    await registerPlatforms(scope, { db, clock });
    await registerProfile(scope, { database, clock });
  });
  await registerService(app, 'identity', (scope) => registerIdentity(scope, { db, clock, sessions, throttle }));

  const spaFallback = config.WEB_DIST ? await serveWebApp(app, config.WEB_DIST) : null;
  registerNotFoundHandler(app, spaFallback);
  return app;
}
