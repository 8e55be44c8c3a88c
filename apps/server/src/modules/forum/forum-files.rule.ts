import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ActivityAccess } from '../activities/activities.access.ts';
import type { AccessMode, AccessRule } from '../storage/storage.module.ts';
import { parseKey, UUID } from '../storage/storage-keys.ts';

/**
 * The storage namespace of images inside forum comments: `<platform>/forum/<activityId>/<file>`.
 * Unlike a user's own folder, the key names no author, so an anonymous comment's image does not
 * give its author away.
 */
export const FORUM_FILES_NAMESPACE = 'forum';

/**
 * Those who may comment (the activity's students and educators) upload; every reader of the
 * activity reads a file; only its educators list the folder, since a listing names each owner,
 * and delete a file, since every comment showing it would lose it.
 */
export function createForumFilesRule(access: Pick<ActivityAccess, 'forViewer'>): AccessRule {
  return async (user: AuthContext, key: string, mode: AccessMode) => {
    const [activityId = '', file = ''] = parseKey(key).rest.split('/');
    if (!UUID.test(activityId)) return false;
    try {
      const viewer = await access.forViewer(user, activityId);
      if (mode === 'write') return file === '' ? viewer.as !== 'guardian' : viewer.as === 'educator';
      return file !== '' || viewer.as === 'educator';
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  };
}
