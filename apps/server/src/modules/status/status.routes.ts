import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { databaseUnavailable } from '../../platform/http/app-error.ts';

const statusSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});

export const statusRoutes: FastifyPluginAsyncZod<{ db: Database; databaseKind: 'pglite' | 'postgres' }> = async (
  app,
  { db, databaseKind },
) => {
  app.get(
    '/server_status',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness and database reachability: 503 while the database cannot be queried',
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      // A load balancer takes the instance out while this fails, and back in once it answers.
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'database check failed');
        throw databaseUnavailable();
      }
      return { status: 'ok' as const, database: databaseKind, uptime_seconds: Math.round(process.uptime()) };
    },
  );
};
