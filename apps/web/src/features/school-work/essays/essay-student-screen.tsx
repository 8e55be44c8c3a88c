import './essays-strings.ts';
import { EXTERNAL_ACTIVITY_STATUS, SCHOOL_WORK_MESSAGES, type WorkDetail } from '@ava/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useWorkDetail } from '../api/work-detail.ts';
import { awaitsStart } from '../awaits-start.ts';
import { useBookmarks } from './api/bookmarks.ts';
import { EssayWriter } from './components/essay-writer.tsx';
import { MarkedEssay } from './components/marked-essay.tsx';
import { ESSAYS_NAMESPACE } from './essays-strings.ts';

/**
 * The student's essay: the writer while it may be sent (during a redo, beside the text sent with
 * the teacher's marks), then the text with the teacher's marks. `expired` holds the writer still
 * when the deadline passes while it is open.
 */
export function EssayStudentScreen({ activityId, expired }: { activityId: string; expired: boolean }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const essay = useWorkDetail(activityId);
  return (
    <QueryState query={essay} errorText={t('loadError')} retryText={t('retry')}>
      {(data) => {
        if (!data.can_submit) return <ClosedEssay activityId={activityId} essay={data} />;
        const writer = <EssayWriter activity={activityId} essay={data} expired={expired} />;
        return data.status === EXTERNAL_ACTIVITY_STATUS.redo ? (
          <Redo activityId={activityId} essay={data}>
            {writer}
          </Redo>
        ) : (
          writer
        );
      }}
    </QueryState>
  );
}

/** A redo: the student rewrites the essay beside the one the teacher corrected. */
function Redo({ activityId, essay, children }: { activityId: string; essay: WorkDetail; children: ReactNode }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const marks = useBookmarks(activityId);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {children}
      {marks.data?.bookmarks.length ? (
        <MarkedEssay essay={essay.detail_text} marks={marks.data} title={t('correctedEssay')} />
      ) : null}
    </div>
  );
}

/** The essay that cannot be sent (yet, or any more), with the teacher's marks. */
function ClosedEssay({ activityId, essay }: { activityId: string; essay: WorkDetail }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const marks = useBookmarks(activityId);
  if (awaitsStart(essay, new Date())) {
    return <p className="rounded-xl bg-white p-4 text-subtitle">{serverText(SCHOOL_WORK_MESSAGES.notStarted)}</p>;
  }
  if (!essay.detail_text) return <p className="rounded-xl bg-white p-4 text-subtitle">{t('notSent')}</p>;
  return <MarkedEssay essay={essay.detail_text} marks={marks.data} title={t('yourEssay')} />;
}
