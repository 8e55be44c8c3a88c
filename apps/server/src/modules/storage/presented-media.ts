import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import type { StorageService } from './storage.service.ts';

/** How stored content reaches the browser in an answer: files inside rich text and avatars as signed urls. */
export interface PresentedMedia {
  /** Stored rich text with its file placeholders resolved (rich-text-files.ts). */
  text(stored: string): string;
  /** A stored avatar url made readable without a token (long-lived). */
  avatar(url: string | null): string | null;
}

export function presentedMedia(storage: RichTextFileAccess & Pick<StorageService, 'presentImageUrl'>): PresentedMedia {
  return { text: createRichTextFiles(storage).forReader, avatar: storage.presentImageUrl };
}
