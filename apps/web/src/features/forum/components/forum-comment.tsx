import { type ForumComment as Comment, formatDateTime, forumAvatarUrl } from '@ava/contracts';
import Star from 'lucide-react/icons/star';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileImageSource } from '../../../components/art/use-profile-image.ts';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { type ForumAction, useForumAction } from '../api/forum-mutations.ts';
import { FORUM_NAMESPACE } from '../forum-strings.ts';
import { CommentComposer } from './comment-composer.tsx';

interface Props {
  activity: string;
  /** The step of a trail whose forum this is. */
  trailId?: string;
  comment: Comment;
  educator: boolean;
  closed: boolean;
  /** The thread's top-level comment: replies of replies join its thread. */
  threadId: number;
  /** The student whose participation is assessed: their comments stand out in the thread. */
  highlight?: string;
}

const ACTION =
  'flex min-h-8 items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold text-primary hover:bg-light aria-pressed:bg-primary aria-pressed:text-on-primary disabled:opacity-50';

/** One comment with applause, favourite, reply, removal and (for educators) the reached-purpose mark. */
export function ForumComment({ activity, trailId, comment, educator, closed, threadId, highlight }: Props) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const action = useForumAction(activity);
  const [replying, setReplying] = useState(false);
  const [removing, setRemoving] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // Cancelled or sent, the reply box gives focus back to the 'Responder' that opened it.
  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  // The server names the caller's own comments (anonymous or not): the author's name and avatar, as others see them.
  const author = comment.author?.name ?? t('anonymousAuthor');
  const countId = useId();
  // The actions' names say whose comment they act on: 'seu comentário', 'o comentário anônimo' or its author's.
  const whose = {
    name: comment.author?.name,
    context: comment.mine ? 'mine' : comment.author ? undefined : 'anonymous',
  };
  const avatar = useProfileImageSource(forumAvatarUrl(comment.avatar_url));
  const act = (next: ForumAction) => action.mutate(next);
  // One applause per person, never taken back: held from the click (a double click sends one) until
  // the list read again says so, and given back only if it failed.
  const [applauding, setApplauding] = useState(false);
  const applauded = comment.applauded || applauding;
  const applaud = () => {
    if (applauded) return;
    setApplauding(true);
    action.mutate({ type: 'applause', comment: comment.id }, { onError: () => setApplauding(false) });
  };

  return (
    <article
      aria-label={author}
      className={`flex gap-3 ${highlight !== undefined && comment.author?.id === highlight ? 'rounded-lg bg-light p-2' : ''}`}
      data-testid="forum-comment"
    >
      {avatar ? (
        <img src={avatar} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-light font-bold text-dark"
        >
          {author.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <header className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-title">{author}</span>
          {/* Posted anonymously, yet named to this reader (its educators, its author): they should know the others do not see it. */}
          {comment.anonymous && (comment.mine || comment.author) && (
            <span className="text-xs text-subtitle">{t('anonymousTag')}</span>
          )}
          <time dateTime={comment.created_at} className="text-xs text-subtitle">
            {formatDateTime(comment.created_at)}
          </time>
          {comment.reached_purpose && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t('reachedPurpose')}
            </span>
          )}
        </header>
        <RichTextView html={comment.comment} className="text-title" />
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={ACTION}
            aria-label={t('labels.applause', whose)}
            aria-describedby={countId}
            aria-pressed={applauded}
            disabled={closed || comment.mine || applauded || action.isPending}
            onClick={applaud}
          >
            <ThumbsUp className="size-4 shrink-0" aria-hidden="true" />
            {t('applause')}
          </button>
          <span id={countId} className="px-1 text-sm text-subtitle">
            {t('applauseCount', { count: comment.applause })}
          </span>
          <button
            type="button"
            className={ACTION}
            aria-label={t('labels.favorite', whose)}
            aria-pressed={comment.favorite}
            disabled={action.isPending}
            onClick={() => act({ type: 'favorite', comment: comment.id, favorite: !comment.favorite })}
          >
            <Star className={`size-4 shrink-0 ${comment.favorite ? 'fill-current' : ''}`} aria-hidden="true" />
            {t('favorite')}
          </button>
          {!closed && (
            <button
              ref={replyButton}
              type="button"
              className={ACTION}
              aria-label={t('labels.reply', whose)}
              onClick={() => setReplying(true)}
            >
              {t('reply')}
            </button>
          )}
          {educator && comment.by_student && (
            <button
              type="button"
              className={ACTION}
              // One label; whether it is marked is its pressed state.
              aria-pressed={comment.reached_purpose}
              disabled={action.isPending}
              onClick={() =>
                act({ type: 'reached_purpose', comment: comment.id, reached_purpose: !comment.reached_purpose })
              }
            >
              {t('reachedPurpose')}
            </button>
          )}
          {comment.can_remove && !closed && (
            <button
              type="button"
              className={`${ACTION} text-red-700`}
              aria-label={t('labels.remove', whose)}
              onClick={() => setRemoving(true)}
            >
              {t('remove')}
            </button>
          )}
        </div>
        {replying && (
          <CommentComposer
            activity={activity}
            trailId={trailId}
            mainComment={threadId}
            label={t('replyTo', { name: author })}
            allowAnonymous={!educator}
            readOnly={closed}
            autoFocus
            onDone={closeReply}
            onCancel={closeReply}
          />
        )}
        {comment.sub_comments.length > 0 && (
          <div className="flex flex-col gap-4 border-l-2 border-light pl-4">
            {comment.sub_comments.map((reply) => (
              <ForumComment
                key={reply.id}
                activity={activity}
                trailId={trailId}
                comment={reply}
                educator={educator}
                closed={closed}
                threadId={threadId}
                highlight={highlight}
              />
            ))}
          </div>
        )}
      </div>
      <StatusModal
        open={removing}
        title={t('confirmRemove.title')}
        message={t('confirmRemove.description')}
        cancelLabel={t('cancel')}
        confirmLabel={t('confirmRemove.confirm')}
        busy={action.isPending}
        onOpenChange={(next) => !next && setRemoving(false)}
        onConfirm={() =>
          action.mutate({ type: 'remove', comment: comment.id }, { onSettled: () => setRemoving(false) })
        }
      />
    </article>
  );
}
