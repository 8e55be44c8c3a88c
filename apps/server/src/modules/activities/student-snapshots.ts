import type { FastifyInstance } from 'fastify';
import { createTaggedCache, type TaggedCache } from '../../platform/cache/tagged-cache.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { StudentSnapshot } from './student-activities.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This write changes what students' activity lists show (an activity, a delivery, a name):
     * the snapshots this instance keeps are dropped before its answer leaves.
     */
    changesStudentLists?: boolean;
  }
}

/** Where the database announces every change to rows the students' lists are read from (migration 0015). */
export const STUDENT_LISTS_CHANNEL = 'student_lists';

export interface StudentListsCache {
  /** Students' first screens kept in memory; a student with 200 activities takes about 0.3 MB. */
  snapshots: TaggedCache<StudentSnapshot>;
  /** Drops every snapshot after a route that declares `changesStudentLists`, before it answers. */
  dropOnChangingWrites(app: FastifyInstance): void;
}

/**
 * Keeps the snapshots true: triggers on activities, their students' rows, users' and classrooms'
 * names NOTIFY the tag of each changed row on commit, heard by every instance on the database.
 * A write that declares `changesStudentLists` also drops this instance's snapshots before its
 * answer leaves, so whoever wrote reads their change next, whatever the delay of the notification.
 */
export async function createStudentListsCache(
  database: Pick<DatabaseHandle, 'listen'>,
  maxEntries = 1_000,
): Promise<StudentListsCache> {
  const snapshots = createTaggedCache<StudentSnapshot>({ maxEntries });
  await database.listen(STUDENT_LISTS_CHANNEL, (tag) => snapshots.invalidateTags([tag]));
  return {
    snapshots,
    dropOnChangingWrites(app) {
      app.addHook('onSend', async (request, _reply, payload) => {
        if (request.routeOptions.config?.changesStudentLists === true) snapshots.invalidateAll();
        return payload;
      });
    },
  };
}
