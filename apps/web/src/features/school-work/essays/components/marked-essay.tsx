import type { EssayBookmarkList } from '@ava/contracts';
import { essayToPlain } from '../essay-text.ts';
import { BookmarkList } from './bookmark-list.tsx';
import { FeedbackLegend } from './feedback-legend.tsx';
import { MarkedText } from './marked-text.tsx';

interface Props {
  /** The essay as stored (font-size tag included), shown when the marks do not say which text they are on. */
  essay: string | null;
  marks: EssayBookmarkList | undefined;
  title: string;
}

/**
 * A corrected essay as its student reads it: the text the marks were made on, with the marks,
 * their legend and their list. During a redo that is the text sent, not the draft that replaced it.
 */
export function MarkedEssay({ essay, marks, title }: Props) {
  const bookmarks = marks?.bookmarks ?? [];
  const { text, fontSize } = essayToPlain(markedText(essay, marks));
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-title">{title}</h2>
      {bookmarks.length > 0 && <FeedbackLegend />}
      <MarkedText text={text} fontSize={fontSize} bookmarks={bookmarks} label={title} />
      {bookmarks.length > 0 && <BookmarkList text={text} bookmarks={bookmarks} />}
    </section>
  );
}

/** The text the marks were made on; marks kept from before the server kept it are on the essay. */
export const markedText = (essay: string | null, marks: EssayBookmarkList | undefined) =>
  (marks?.bookmarks.length ? marks.text : null) ?? essay;
