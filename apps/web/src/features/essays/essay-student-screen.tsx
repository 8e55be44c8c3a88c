import './essays-strings.ts';
import { SCHOOL_WORK_MESSAGES, type WorkDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { useWorkDetail } from '../school-work/api/work-detail.ts';
import { awaitsStart } from '../school-work/awaits-start.ts';
import { useBookmarks } from './api/bookmarks.ts';
import { BookmarkList } from './components/bookmark-list.tsx';
import { EssayWriter } from './components/essay-writer.tsx';
import { FeedbackLegend } from './components/feedback-legend.tsx';
import { MarkedText } from './components/marked-text.tsx';
import { essayToPlain } from './essay-text.ts';
import { ESSAYS_NAMESPACE } from './essays-strings.ts';

/** The student's essay: the writer while it may be sent, then the text with the teacher's marks. */
export function EssayStudentScreen({ activityId }: { activityId: string }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const essay = useWorkDetail(activityId);
  return (
    <QueryState query={essay} errorText={t('loadError')} retryText={t('retry')}>
      {(data) =>
        data.can_submit ? (
          <EssayWriter key={essay.dataUpdatedAt} activity={activityId} essay={data} />
        ) : (
          <ClosedEssay activityId={activityId} essay={data} />
        )
      }
    </QueryState>
  );
}

/** The essay that cannot be sent (yet, or any more), with the teacher's marks. */
function ClosedEssay({ activityId, essay }: { activityId: string; essay: WorkDetail }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const bookmarks = useBookmarks(activityId);
  if (awaitsStart(essay, new Date())) {
    return <p className="rounded-xl bg-white p-4 text-subtitle">{SCHOOL_WORK_MESSAGES.notStarted}</p>;
  }
  if (!essay.detail_text) return <p className="rounded-xl bg-white p-4 text-subtitle">{t('notSent')}</p>;
  const { text, fontSize } = essayToPlain(essay.detail_text);
  const marks = bookmarks.data ?? [];
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-title">{t('yourEssay')}</h2>
      {marks.length > 0 && <FeedbackLegend />}
      <MarkedText text={text} fontSize={fontSize} bookmarks={marks} label={t('yourEssay')} />
      {marks.length > 0 && <BookmarkList text={text} bookmarks={marks} />}
    </section>
  );
}
