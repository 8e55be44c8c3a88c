import {
  EXTERNAL_GAME_ORIGINS_CONFIG,
  type GameContentData,
  gameContentDataFor,
  type Interaction,
  layoutPlays,
} from '@ava/contracts';
import type { ContentRow } from './challenges.repository.ts';

/** The data checked as the interaction plays it: its rounds, or the problems as [field path, message]. */
export function checkData(
  interaction: Interaction,
  data: unknown,
): { ok: true; data: GameContentData } | { ok: false; problems: { field: string; message: string }[] } {
  const parsed = gameContentDataFor(interaction).safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      field: ['body', 'data', ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  };
}

/** Layout, variation, settings and rounds that play together: what a game needs to open. */
export function isPlayable(content: ContentRow): boolean {
  return (
    !!content.layout &&
    !!content.variation &&
    !!content.settings &&
    layoutPlays(content.layout, content.interaction) &&
    checkData(content.interaction, content.data).ok &&
    (content.engine !== 'diversos' || !!content.external_url)
  );
}

/** Every step filled and valid ('validContent' of the draft): what publishing needs. */
export function isValidContent(content: ContentRow): boolean {
  return content.title.trim() !== '' && isPlayable(content) && content.grade_ids.length > 0 && !!content.subject;
}

/** The origins a platform's theme allows engine 'diversos' games from. */
export function allowedGameOrigins(theme: Record<string, unknown>): string[] {
  const configs = theme.configs;
  if (!configs || typeof configs !== 'object') return [];
  const origins = (configs as Record<string, unknown>)[EXTERNAL_GAME_ORIGINS_CONFIG];
  if (!Array.isArray(origins)) return [];
  return origins.flatMap((origin) => {
    const parsed = typeof origin === 'string' ? originOf(origin) : null;
    return parsed ? [parsed] : [];
  });
}

/** The https origin of an address; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
