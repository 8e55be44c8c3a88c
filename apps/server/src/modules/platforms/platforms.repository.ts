import type { RoleGroup } from '@ava/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { menus, platforms } from './platforms.tables.ts';

export type PlatformRow = typeof platforms.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

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
