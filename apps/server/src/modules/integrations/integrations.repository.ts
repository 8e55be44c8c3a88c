import type { IntegrationInput, Role } from '@ava/contracts';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { integrationSecrets, integrations } from './integrations.tables.ts';

export type IntegrationRow = typeof integrations.$inferSelect;

export function createIntegrationsRepository(db: Executor) {
  return {
    async list(platformId: string): Promise<IntegrationRow[]> {
      return db
        .select()
        .from(integrations)
        .where(eq(integrations.platform_id, platformId))
        .orderBy(asc(integrations.name));
    },

    /** Active tools whose audience holds the role. */
    async listFor(platformId: string, role: Role): Promise<IntegrationRow[]> {
      return db
        .select()
        .from(integrations)
        .where(
          and(
            eq(integrations.platform_id, platformId),
            eq(integrations.active, true),
            arrayContains(integrations.audience, [role]),
          ),
        )
        .orderBy(asc(integrations.name));
    },

    async find(platformId: string, id: string): Promise<IntegrationRow | null> {
      const [row] = await db
        .select()
        .from(integrations)
        .where(and(eq(integrations.platform_id, platformId), eq(integrations.id, id)));
      return row ?? null;
    },

    async create(platformId: string, input: IntegrationInput): Promise<IntegrationRow> {
      const [row] = await db
        .insert(integrations)
        .values({ platform_id: platformId, ...input })
        .returning();
      if (!row) throw new Error('integration not created');
      return row;
    },

    async update(platformId: string, id: string, input: IntegrationInput): Promise<IntegrationRow | null> {
      const [row] = await db
        .update(integrations)
        .set(input)
        .where(and(eq(integrations.platform_id, platformId), eq(integrations.id, id)))
        .returning();
      return row ?? null;
    },

    async remove(platformId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(integrations)
        .where(and(eq(integrations.platform_id, platformId), eq(integrations.id, id)))
        .returning({ id: integrations.id });
      return rows.length > 0;
    },

    async secretOf(platformId: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: integrationSecrets.secret })
        .from(integrationSecrets)
        .where(eq(integrationSecrets.platform_id, platformId));
      return row?.secret ?? null;
    },

    async setSecret(platformId: string, secret: string): Promise<void> {
      await db
        .insert(integrationSecrets)
        .values({ platform_id: platformId, secret })
        .onConflictDoUpdate({ target: integrationSecrets.platform_id, set: { secret, updated_at: new Date() } });
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;
