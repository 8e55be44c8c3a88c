import {
  averageRating,
  type TrailDetail,
  type TrailFile,
  type TrailItem,
  type TrailItemType,
  type TrailSearchResult,
} from '@ava/contracts';
import type { TrailExtras, TrailItemRow, TrailRow } from './trail-wizard.repository.ts';

/** How stored files and rich text reach the reader: signed urls. */
export interface TrailMedia {
  file(key: string): string;
  /** Stored rich text with its key placeholders resolved. */
  text(stored: string): string;
}

/** Steps whose content is a link or an id, not rich text. */
const PLAIN_CONTENT: readonly TrailItemType[] = ['video', 'challenge'];

const presentFiles = (files: TrailFile[], media: TrailMedia) =>
  files.map((file) => ({ key: file.key, name: file.name, url: media.file(file.key) }));

export function presentTrailItem(item: TrailItemRow, challenges: Map<string, string>, media: TrailMedia): TrailItem {
  const type = item.type as TrailItemType;
  return {
    trail_id: item.id,
    trail_title: item.title,
    trail_type: type,
    trail_content: PLAIN_CONTENT.includes(type) ? item.content : media.text(item.content),
    trail_order: item.position,
    trail_files: presentFiles(item.files, media),
    trail_editor_files: presentFiles(item.editor_files, media),
    trail_questions: item.questions,
    challenge_title: type === 'challenge' ? (challenges.get(item.content) ?? null) : null,
  };
}

export function presentTrailSummary(
  row: TrailRow,
  extras: TrailExtras,
  userId: string,
  media: TrailMedia,
): TrailSearchResult {
  const rating = extras.ratings.get(row.id);
  return {
    id: row.id,
    external_id: row.external_id,
    title: row.title,
    image_url: row.image_key ? media.file(row.image_key) : null,
    layout: row.layout,
    status: row.status,
    author: { id: row.author_id, name: extras.authors.get(row.author_id) ?? '' },
    is_author: row.author_id === userId,
    bncc: row.bncc,
    keywords: row.keywords,
    classifications: row.grade_ids.flatMap((id) => {
      const name = extras.grades.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    favorite: extras.favorites.has(row.id),
    rating: rating ? averageRating(rating.sum, rating.count) : null,
    user_rating: rating?.mine ?? null,
    total_steps: extras.steps.get(row.id) ?? 0,
    created_at: row.created_at.toISOString(),
  };
}

export function presentTrailDetail(
  row: TrailRow,
  content: { items: TrailItemRow[]; challenges: Map<string, string> },
  extras: TrailExtras,
  userId: string,
  media: TrailMedia,
): TrailDetail {
  return {
    ...presentTrailSummary(row, extras, userId, media),
    guidance: media.text(row.guidance),
    cdn: '',
    tags: row.tags,
    pcd_sign: row.pcd_sign,
    pcd_voice: row.pcd_voice,
    trails: content.items
      .filter((item) => item.trail_id === row.id)
      .map((item) => presentTrailItem(item, content.challenges, media)),
  };
}
