import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ActivityAccess } from '../activities/activities.access.ts';
import type { AccessMode, AccessRule } from '../storage/storage.module.ts';
import type { RecentViewers } from './forum-viewers.ts';

/**
 * The storage namespace of images inside forum comments: `<platform>/forum/<activityId>/<file>`.
 * Unlike a user's own folder, the key names no author, so an anonymous comment's image does not
 * give its author away.
 */
export const FORUM_FILES_NAMESPACE = 'forum';

const activityIdSchema = z.uuid();

/**
 * Those who may comment (the activity's students and educators) upload; every reader of the
 * activity reads a file; only its educators list the folder, since a listing names each owner,
 * and delete a file, since every comment showing it would lose it. Reading goes by the reader's
 * recent decision about the forum, the one a post of theirs was just allowed by, so the files a
 * comment shows cost no second decision; writing is decided afresh.
 */
export function createForumFilesAccess(deps: {
  access: Pick<ActivityAccess, 'forViewer'>;
  viewers: Pick<RecentViewers, 'get'>;
}): AccessRule {
  return async (user: AuthContext, key: string, mode: AccessMode) => {
    const [activityId = '', file = ''] = key.split('/').slice(2);
    if (!activityIdSchema.safeParse(activityId).success) return false;
    try {
      if (mode === 'write') {
        const viewer = await deps.access.forViewer(user, activityId);
        return file === '' ? viewer.as !== 'guardian' : viewer.as === 'educator';
      }
      const viewer = await deps.viewers.get(user, activityId);
      return file !== '' || viewer.as === 'educator';
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  };
}
