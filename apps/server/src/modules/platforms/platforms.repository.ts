import { defaultFeatureFlags, type FeatureFlag, type RoleGroup, type Wording } from '@ava/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { menus, platforms } from './platforms.tables.ts';

export type PlatformRow = typeof platforms.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

/**
 * Whether the platform has a feature flag on, as a value inside another statement: the rule of
 * `resolveFeatureFlags` (a stored boolean wins, else the default of the platform's kind). The
 * sub-select names no outer column, so the database works it out once per statement.
 */
export function featureFlagOn(platformId: string, flag: FeatureFlag): SQL<boolean> {
  const stored = sql`${platforms.features} -> ${flag}::text`;
  const corporate = defaultFeatureFlags(true)[flag];
  const school = defaultFeatureFlags(false)[flag];
  return sql<boolean>`coalesce((select case when jsonb_typeof(${stored}) = 'boolean' then (${stored})::boolean when ${platforms.kind} = 'corporate' then ${corporate}::boolean else ${school}::boolean end from ${platforms} where ${platforms.id} = ${platformId}), false)`;
}

/** The vocabulary the platform's documents are written in: its corporatePlatform flag's (the web's own choice). */
export async function wordingOf(platformId: string, db: Executor): Promise<Wording> {
  const [row] = rowsOf<{ corporate: boolean }>(
    await db.execute(sql`select ${featureFlagOn(platformId, 'corporatePlatform')} as corporate`),
  );
  return row?.corporate ? 'corporate' : 'school';
}

export function createPlatformsRepository(db: Executor) {
  return {
    async findBySlug(slug: string): Promise<PlatformRow | null> {
      const [row] = await db.select().from(platforms).where(eq(platforms.slug, slug)).limit(1);
      return row ?? null;
    },

    async findById(platformId: string): Promise<PlatformRow | null> {
      const [row] = await db.select().from(platforms).where(eq(platforms.id, platformId)).limit(1);
      return row ?? null;
    },

    /** Menu entries of one audience, in display order; submenu items carry their parent id. */
    menusFor(platformId: string, audience: RoleGroup): Promise<MenuRow[]> {
      return db
        .select()
        .from(menus)
        .where(and(eq(menus.platform_id, platformId), eq(menus.audience, audience)))
        .orderBy(asc(menus.position), asc(menus.slug));
    },
  };
}

export type PlatformsRepository = ReturnType<typeof createPlatformsRepository>;
