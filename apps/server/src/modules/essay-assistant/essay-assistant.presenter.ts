import { type EssayAssessment, type EssaySuggestion, essayCriterionLabel } from '@ava/contracts';
import { decompressPosition } from '../essays/essays.module.ts';
import type { AssessmentRow, SuggestionRow } from './essay-assistant.repository.ts';

export function presentSuggestion(row: SuggestionRow): EssaySuggestion {
  return {
    id: row.id,
    activity: row.activity_id,
    student: row.student_id,
    chat: row.chat_id,
    source: row.source as EssaySuggestion['source'],
    status: row.status as EssaySuggestion['status'],
    position: decompressPosition(row.position),
    rule: row.rule,
    bookmark: row.bookmark_id,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAssessment(row: AssessmentRow): EssayAssessment {
  const scores = row.scores.map((score) => ({ ...score, label: essayCriterionLabel(score.id) }));
  return {
    rubric: row.rubric as EssayAssessment['rubric'],
    scores,
    total: scores.reduce((sum, score) => sum + score.score, 0),
    max_total: scores.reduce((sum, score) => sum + score.max, 0),
    created_at: row.created_at.toISOString(),
  };
}
