import { averageRating, type ExamDetail, type ExamSearchResult } from '@ava/contracts';
import type { ExamBuilderRepository, ExamExtras, ExamRow } from './exam-builder.repository.ts';

type QuestionRow = Awaited<ReturnType<ExamBuilderRepository['questionsOf']>>[number];
type AlternativeRow = Awaited<ReturnType<ExamBuilderRepository['alternativesOf']>>[number];

/** How stored files and rich text reach the reader: signed urls. */
export interface ExamMedia {
  /** A stored key as a signed url, null stays null. */
  file(key: string | null): string | null;
  /** Stored rich text with its file placeholders resolved. */
  text(stored: string): string;
}

/** Whether the reader sees which alternative is correct (the author and other educators do; students never). */
export type Audience = 'educator' | 'student';

function presentShared(row: ExamRow, extras: ExamExtras, userId: string, media: ExamMedia) {
  const rating = extras.ratings.get(row.id);
  return {
    id: row.id,
    external_id: row.external_id,
    description: row.description,
    image_url: media.file(row.image_key),
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
  };
}

export function presentExamDetail(
  row: ExamRow,
  content: { questions: QuestionRow[]; alternatives: AlternativeRow[] },
  extras: ExamExtras,
  viewer: { userId: string; audience: Audience },
  media: ExamMedia,
): ExamDetail {
  const alternativesOf = new Map<string, AlternativeRow[]>();
  for (const alternative of content.alternatives) {
    alternativesOf.set(alternative.question_id, [...(alternativesOf.get(alternative.question_id) ?? []), alternative]);
  }
  return {
    ...presentShared(row, extras, viewer.userId, media),
    guidance: media.text(row.guidance),
    layout_id: row.layout_id ?? '',
    printed: row.printed,
    cdn: '',
    tags: row.tags,
    pcd_sign: row.pcd_sign,
    pcd_voice: row.pcd_voice,
    questions: content.questions
      .filter((question) => question.exam_id === row.id)
      .map((question) => ({
        id: question.id,
        position: question.position,
        printed: question.printed,
        question_txt: media.text(question.question_txt),
        question_img: media.file(question.question_img),
        question_snd: media.file(question.question_snd),
        bncc: question.bncc,
        alternatives: (alternativesOf.get(question.id) ?? []).map((alternative) => ({
          id: alternative.id,
          alternative_txt: media.text(alternative.alternative_txt),
          alternative_img: media.file(alternative.alternative_img),
          alternative_snd: media.file(alternative.alternative_snd),
          ...(viewer.audience === 'educator' ? { correct_alternative: alternative.correct_alternative } : {}),
        })),
      })),
  };
}

export function presentSearchResult(
  row: ExamRow,
  texts: { exam_id: string; id: string; question_txt: string }[],
  extras: ExamExtras,
  userId: string,
  media: ExamMedia,
): ExamSearchResult {
  const data = texts
    .filter((text) => text.exam_id === row.id)
    .map((text) => ({ id: text.id, question_txt: media.text(text.question_txt) }));
  return {
    ...presentShared(row, extras, userId, media),
    questions: { total: data.length, data },
    created_at: row.created_at.toISOString(),
  };
}
