import {
  LIBRARY_RATING_DEFAULT,
  type LibraryDetails,
  type LibraryItem,
  MEDIA_CODE_OF,
  SOURCE_TYPE_OF,
} from '@ava/contracts';
import type { LibraryExtras, LibraryItemRow } from './library.repository.ts';

/** Where the browser reads a stored file (a signed url). */
export type StoredUrl = (key: string) => string;

export function presentLibraryItem(row: LibraryItemRow, extras: LibraryExtras, url: StoredUrl): LibraryItem {
  return {
    id: row.id,
    source: row.platform_id ? 'platform' : 'default',
    type: SOURCE_TYPE_OF[row.card_type],
    media_type: MEDIA_CODE_OF[row.card_type],
    title: row.title,
    subtitle: row.subtitle,
    subject: row.subject,
    grade_ids: row.grade_ids,
    grades: row.grade_ids.map((id) => extras.gradeNames.get(id)).filter((name): name is string => Boolean(name)),
    bncc: row.bncc,
    cover_url: row.cover_key ? url(row.cover_key) : null,
    downloadable: row.downloadable,
    favorite: extras.favorites.has(row.id),
    rating: extras.averages.get(row.id) ?? LIBRARY_RATING_DEFAULT,
    user_rating: extras.own.get(row.id) ?? null,
  };
}

export function presentLibraryDetails(row: LibraryItemRow, extras: LibraryExtras, url: StoredUrl): LibraryDetails {
  return {
    ...presentLibraryItem(row, extras, url),
    description: row.description,
    body_html: row.body_html,
    video_url: row.video_url,
    file_url: row.file_key ? url(row.file_key) : null,
    audio_url: row.audio_key ? url(row.audio_key) : null,
    attachments: row.attachments.map((file) => ({ name: file.name, url: url(file.key) })),
    downloaded: extras.downloaded.has(row.id),
  };
}
