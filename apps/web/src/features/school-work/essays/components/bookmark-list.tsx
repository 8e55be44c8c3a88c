import { type EssayBookmark, essayCriterionLabel } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_COLORS, FEEDBACK_LABELS, feedbackOf } from '../essay-text.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';

interface Props {
  text: string;
  bookmarks: readonly EssayBookmark[];
  onRemove?: (bookmark: EssayBookmark) => void;
}

/** Each bookmark: the passage, its feedback type, competence and comment. */
export function BookmarkList({ text, bookmarks, onRemove }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const sorted = [...bookmarks].sort((a, b) => a.position.range.start - b.position.range.start);
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-title">{t('bookmarks')}</h3>
      {sorted.length === 0 && <p className="text-sm text-subtitle">{t('noBookmarks')}</p>}
      <ul className="flex flex-col gap-2">
        {sorted.map((bookmark) => {
          const { range, category, sub_competence } = bookmark.position;
          const feedback = feedbackOf(category);
          return (
            <li
              key={bookmark.id}
              className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3 text-sm"
            >
              <div className="flex items-center gap-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold text-title ${FEEDBACK_COLORS[feedback]}`}>
                  {FEEDBACK_LABELS[feedback]}
                </span>
                <span className="flex-1 text-xs text-subtitle">{essayCriterionLabel(sub_competence.id)}</span>
                {onRemove && (
                  <button
                    type="button"
                    onClick={() => onRemove(bookmark)}
                    className="text-xs font-semibold text-red-700"
                  >
                    {t('remove')}
                  </button>
                )}
              </div>
              <q className="text-subtitle italic">{text.slice(range.start, range.end)}</q>
              {sub_competence.comment && <p className="text-title">{sub_competence.comment}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
