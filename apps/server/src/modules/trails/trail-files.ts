import { TRAIL_WIZARD_MESSAGES, type TrailFile, type TrailItemType } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import { resolveKey, type StorageService } from '../storage/storage.module.ts';
import type { TrailItemRow, TrailRow } from './trail-wizard.repository.ts';
import { TRAIL_FILES_NAMESPACE } from './trails.access.ts';

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });

/** The stored files a step of each file type shows. */
const ACCEPTS: Partial<Record<TrailItemType, (file: { category: string; content_type: string }) => boolean>> = {
  pdf: (file) => file.content_type === 'application/pdf',
  image: (file) => file.category === 'image',
  file: (file) => file.category === 'document' && file.content_type !== 'application/pdf',
};

/**
 * The files of a trail's steps (document 3 section 5): they live in the trail's own folder
 * (`trails/<trail id>`), so a copy of a step copies them, and a file no step, guidance or image
 * of the trail names any more is deleted from storage.
 */
export function createTrailFiles(deps: {
  storage: Pick<StorageService, 'meta' | 'copy' | 'remove'>;
  richText: Pick<RichTextFiles, 'filesOf'>;
}) {
  const { storage, richText } = deps;
  const folderOf = (user: AuthContext, trail: TrailRow) => `${user.platformId}/${TRAIL_FILES_NAMESPACE}/${trail.id}/`;

  /** Keys of a step's files and of the files its rich text shows. */
  const keysOfItem = (item: Pick<TrailItemRow, 'files' | 'editor_files'>) => [
    ...item.files.map((file) => file.key),
    ...item.editor_files.map((file) => file.key),
  ];

  return {
    /** The step's files as sent: each uploaded to the trail's folder, readable and of the step's kind. */
    async checked(user: AuthContext, trail: TrailRow, type: TrailItemType, files: TrailFile[]): Promise<TrailFile[]> {
      const accepts = ACCEPTS[type];
      if (!accepts) return [];
      if (files.length === 0) throw fieldError('trail.trail_files', TRAIL_WIZARD_MESSAGES.filesRequired);
      const checked: TrailFile[] = [];
      for (const file of files) {
        let key: string;
        try {
          key = resolveKey(user, file.key).key;
        } catch {
          throw fieldError('trail.trail_files', TRAIL_WIZARD_MESSAGES.fileNotOfTrail);
        }
        if (!key.startsWith(folderOf(user, trail))) {
          throw fieldError('trail.trail_files', TRAIL_WIZARD_MESSAGES.fileNotOfTrail);
        }
        const stored = await storage.meta(user, key);
        if (!accepts(stored)) throw fieldError('trail.trail_files', TRAIL_WIZARD_MESSAGES.fileTypeRefused);
        checked.push({ key, name: file.name || stored.file_name });
      }
      return checked;
    },

    /** The files stored rich text shows, as a step keeps them (`trail_editor_files`). */
    editorFiles(stored: string): TrailFile[] {
      return [...richText.filesOf(stored)].map((key) => ({ key, name: key.slice(key.lastIndexOf('/') + 1) }));
    },

    /** A new copy of each file in the trail's folder; `replace` maps each old key to its copy. */
    async copies(user: AuthContext, trail: TrailRow, keys: readonly string[]): Promise<Map<string, string>> {
      const replace = new Map<string, string>();
      try {
        for (const key of new Set(keys)) {
          const source = await storage.meta(user, key);
          const copy = await storage.copy(user, {
            key,
            name: source.file_name,
            dir: `${TRAIL_FILES_NAMESPACE}/${trail.id}`,
          });
          replace.set(key, copy.key);
        }
      } catch (error) {
        // A copy refused halfway leaves none of its files behind.
        await Promise.allSettled([...replace.values()].map((copied) => storage.remove(user, copied)));
        throw error;
      }
      return replace;
    },

    keysOfItem,

    /**
     * Deletes from storage the files among `candidates` of the trail's folder that the trail no
     * longer names (its steps, guidance and image). Files elsewhere are never deleted: another
     * text may name them. A failure leaves the file behind and the change stands.
     */
    async dropUnreferenced(
      user: AuthContext,
      trail: TrailRow,
      items: readonly TrailItemRow[],
      candidates: readonly string[],
    ): Promise<void> {
      const named = new Set([
        ...items.flatMap(keysOfItem),
        ...richText.filesOf(trail.guidance),
        ...(trail.image_key ? [trail.image_key] : []),
      ]);
      const gone = [...new Set(candidates)].filter((key) => key.startsWith(folderOf(user, trail)) && !named.has(key));
      await Promise.allSettled(gone.map((key) => storage.remove(user, key)));
    },
  };
}

export type TrailFiles = ReturnType<typeof createTrailFiles>;
