import {
  type GameDataOnlyResponse,
  gameDataOnlyResponseSchema,
  messageForStatus,
  messageFromResponse,
  UNKNOWN_STATUS,
} from '@ava/contracts';
import { TEXTS } from '../texts.ts';
import type { GameAddress } from './address.ts';

export class GameLoadError extends Error {}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The content to play, read with the play token of the game URL (never the session's). */
export async function loadGame(address: GameAddress, signal?: AbortSignal): Promise<GameDataOnlyResponse> {
  let response: Response;
  try {
    response = await fetch(address.dataUrl, {
      headers: { authorization: `Bearer ${address.params.token}`, accept: 'application/json' },
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GameLoadError(messageForStatus(UNKNOWN_STATUS));
  }
  const body = await readBody(response);
  if (!response.ok) throw new GameLoadError(messageFromResponse(response.status, body));
  const parsed = gameDataOnlyResponseSchema.safeParse(body);
  if (!parsed.success) throw new GameLoadError(TEXTS.errors.badContent);
  if (parsed.data.engine !== 'ava') throw new GameLoadError(TEXTS.errors.otherEngine);
  if (parsed.data.data.challenges.length === 0) throw new GameLoadError(TEXTS.errors.noRounds);
  return parsed.data;
}
