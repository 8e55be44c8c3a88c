import { BackLink } from '../../../components/back-link.tsx';
import './essays-strings.ts';
import {
  DELIVERY_STATUS,
  type EssayBookmark,
  type EssaySuggestion,
  essayRubricFor,
  type WorkDetail,
} from '@ava/contracts';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { PlatformContext } from '../../../lib/platform.ts';
import { notify } from '../../../lib/toast.ts';
import { useWorkDetail } from '../api/work-detail.ts';
import { DeliveryNote } from '../components/delivery-note.tsx';
import { useBookmarkChanges, useBookmarks } from './api/bookmarks.ts';
import { useEssaySuggestions } from './api/essay-suggestions.ts';
import { AssistantPanel } from './components/assistant-panel.tsx';
import { BookmarkFormPanel } from './components/bookmark-form.tsx';
import { BookmarkList } from './components/bookmark-list.tsx';
import { FeedbackLegend } from './components/feedback-legend.tsx';
import { MarkedEssay } from './components/marked-essay.tsx';
import { MarkedText, type TextRange } from './components/marked-text.tsx';
import { PassageFinder } from './components/passage-finder.tsx';
import { essayToPlain } from './essay-text.ts';
import { ESSAYS_NAMESPACE } from './essays-strings.ts';

interface Props {
  activityId: string;
  studentId: string;
}

/** A suggestion drawn on the text as the mark it would become. */
function asMark(suggestion: EssaySuggestion): EssayBookmark {
  const { id, activity, student, position, created_at } = suggestion;
  return { id, activity, student, teacher: '', position, created_at, updated_at: created_at };
}

/** The educator corrects one essay: selects passages and marks them with feedback. */
export function EssayCorrectionScreen({ activityId, studentId }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const essay = useWorkDetail(activityId, studentId);
  return (
    <QueryState query={essay} errorText={t('loadError')} retryText={t('retry')}>
      {(data) => <Correction activityId={activityId} studentId={studentId} essay={data} />}
    </QueryState>
  );
}

function Correction({ activityId, studentId, essay }: Props & { essay: WorkDetail }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const bookmarks = useBookmarks(activityId, studentId);
  const { remove } = useBookmarkChanges(activityId, studentId);
  const [range, setRange] = useState<TextRange | null>(null);
  const name = essay.student.name;
  const { text, fontSize } = essayToPlain(essay.detail_text);
  const marks = bookmarks.data?.bookmarks ?? [];
  // The server takes marks only while the essay stands sent: not a draft, nor during a redo, when the
  // text shown may be the student's draft and the marks stay on the text they were made on.
  const markable = essay.status === DELIVERY_STATUS.sent;
  const assistantOn = use(PlatformContext)?.theme.features.essayAiFeatures === true && markable;
  const assistant = useEssaySuggestions(activityId, studentId, assistantOn);
  const proposed = assistantOn ? (assistant.data?.suggestions ?? []) : [];

  return (
    <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm">
      <BackLink to="../.." relative="path">
        {t('back')}
      </BackLink>
      <h2 className="text-lg font-semibold text-title">{t('essayOf', { name })}</h2>
      <DeliveryNote work={essay} />
      {essay.detail_text ? (
        <div className="flex max-w-3xl flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-sm text-subtitle">{t(markable ? 'selectHint' : 'markAfterSending')}</p>
            {markable && <PassageFinder text={text} selection={range} onFound={setRange} />}
            {markable && <FeedbackLegend />}
            <MarkedText
              text={text}
              fontSize={fontSize}
              bookmarks={markable ? [...proposed.map(asMark), ...marks] : []}
              proposed={new Set(proposed.map((suggestion) => suggestion.id))}
              selection={range}
              onSelect={markable ? (next) => next && setRange(next) : undefined}
              label={t('essayOf', { name })}
            />
          </div>
          {markable && (
            <div className="flex flex-col gap-4">
              {range && (
                <BookmarkFormPanel
                  key={`${range.start}-${range.end}`}
                  activity={activityId}
                  student={studentId}
                  range={range}
                  excerpt={text.slice(range.start, range.end)}
                  rubric={essayRubricFor(essay.stage)}
                  onDone={() => setRange(null)}
                />
              )}
              <BookmarkList
                text={text}
                bookmarks={marks}
                onRemove={(bookmark) =>
                  remove.mutate(bookmark.id, { onSuccess: () => notify({ status: 'success', message: t('removed') }) })
                }
              />
              {assistantOn && (
                <AssistantPanel activity={activityId} student={studentId} text={text} answer={assistant.data} />
              )}
            </div>
          )}
          {!markable && marks.length > 0 && (
            <MarkedEssay essay={essay.detail_text} marks={bookmarks.data} title={t('correctedText')} />
          )}
        </div>
      ) : (
        <p className="text-subtitle">{t('notSent')}</p>
      )}
    </section>
  );
}
