import {
  averageRating,
  type GameContentData,
  type GameContentDraft,
  type GameDataOnlyResponse,
  type GameSearchResult,
  gameSettingsSchema,
  gameVariation,
} from '@ava/contracts';
import { isValidContent } from './challenge-rules.ts';
import type { ContentExtras, ContentRow } from './challenges.repository.ts';
import type { ContentFiles } from './content-files.ts';

type Background = ContentFiles['background'];

const dataWithBackground = (content: ContentRow, data: GameContentData, background: Background) => ({
  ...data,
  background_img: background(content, data.background_img),
});

/** The 'Challenge content draft' the factory reads back after each step. */
export function presentDraft(content: ContentRow, background: Background): GameContentDraft {
  return {
    oed_content_id: content.id,
    uid: content.author_id,
    step: content.step,
    status: content.status,
    title: content.title,
    objective: content.objective,
    interaction: content.interaction,
    engine: content.engine,
    variation: content.variation,
    layout: content.layout,
    external_url: content.external_url,
    data: content.data ? dataWithBackground(content, content.data, background) : null,
    settings: content.settings,
    keywords: content.keywords,
    bncc: content.bncc,
    classification: { grade_ids: content.grade_ids, subject: content.subject },
    tags: content.tags,
    pcd_sign: content.pcd_sign,
    pcd_voice: content.pcd_voice,
    validContent: isValidContent(content),
    isFinished: content.finished,
  };
}

/** A content as a card of the catalogue shows it, for the caller. */
export function presentSearchResult(content: ContentRow, extras: ContentExtras, userId: string): GameSearchResult {
  const ratings = extras.ratings.get(content.id);
  return {
    type: 'challenges',
    oed_content_id: content.id,
    title: content.title,
    objective: content.objective,
    interaction: content.interaction,
    layout: content.layout,
    layout_id: content.layout,
    engine: content.engine,
    status: content.status,
    difficulty: content.settings?.difficulty ?? 'facil',
    subject: content.subject,
    grade_ids: content.grade_ids,
    bncc: content.bncc,
    keywords: content.keywords,
    pcd_sign: content.pcd_sign,
    pcd_voice: content.pcd_voice,
    author: { id: content.author_id, name: extras.authors.get(content.author_id) ?? '' },
    is_author: content.author_id === userId,
    favorite: extras.favorites.has(content.id),
    rating: ratings ? averageRating(ratings.sum, ratings.count) : null,
    user_rating: ratings?.mine ?? null,
    game_used: extras.used.has(content.id),
    shared: content.shared,
    updated_at: content.updated_at.toISOString(),
  };
}

/** What the runtime plays (data_only); the content is playable (isPlayable) when this is called. */
export function presentDataOnly(
  content: ContentRow,
  data: GameContentData,
  sandbox: boolean,
  background: Background,
): GameDataOnlyResponse {
  return {
    oed_content_id: content.id,
    title: content.title,
    objective: content.objective,
    engine: content.engine,
    interaction: content.interaction,
    layout: content.layout ?? '',
    variation: { ...gameVariation(content.variation ?? '') },
    settings: gameSettingsSchema.parse(content.settings ?? {}),
    data: dataWithBackground(content, data, background),
    pcd_voice: content.pcd_voice,
    pcd_sign: content.pcd_sign,
    external_url: content.engine === 'diversos' ? content.external_url : null,
    sandbox,
  };
}
