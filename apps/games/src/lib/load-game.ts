import { type GameDataOnlyResponse, gameDataOnlyResponseSchema, messageFromResponse } from '@ava/contracts';
import { TEXTS } from '../texts.ts';
import type { GameAddress } from './address.ts';
import { type EarlyRequest, requestGame } from './request-game.ts';

export class GameLoadError extends Error {}

/** The content to play, checked; from the early request when it asked for the same content with the same token. */
export async function loadGame(
  address: GameAddress,
  early: EarlyRequest | null,
  signal?: AbortSignal,
): Promise<GameDataOnlyResponse> {
  const reply =
    early && early.url === address.dataUrl && early.token === address.params.token
      ? await early.reply
      : await requestGame(address.dataUrl, address.params.token, signal);
  if (!reply.ok) throw new GameLoadError(messageFromResponse(reply.status, reply.body));
  const parsed = gameDataOnlyResponseSchema.safeParse(reply.body);
  if (!parsed.success) throw new GameLoadError(TEXTS.errors.badContent);
  if (parsed.data.engine !== 'ava') throw new GameLoadError(TEXTS.errors.otherEngine);
  if (parsed.data.data.challenges.length === 0) throw new GameLoadError(TEXTS.errors.noRounds);
  return parsed.data;
}
