import { UNKNOWN_STATUS } from '@ava/contracts';

/**
 * The request for the content, apart from its checks: main.tsx starts it from the raw URL
 * while the game's code (with the schemas) is still downloading, so the two travel together.
 */
export interface GameReply {
  status: number;
  ok: boolean;
  /** The answer's JSON, or its text when it is not JSON. */
  body: unknown;
}

export interface EarlyRequest {
  url: string;
  token: string;
  reply: Promise<GameReply>;
}

/** An http(s) address, or a path of this site (not '//host', which leaves it). */
export const isServerUrl = (value: string) => /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value);

export function gameDataUrl(serverUrl: string, contentId: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/educational_contents/games/data_only/${encodeURIComponent(contentId)}`;
}

/** GET data_only with the play token of the game URL (never the session's). */
export async function requestGame(url: string, token: string, signal?: AbortSignal): Promise<GameReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: UNKNOWN_STATUS, ok: false, body: null };
  }
  const text = await response.text();
  try {
    return { status: response.status, ok: response.ok, body: JSON.parse(text) };
  } catch {
    return { status: response.status, ok: response.ok, body: text };
  }
}

/** The request as the URL asks it, before the URL is checked (GameApp takes it only if the checked one matches). */
export function requestEarly(search: string): EarlyRequest | null {
  const params = new URLSearchParams(search);
  const [serverUrl, contentId, token] = ['server_url', 'content_id', 'token'].map((name) => params.get(name));
  if (!serverUrl || !contentId || !token || !isServerUrl(serverUrl)) return null;
  const url = gameDataUrl(serverUrl, contentId);
  return { url, token, reply: requestGame(url, token) };
}
