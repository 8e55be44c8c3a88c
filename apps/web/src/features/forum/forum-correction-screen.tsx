import './forum-strings.ts';
import type { ActivityDetail } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton.tsx';
import { StudentSteps } from '../../components/student-steps/student-steps.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useForumComments } from './api/forum-comments.ts';
import { useForumParticipation } from './api/forum-participation.ts';
import { ForumComment } from './components/forum-comment.tsx';
import { FORUM_NAMESPACE } from './forum-strings.ts';

interface Props {
  activity: Pick<ActivityDetail, 'id'>;
  studentId: string;
}

/**
 * One student's participation in a forum activity, as the educator assesses it: their counts and
 * the threads they wrote or replied to, whole, each student's comment with its 'Atingiu o objetivo'
 * mark (one call per comment); the grade is given beside it, as for every kind.
 */
export function ForumStudentReview({ activity, studentId }: Props) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const headingId = useId();
  const participation = useForumParticipation(activity.id);
  const comments = useForumComments(activity.id, false, studentId);
  if (participation.isPending) return <Skeleton shape="card" />;
  if (participation.isError) return <LoadFailure error={participation.error} retry={participation.refetch} />;
  const counts = participation.data.find((row) => row.student_id === studentId);
  // Not assigned: the evaluation beside it says so.
  if (!counts) return null;
  const { name } = counts;
  const threads = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-title">
        {t('correction.title', { name })}
      </h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(
          [
            ['comments', counts.total_comments],
            ['applause', counts.total_applause],
            ['reached', counts.reached_purpose],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex gap-1.5">
            <dt className="text-subtitle">{t(`participation.${key}`)}:</dt>
            <dd className="font-semibold text-title">{value}</dd>
          </div>
        ))}
      </dl>
      {comments.isPending && <Skeleton rows={2} label={t('loading')} />}
      {comments.isError && <LoadFailure error={comments.error} retry={comments.refetch} />}
      {comments.isSuccess && threads.length === 0 && <p className="text-subtitle">{t('correction.none', { name })}</p>}
      {threads.length > 0 && (
        <ul aria-label={t('correction.threads', { name })} className="flex flex-col gap-4">
          {threads.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-gray-200 p-3">
              <ForumComment
                activity={activity.id}
                comment={comment}
                educator
                closed={false}
                threadId={comment.id}
                highlight={studentId}
              />
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}

function LoadFailure({ error, retry }: { error: Error; retry: () => unknown }) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  return (
    <div role="alert" className="rounded-xl bg-white p-4">
      <p className="text-subtitle">{error.message || t('loadError')}</p>
      <button type="button" onClick={() => retry()} className="font-semibold text-primary">
        {t('retry')}
      </button>
    </div>
  );
}

/** The steps through the forum's students in the order of its participation table. */
export function ForumStudentSteps({ activityId, studentId }: { activityId: string; studentId: string }) {
  const rows = useForumParticipation(activityId).data ?? [];
  const students = rows.map((row) => ({ student: row.student_id, name: row.name }));
  return <StudentSteps students={students} current={studentId} />;
}
