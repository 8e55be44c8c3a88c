import type { FastifyInstance } from 'fastify';
import { createTaggedCache, type TaggedCache } from '../../platform/cache/tagged-cache.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { StudentSnapshot } from './student-activities.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that never changes what students' activity lists show (time logs, exam answers). */
    keepsStudentLists?: boolean;
  }
}

/** Where the database announces every change to rows the students' lists are read from (migration 0014). */
export const STUDENT_LISTS_CHANNEL = 'student_lists';

/** Students' first screens kept in memory; a student with 200 activities takes about 0.3 MB. */
export function createStudentSnapshots(maxEntries = 1_000): TaggedCache<StudentSnapshot> {
  return createTaggedCache<StudentSnapshot>({ maxEntries });
}

/**
 * Keeps the snapshots true: triggers on activities, their students' rows, users' and classrooms'
 * names NOTIFY the tag of each changed row on commit, heard by every instance on the database.
 * A write answered by this instance also drops every snapshot before its answer leaves, so whoever
 * wrote reads their change next, whatever the delay of the notification.
 */
export async function keepSnapshotsTrue(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'listen'>,
  snapshots: TaggedCache<StudentSnapshot>,
): Promise<void> {
  await database.listen(STUDENT_LISTS_CHANNEL, (tag) => snapshots.invalidateTags([tag]));
  app.addHook('onSend', async (request, _reply, payload) => {
    const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!reads && request.routeOptions.config?.keepsStudentLists !== true) snapshots.invalidateAll();
    return payload;
  });
}
