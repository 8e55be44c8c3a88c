import type { QuestionView, QuizSummary } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { QuestionRecord } from './question-bank.repository.ts';
import type { QuizRow } from './quizzes.repository.ts';

/** How stored media reach the reader: rich text with its files resolved, and a signed url per key. */
export interface QuestionMedia {
  text(stored: string): string;
  url(key: string | null): string | null;
}

export function presentQuestion(record: QuestionRecord, reader: AuthContext, media: QuestionMedia): QuestionView {
  const { question } = record;
  return {
    id: question.id,
    question_txt: media.text(question.question_txt),
    question_img: media.url(question.question_img),
    question_snd: media.url(question.question_snd),
    question_img_key: question.question_img,
    question_snd_key: question.question_snd,
    alternatives: record.alternatives.map((alternative) => ({
      id: alternative.id,
      alternative_txt: media.text(alternative.alternative_txt),
      alternative_img: media.url(alternative.alternative_img),
      alternative_snd: media.url(alternative.alternative_snd),
      alternative_img_key: alternative.alternative_img,
      alternative_snd_key: alternative.alternative_snd,
      correct_alternative: alternative.correct_alternative,
    })),
    bncc: question.bncc,
    keywords: question.keywords,
    grade_id: question.grade_id,
    subject: question.subject,
    classifications: question.classifications,
    likes: question.likes,
    uses: question.uses,
    liked: record.liked,
    author: { id: question.author_id, name: record.authorName },
    created_at: question.created_at.toISOString(),
    updated_at: question.updated_at.toISOString(),
    policies: { edit: question.author_id === reader.userId },
  };
}

export function presentQuizSummary(row: QuizRow, questionsCount: number): QuizSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    questions_count: questionsCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A statement as plain text (the 'description' of an exam search result). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
