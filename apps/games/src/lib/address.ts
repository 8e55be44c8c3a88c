import { type GameUrlParams, gameUrlParamsSchema } from '@ava/contracts';

/** What the game's URL says: the parameters, where the content is read and which page may talk to the frame. */
export interface GameAddress {
  params: GameUrlParams;
  /** The only origin the frame posts to and listens to. */
  hostOrigin: string;
  dataUrl: string;
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * Reads the game URL parameters (document 3 section 3). Null when one is missing or malformed,
 * the engine is not this runtime's, or server_url is neither an http(s) address nor a path
 * of this site.
 */
export function readGameAddress(search: string, ownOrigin: string): GameAddress | null {
  const parsed = gameUrlParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) return null;
  const params = parsed.data;
  if (params.engine !== 'ava' || !params.content_id || !params.token) return null;
  const base = params.server_url.replace(/\/+$/, '');
  let hostOrigin = ownOrigin;
  if (ABSOLUTE.test(base)) {
    try {
      hostOrigin = new URL(base).origin;
    } catch {
      return null;
    }
  } else if (!base.startsWith('/') || base.startsWith('//')) {
    return null;
  }
  const dataUrl = `${base}/educational_contents/games/data_only/${encodeURIComponent(params.content_id)}`;
  return { params, hostOrigin, dataUrl };
}
