import {
  DELIVERY_STATUS,
  energyEventOf,
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  type ForumList,
  type ForumListQuery,
  type ForumParticipation,
  isExpiredFor,
  MESSAGES,
  roleGroup,
  TRAIL_PLAYER_MESSAGES,
  trailConfigOf,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { createMicroBatch } from '../../platform/db/micro-batch.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import { isBlankRichText } from '../../platform/rich-text/sanitize.ts';
import type { ActivityAccess, ActivityRow, ViewerAccess } from '../activities/activities.access.ts';
import type { DeliveryRepository, SentDelivery } from '../activities/activities.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import { type ForumViewer, presentComment, presentThreads } from './forum.presenter.ts';
import type { CommentRefusal, ForumRef, ForumRepository, NewComment } from './forum.repository.ts';
import { FORUM_FILES_NAMESPACE } from './forum-files.access.ts';
import type { RecentViewers } from './forum-viewers.ts';

export interface NewCommentInput {
  activity: string;
  main_comment: number;
  comment: string;
  anonymous: boolean;
  ignore_energy: boolean;
}

const commentNotFound = () => notFound(FORUM_MESSAGES.commentNotFound);

/** A comment to store, with the delivery it makes (a student's in a forum activity), if any. */
interface PendingComment extends NewComment {
  deliveredAt: Date | null;
}

/** Why a comment that passed the (possibly cached) checks was not stored, as the statement storing it found. */
function refusalError(refused: CommentRefusal): AppError {
  if (refused === 'forumClosed') return new AppError(403, FORUM_MESSAGES.forumClosed);
  if (refused === 'activityNotFound') return notFound(MESSAGES.activityNotFound);
  return commentNotFound();
}

/** The deliveries the stored comments make, per platform. */
function deliveriesByPlatform(pending: PendingComment[], stored: boolean[]): Map<string, SentDelivery[]> {
  const byPlatform = new Map<string, SentDelivery[]>();
  for (const [index, item] of pending.entries()) {
    if (!stored[index] || item.deliveredAt === null) continue;
    const sent = byPlatform.get(item.platformId) ?? [];
    sent.push({ activityId: item.forum.activityId, studentId: item.authorId, deliveredAt: item.deliveredAt });
    byPlatform.set(item.platformId, sent);
  }
  return byPlatform;
}

/** A trail item's forum lives in a trail; any other forum is a forum activity or one whose config enables it. */
function forumOf(activity: ActivityRow, trailId: string | undefined): ForumRef {
  const enabled = trailId ? activity.kind === 'trail' : activity.kind === 'forum' || activity.config.forum === true;
  if (!enabled) throw notFound(FORUM_MESSAGES.forumDisabled);
  return { activityId: activity.id, trailId: trailId ?? '' };
}

/**
 * In a forum activity a student's first comment is their answer: it marks their delivery sent
 * (document 2 section 4), in the transaction that stores it, so participation counts it. Later
 * comments deliver nothing new: the viewer's delivery is already sent (its status may be seconds
 * old, so recordSent keeps an earlier date; a removal that reopens a delivery forgets its author's
 * viewer). The forum of an essay or a trail item is only a place to talk about that activity.
 */
function deliversForum(viewer: ViewerAccess, forum: ForumRef): boolean {
  return (
    viewer.as === 'student' &&
    viewer.activity.kind === 'forum' &&
    forum.trailId === '' &&
    viewer.assignment.status !== DELIVERY_STATUS.sent
  );
}

/**
 * A student acts in a forum (comments, removes their comment, applauds) only while it is open to
 * them: not once the teacher concluded or archived the activity, nor after its end time. What they
 * delivered and what was graded stays as it was then.
 */
function requireOpenToStudent(viewer: ViewerAccess, now: Date): void {
  if (viewer.as !== 'student') return;
  const { activity, assignment } = viewer;
  if (activity.concluded_at !== null || activity.archived_at !== null) {
    throw new AppError(403, FORUM_MESSAGES.forumClosed);
  }
  if (isExpiredFor(activity.end_time, assignment.status, now)) throw new AppError(403, FORUM_MESSAGES.activityExpired);
}

/**
 * An anonymous comment shows only images of its forum's own folder, whose keys name no one: a file
 * of the author's own folder (their work, their profile) names them in its address.
 */
function requireAnonymousFiles(user: AuthContext, activityId: string, keys: Set<string>): void {
  const forumFolder = `${user.platformId}/${FORUM_FILES_NAMESPACE}/${activityId}/`;
  if ([...keys].some((key) => !key.startsWith(forumFolder))) throw badRequest(FORUM_MESSAGES.anonymousForeignFile);
}

function viewerOf(user: AuthContext, access: ViewerAccess, forum: ForumRef): ForumViewer {
  return {
    userId: user.userId,
    educator: access.as === 'educator',
    dependentIds: access.as === 'guardian' ? access.dependentIds : [],
    keepsOwnComments: keepsOwnComments(access, forum.trailId),
  };
}

/** In a trail's step forums a student removes their own comments only when the config has deleteComments. */
function keepsOwnComments(access: ViewerAccess, trailId: string): boolean {
  return access.as === 'student' && trailId !== '' && !trailConfigOf(access.activity.config).deleteComments;
}

/**
 * The forum of an activity. Assigned students and the activity's educators read and write;
 * guardians of an assigned student only read. Anonymous comments hide their author from
 * other students and guardians, not from the educators, who moderate and grade them.
 */
export function createForumService(deps: {
  forumRepo: ForumRepository;
  /** A student's comment in a forum activity is their delivery; removing their last one takes it back. */
  deliveries: Pick<DeliveryRepository, 'recordSent' | 'reopen'>;
  transact: Transact;
  access: Pick<ActivityAccess, 'forTeacher' | 'forViewer'>;
  /** The reader's recent access decision, for the hot paths (reading and posting). */
  viewers: RecentViewers;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  clock: Clock;
  /** Stored files inside comments become checked placeholders when saved. */
  richText: Pick<RichTextFiles, 'forStorage' | 'filesOf'>;
  /** Files inside comments and avatars as signed urls when read. */
  media: PresentedMedia;
}) {
  const { forumRepo, deliveries, transact, access, viewers, mapEnergy, clock, richText, media } = deps;

  /** Stores the comments and the deliveries they make, in one transaction. */
  async function storeComments(pending: PendingComment[], tx: Executor) {
    const results = await forumRepo.insertComments(pending, tx);
    const delivered = deliveriesByPlatform(
      pending,
      results.map((result) => 'comment' in result),
    );
    for (const [platformId, sent] of delivered) await deliveries.recordSent(platformId, sent, tx);
    return results;
  }

  // Concurrent posts share one INSERT statement (see platform/db/micro-batch.ts), in a transaction
  // with the deliveries when some comment delivers; most comments deliver nothing, and go alone.
  const insertComment = createMicroBatch((pending: PendingComment[]) =>
    pending.some((item) => item.deliveredAt !== null)
      ? transact((tx) => storeComments(pending, tx))
      : forumRepo.insertComments(pending),
  );

  /** Reading is open to every viewer; acting (writing, applause, bookmarks) is not for guardians. */
  async function forActor(user: AuthContext, activityId: string) {
    const viewer = await access.forViewer(user, activityId);
    if (viewer.as === 'guardian') throw forbidden();
    return viewer;
  }

  /** An actor who changes what the forum shows (applause, removal): a student only while it is open. */
  async function forChange(user: AuthContext, activityId: string) {
    const viewer = await forActor(user, activityId);
    requireOpenToStudent(viewer, clock.now());
    return viewer;
  }

  async function existingComment(user: AuthContext, commentId: number) {
    const comment = await forumRepo.findComment(user.platformId, commentId);
    if (!comment) throw commentNotFound();
    return comment;
  }

  return {
    async list(user: AuthContext, query: ForumListQuery): Promise<ForumList> {
      const viewer = await viewers.get(user, query.activity);
      // Whose threads these are tells who wrote anonymous ones: only the educators, who know, may ask.
      if (query.student !== undefined && viewer.as !== 'educator') throw forbidden();
      const forum = forumOf(viewer.activity, query.trail_id);
      const [rows, commented] = await Promise.all([
        forumRepo.page(user.platformId, forum, user.userId, {
          before: query.page,
          favoritesOnly: query.favorite === true,
          authorId: query.student,
          // One thread more than a page tells whether another page follows.
          limit: FORUM_PAGE_SIZE + 1,
        }),
        forumRepo.hasCommented(user.platformId, forum, user.userId),
      ]);
      // Document 2 section 5: in a trail, a student sees a step's comments only once they commented there.
      if (
        viewer.as === 'student' &&
        forum.trailId !== '' &&
        trailConfigOf(viewer.activity.config).hideComments &&
        !commented
      ) {
        return { comments: [], commented, next_page: null };
      }
      const threads = presentThreads(rows, viewerOf(user, viewer, forum), media);
      const comments = threads.slice(0, FORUM_PAGE_SIZE);
      const last = comments.at(-1);
      return { comments, commented, next_page: threads.length > FORUM_PAGE_SIZE && last ? last.id : null };
    },

    /**
     * Access is decided once, by the reader's recent decision: the files the comment shows are
     * checked under it (forum-files.access.ts), and the statement storing the comment re-checks
     * only what may have changed since, answering why it refused.
     */
    async post(user: AuthContext, trailId: string | undefined, input: NewCommentInput) {
      const viewer = await viewers.get(user, input.activity);
      if (viewer.as === 'guardian') throw forbidden();
      const forum = forumOf(viewer.activity, trailId);
      requireOpenToStudent(viewer, clock.now());
      const body = await richText.forStorage(user, input.comment);
      if (isBlankRichText(body)) throw badRequest(FORUM_MESSAGES.commentRequired);
      if (input.anonymous) requireAnonymousFiles(user, input.activity, richText.filesOf(body));
      const stored = await insertComment({
        platformId: user.platformId,
        forum,
        authorId: user.userId,
        mainComment: input.main_comment,
        body,
        anonymous: input.anonymous,
        deliveredAt: deliversForum(viewer, forum) ? clock.now() : null,
        asStudent: viewer.as === 'student',
      });
      if ('refused' in stored) {
        viewers.forget(user, input.activity);
        throw refusalError(stored.refused);
      }
      const kind = energyEventOf({ action: 'forum_comment', ignore_energy: input.ignore_energy });
      const energy = kind ? await mapEnergy.raise(user, { kind, source: 'forum_comment' }) : null;
      return { comment: presentComment(stored.comment, viewerOf(user, viewer, forum), media), energy };
    },

    async applaud(user: AuthContext, commentId: number) {
      const comment = await existingComment(user, commentId);
      await forChange(user, comment.activity_id);
      if (comment.author_id === user.userId) throw badRequest(FORUM_MESSAGES.ownApplause);
      return { applause: await forumRepo.applaud(user.platformId, commentId, user.userId), applauded: true };
    },

    async favorite(user: AuthContext, commentId: number, favorite: boolean) {
      const comment = await existingComment(user, commentId);
      await forActor(user, comment.activity_id);
      await forumRepo.setFavorite(user.platformId, commentId, user.userId, favorite);
      return { favorite };
    },

    /**
     * An educator of the activity, or its author while no one else replied (and, a student, while the
     * forum is open to them): the replies go with it, and a classmate's reply (in a forum activity,
     * their delivered answer) is not its author's to remove.
     */
    async remove(user: AuthContext, commentId: number): Promise<void> {
      const comment = await existingComment(user, commentId);
      if (comment.author_id !== user.userId) await access.forTeacher(user, comment.activity_id);
      else {
        const viewer = await forChange(user, comment.activity_id);
        if (keepsOwnComments(viewer, comment.trail_id)) {
          throw new AppError(403, TRAIL_PLAYER_MESSAGES.deleteNotAllowed);
        }
        if (viewer.as !== 'educator' && comment.repliedByOthers) throw badRequest(FORUM_MESSAGES.repliedByOthers);
      }
      const reopened = await transact(async (tx) => {
        const leftWithout = await forumRepo.remove(user.platformId, commentId, tx);
        await deliveries.reopen(user.platformId, leftWithout, tx);
        return leftWithout;
      });
      for (const { activityId, studentId } of reopened) {
        viewers.forget({ platformId: user.platformId, userId: studentId }, activityId);
      }
    },

    async reachedPurpose(user: AuthContext, commentId: number, value: boolean) {
      const comment = await existingComment(user, commentId);
      await access.forTeacher(user, comment.activity_id);
      if (roleGroup(comment.author_role) !== 'student') throw badRequest(FORUM_MESSAGES.onlyStudentComments);
      await forumRepo.setReachedPurpose(user.platformId, commentId, value);
      return { reached_purpose: value };
    },

    async participation(user: AuthContext, activityId: string, trailId?: string): Promise<ForumParticipation> {
      await access.forTeacher(user, activityId);
      return { students: await forumRepo.participation(user.platformId, activityId, trailId) };
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
