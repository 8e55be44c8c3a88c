import { type ForumComment, forumAvatarUrl, roleGroup } from '@ava/contracts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import type { CommentRow } from './forum.repository.ts';

/** What the viewer may know and do, decided once per request by the service. */
export interface ForumViewer {
  userId: string;
  /** Educators of the activity see who wrote anonymous comments and may remove any comment. */
  educator: boolean;
  /** A guardian's dependents: their own anonymous comments are not hidden from the guardian. */
  dependentIds: readonly string[];
  /** A student in a trail step's forum without deleteComments: their comments stay. */
  keepsOwnComments?: boolean;
}

export function presentComment(row: CommentRow, viewer: ForumViewer, media: PresentedMedia): ForumComment {
  const mine = row.author_id === viewer.userId;
  const identified = !row.anonymous || mine || viewer.educator || viewer.dependentIds.includes(row.author_id);
  return {
    id: row.id,
    main_comment: row.parent_id ?? 0,
    comment: media.text(row.body),
    anonymous: row.anonymous,
    author: identified ? { id: row.author_id, name: row.author_name } : null,
    avatar_url: identified ? media.avatar(forumAvatarUrl(row.author_avatar)) : null,
    mine,
    favorite: row.favorite,
    applause: row.applause,
    applauded: row.applauded,
    by_student: roleGroup(row.author_role) === 'student',
    reached_purpose: row.reached_purpose,
    can_remove: (mine && !viewer.keepsOwnComments) || viewer.educator,
    created_at: row.created_at.toISOString(),
    sub_comments: [],
  };
}

/**
 * Rows ordered by id: threads newest first, replies oldest first under their thread. A student's
 * thread that others replied to is no longer theirs to remove (the service refuses it).
 */
export function presentThreads(rows: CommentRow[], viewer: ForumViewer, media: PresentedMedia): ForumComment[] {
  const threads = new Map<number, { author: string; comment: ForumComment }>();
  for (const row of rows) {
    if (row.parent_id === null)
      threads.set(row.id, { author: row.author_id, comment: presentComment(row, viewer, media) });
  }
  for (const row of rows) {
    const thread = row.parent_id === null ? undefined : threads.get(row.parent_id);
    if (!thread) continue;
    thread.comment.sub_comments.push(presentComment(row, viewer, media));
    if (row.author_id !== thread.author && !viewer.educator) thread.comment.can_remove = false;
  }
  return [...threads.values()].map((thread) => thread.comment).reverse();
}
