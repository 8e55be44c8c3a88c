import { type GameUrlParams, gameUrlParamsSchema } from '@ava/contracts';
import { gameDataUrl, isServerUrl } from './request-game.ts';

/** What the game's URL says: the parameters, where the content is read and which page may talk to the frame. */
export interface GameAddress {
  params: GameUrlParams;
  /** The only origin the frame posts to and listens to. */
  hostOrigin: string;
  dataUrl: string;
}

/**
 * Reads the game URL parameters (document 3 section 3). Null when one is missing or malformed,
 * the engine is not this runtime's, or server_url is neither an http(s) address nor a path
 * of this site.
 */
export function readGameAddress(search: string, ownOrigin: string): GameAddress | null {
  const parsed = gameUrlParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) return null;
  const params = parsed.data;
  if (params.engine !== 'ava' || !params.content_id || !params.token || !isServerUrl(params.server_url)) return null;
  let hostOrigin = ownOrigin;
  if (!params.server_url.startsWith('/')) {
    try {
      hostOrigin = new URL(params.server_url).origin;
    } catch {
      return null;
    }
  }
  return { params, hostOrigin, dataUrl: gameDataUrl(params.server_url, params.content_id) };
}
