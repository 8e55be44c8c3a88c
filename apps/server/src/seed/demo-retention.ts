import { eq } from 'drizzle-orm';
import { retentionRuns, retentionSettings } from '../modules/privacy/erasure.tables.ts';
import type { Database } from '../platform/db/database.ts';

const DAY_MS = 86_400_000;

/**
 * The administration's 'Retenção de dados' shows chosen periods and a night's run on day one:
 * sessions kept a year and reads of children's data three years (the others at their defaults),
 * and last night's run, which removed old usage logs and ended sessions.
 */
export async function seedDemoRetention(db: Database, platformId: string, now = new Date()): Promise<void> {
  const [set] = await db
    .select({ category: retentionSettings.category })
    .from(retentionSettings)
    .where(eq(retentionSettings.platform_id, platformId))
    .limit(1);
  if (set) return;
  await db.insert(retentionSettings).values([
    { platform_id: platformId, category: 'sign_ins', months: 12 },
    { platform_id: platformId, category: 'access_log', months: 36 },
  ]);
  await db.insert(retentionRuns).values({
    platform_id: platformId,
    removed: { usage_logs: 42, sign_ins: 7, access_log: 0, former_students: 0 },
    accounts_erased: 0,
    created_at: new Date(now.getTime() - DAY_MS / 4),
  });
}
