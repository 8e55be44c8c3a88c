import { GAME_FACTORY_MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { type StorageService, urlOfKey } from '../storage/storage.module.ts';
import { contentFolder } from './challenges.access.ts';
import type { ContentRow } from './challenges.repository.ts';

const BACKGROUND_FIELD = 'body.data.background_img';

/**
 * A content's own files (its background picture), kept under its folder of the `challenges`
 * namespace: stored as the stable storage address, handed to players as signed urls, and
 * deleted with the draft.
 */
export function createContentFiles(storage: Pick<StorageService, 'keyOfUrl' | 'signedUrl' | 'list' | 'remove'>) {
  const inFolder = (content: ContentRow, key: string) => key.startsWith(`${contentFolder(content)}/`);

  return {
    /**
     * What the data step stores for a background: a file of the content's folder (by signed or
     * stored url), or an https picture elsewhere; anything else is refused.
     */
    storedBackground(content: ContentRow, url: string | null): string | null {
      if (!url) return null;
      const key = storage.keyOfUrl(url);
      if (key && inFolder(content, key)) return urlOfKey(key);
      if (!key && /^https:\/\/[^\s]+$/i.test(url)) return url;
      const message = GAME_FACTORY_MESSAGES.invalidBackground;
      throw badRequest(message, { fields: [{ field: BACKGROUND_FIELD, message }] });
    },

    /** The background as a player's browser loads it: a signed url for the content's own file. */
    background(content: ContentRow, stored: string | null): string | null {
      if (!stored) return null;
      const key = storage.keyOfUrl(stored);
      if (!key) return stored;
      return inFolder(content, key) ? storage.signedUrl(key) : null;
    },

    /** Deletes every file under the content's folder (the author's draft being deleted). */
    async removeAll(user: AuthContext, content: ContentRow): Promise<void> {
      const { files } = await storage.list(user, contentFolder(content));
      for (const file of files) await storage.remove(user, file.key);
    },
  };
}

export type ContentFiles = ReturnType<typeof createContentFiles>;
