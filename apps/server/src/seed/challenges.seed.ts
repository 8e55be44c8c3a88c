import {
  EXTERNAL_GAME_ORIGINS_CONFIG,
  type GameLayoutId,
  type GameVariationId,
  gameContentDataFor,
  type gameContentDataSchema,
  gameSettingsSchema,
  type Interaction,
  type LevelRequisition,
  layoutPlays,
  levelColor,
  STAGE_GRADE_IDS,
  type Stage,
} from '@ava/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bnccCodes, gameContents, gameLevels } from '../modules/challenges/challenges.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import type { Database } from '../platform/db/database.ts';

/** A library challenge as the seed lists it (the demo's few, or the authored set). */
export interface SeedChallenge {
  /** Stable key: the seed adds a challenge once per platform. */
  key: string;
  title: string;
  objective: string;
  interaction: Interaction;
  layout: GameLayoutId;
  variation: GameVariationId;
  /** Unset settings take their defaults. */
  settings: z.input<typeof gameSettingsSchema>;
  /** The content's rounds; unset lists are empty. */
  data: z.input<typeof gameContentDataSchema>;
  stage: Stage;
  /** The grades it is for; empty means every grade of the stage. */
  grade_ids: number[];
  subject: string;
  bncc: Record<string, string>;
  keywords: string[];
  tags: string[];
  pcd_voice: boolean;
  pcd_sign: boolean;
  /** Preferred by the daily challenge. */
  daily?: boolean;
}

/** Where the library's challenges live and who wrote them. */
export interface ChallengeLibrary {
  platform: string;
  author: string;
  /** Platforms that get the levels below (their students play for them). */
  levelPlatforms: string[];
  /** Origins the library's platform allows engine 'diversos' games from. */
  gameOrigins: string[];
}

/** Ten levels: the first reached at once, the others by challenges played and points summed. */
export const SEED_LEVELS: { level: number; requisitions: LevelRequisition[] }[] = [
  { level: 1, requisitions: [] },
  ...(
    [
      [2, 2, 10],
      [3, 5, 30],
      [4, 8, 60],
      [5, 12, 100],
      [6, 16, 140],
      [7, 20, 180],
      [8, 25, 230],
      [9, 30, 280],
      [10, 40, 380],
    ] as const
  ).map(([level, games, points]) => ({
    level,
    requisitions: [
      { kind: 'games_played' as const, target: games },
      { kind: 'points' as const, target: points },
    ],
  })),
];

/** A round badge in the level's colour with its number: the level's picture, made here. */
export function levelBadge(level: number, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${color}"/>` +
    `<circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-width="3" opacity="0.6"/>` +
    `<text x="32" y="41" font-family="Verdana,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${level}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The challenge checked as the factory checks it, so a wrong seed fails at once. */
function checked(challenge: SeedChallenge) {
  if (!layoutPlays(challenge.layout, challenge.interaction)) {
    throw new Error(
      `seed challenge ${challenge.key}: layout ${challenge.layout} does not play ${challenge.interaction}`,
    );
  }
  const data = gameContentDataFor(challenge.interaction).safeParse(challenge.data);
  if (!data.success) throw new Error(`seed challenge ${challenge.key}: ${data.error.message}`);
  return { data: data.data, settings: gameSettingsSchema.parse(challenge.settings) };
}

/**
 * Adds the library's challenges (published and shared with every platform, by the library's
 * author) that are missing, the BNCC codes they name, the levels of the given platforms and
 * the allowed game origin of the library's platform. Safe to run on every start.
 */
export async function seedChallenges(
  db: Database,
  library: ChallengeLibrary,
  challenges: readonly SeedChallenge[],
): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, library.platform));
  if (!platform) return;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platform_id, platform.id), eq(users.username, library.author)));
  if (!author) return;

  const codes = new Map(challenges.flatMap((challenge) => Object.entries(challenge.bncc)));
  if (codes.size > 0) {
    await db
      .insert(bnccCodes)
      .values([...codes].map(([code, description]) => ({ code, description })))
      .onConflictDoNothing();
  }
  if (challenges.length > 0) {
    await db
      .insert(gameContents)
      .values(
        challenges.map((challenge) => ({
          ...checked(challenge),
          platform_id: platform.id,
          author_id: author.id,
          seed_key: challenge.key,
          status: 'active' as const,
          step: 5,
          finished: true,
          shared: true,
          daily: challenge.daily ?? false,
          title: challenge.title,
          objective: challenge.objective,
          interaction: challenge.interaction,
          layout: challenge.layout,
          variation: challenge.variation,
          keywords: challenge.keywords,
          bncc: challenge.bncc,
          grade_ids: challenge.grade_ids.length > 0 ? challenge.grade_ids : [...STAGE_GRADE_IDS[challenge.stage]],
          subject: challenge.subject,
          tags: challenge.tags,
          pcd_voice: challenge.pcd_voice,
          pcd_sign: challenge.pcd_sign,
        })),
      )
      .onConflictDoNothing();
  }

  const levelPlatforms = await db
    .select({ id: platforms.id })
    .from(platforms)
    .where(inArray(platforms.slug, library.levelPlatforms));
  for (const { id } of levelPlatforms) {
    await db
      .insert(gameLevels)
      .values(
        SEED_LEVELS.map(({ level, requisitions }) => ({
          platform_id: id,
          level,
          color: levelColor(level),
          image_url: levelBadge(level, levelColor(level)),
          requisitions,
        })),
      )
      .onConflictDoNothing();
  }

  // Origins already chosen by the platform's administrators are left as they are.
  const origins = JSON.stringify(library.gameOrigins);
  await db
    .update(platforms)
    .set({
      theme: sql`${platforms.theme} || jsonb_build_object('configs', jsonb_build_object(${EXTERNAL_GAME_ORIGINS_CONFIG}::text, ${origins}::jsonb) || coalesce(${platforms.theme}->'configs', '{}'::jsonb))`,
      // The library is this platform's own: its students find it among the platform's challenges.
      features: sql`'{"customAvaChallenges": true}'::jsonb || ${platforms.features}`,
    })
    .where(eq(platforms.id, platform.id));
}
