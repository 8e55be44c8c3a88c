import type { EssayBookmark, EssayBookmarkList } from '@ava/contracts';
import { decompressPosition } from './bookmark-position.ts';
import type { EssayBookmarkRow } from './essays.repository.ts';

export function presentBookmark(row: EssayBookmarkRow): EssayBookmark {
  return {
    id: row.id,
    activity: row.activity_id,
    student: row.student_id,
    teacher: row.teacher_id,
    position: decompressPosition(row.position),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The marks of one essay, and the text they were made on: the latest mark's (they are all made on the text sent). */
export function presentBookmarkList(rows: EssayBookmarkRow[]): EssayBookmarkList {
  return {
    bookmarks: rows.map(presentBookmark),
    text: rows.findLast((row) => row.essay_text !== null)?.essay_text ?? null,
  };
}
