import './forum-strings.ts';
import { type ActivityDetail, FORUM_MESSAGES } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { useForumComments } from './api/forum-comments.ts';
import { CommentComposer } from './components/comment-composer.tsx';
import { ForumComment } from './components/forum-comment.tsx';
import { ParticipationTable } from './components/participation-table.tsx';
import { FORUM_NAMESPACE } from './forum-strings.ts';

export interface ForumScreenProps {
  activity: Pick<ActivityDetail, 'id' | 'expired' | 'concluded' | 'archived'>;
  audience: 'student' | 'educator';
  /** A forum activity, whose answer is the comments: the educator grades each participation from the table. */
  graded?: boolean;
  /** The step of a trail whose forum this is (the trail player). */
  trailId?: string;
  /** A trail step's forum with hideComments: a student sees the others' comments once they commented. */
  hiddenUntilCommented?: boolean;
}

const VIEW =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-subtitle aria-pressed:bg-primary aria-pressed:text-on-primary';

/** Why a student may no longer comment, checked in the server's order; null while they may. */
function studentClosure(activity: ForumScreenProps['activity'], deadlineText: string): string | null {
  if (activity.concluded || activity.archived) return serverText(FORUM_MESSAGES.forumClosed);
  return activity.expired ? deadlineText : null;
}

/** The forum of an activity: students comment and reply; educators also moderate. */
export function ForumScreen({
  activity,
  audience,
  graded = false,
  trailId,
  hiddenUntilCommented = false,
}: ForumScreenProps) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const [favorites, setFavorites] = useState(false);
  const comments = useForumComments(activity.id, favorites, undefined, trailId);
  const educator = audience === 'educator';
  const closedText = educator ? null : studentClosure(activity, t('closed'));
  const closed = closedText !== null;
  // A forum that closes while the screen is open keeps its composer, read-only, so nothing typed is
  // lost; one already closed when opened shows only why.
  const [composerShown, setComposerShown] = useState(!closed);
  if (!closed && !composerShown) setComposerShown(true);
  const threads = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      {educator && !trailId && <ParticipationTable activity={activity.id} graded={graded} />}
      {closed && <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{closedText}</p>}
      {composerShown && (
        <section className="rounded-xl bg-white p-4 shadow-sm">
          <CommentComposer
            activity={activity.id}
            trailId={trailId}
            mainComment={0}
            label={t('newComment')}
            allowAnonymous={!educator}
            readOnly={closed}
          />
        </section>
      )}
      <fieldset
        aria-label={t('views.label')}
        className="flex gap-1 self-start rounded-xl border-0 bg-white p-1 shadow-sm"
      >
        <button type="button" className={VIEW} aria-pressed={!favorites} onClick={() => setFavorites(false)}>
          {t('views.all')}
        </button>
        <button type="button" className={VIEW} aria-pressed={favorites} onClick={() => setFavorites(true)}>
          {t('views.favorites')}
        </button>
      </fieldset>
      {comments.isPending && <Skeleton rows={3} label={t('loading')} />}
      {comments.isError && (
        <div role="alert" className="rounded-xl bg-white p-4">
          <p className="text-subtitle">{comments.error.message || t('loadError')}</p>
          <button type="button" onClick={() => comments.refetch()} className="font-semibold text-primary">
            {t('retry')}
          </button>
        </div>
      )}
      {comments.isSuccess && threads.length === 0 && (
        <p className="text-subtitle">
          {hiddenUntilCommented && !educator && comments.data.pages[0]?.commented === false
            ? t('hiddenUntilCommented')
            : favorites
              ? t('emptyFavorites')
              : t('empty')}
        </p>
      )}
      <div className="flex flex-col gap-6">
        {threads.map((comment) => (
          <div key={comment.id} className="rounded-xl bg-white p-4 shadow-sm">
            <ForumComment
              activity={activity.id}
              trailId={trailId}
              comment={comment}
              educator={educator}
              closed={closed}
              threadId={comment.id}
            />
          </div>
        ))}
      </div>
      {comments.hasNextPage && (
        <button
          type="button"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className={`${SECONDARY_BUTTON} self-center`}
        >
          {t('more')}
        </button>
      )}
    </div>
  );
}

/** The forum below the screen of another kind whose config enables one ('Fórum de dúvidas'). */
export function ForumSection(props: ForumScreenProps) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-title">
        {t('title')}
      </h2>
      <ForumScreen {...props} />
    </section>
  );
}
