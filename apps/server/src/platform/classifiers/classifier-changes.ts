import { EXAM_BUILDER_MESSAGES, type ExamClassifierInput, splitKeywords } from '@ava/contracts';
import { badRequest } from '../http/app-error.ts';

/** What the exam and trail wizards classify their content by (document 3 section 3 'Classifier'). */
export interface Classified {
  bncc: Record<string, string>;
  keywords: string[];
  grade_ids: number[];
  tags: { id: string; code: string }[];
  pcd_sign: boolean;
  pcd_voice: boolean;
}

/**
 * The classifier step of a wizard: `bncc`, `keywords` and the flags replace what is stored when
 * sent, grades and tags are added and removed. Grades must be known (`known` holds the added ones
 * that exist); an unknown one is refused and nothing changes.
 */
export function classifierChanges(
  current: Pick<Classified, 'grade_ids' | 'tags'>,
  input: ExamClassifierInput,
  known: ReadonlyMap<number, string>,
): Partial<Classified> {
  const added = input.add_grade ?? [];
  if (added.some((id) => !known.has(id))) {
    const message = EXAM_BUILDER_MESSAGES.invalidGrade;
    throw badRequest(message, { fields: [{ field: 'body.add_grade', message }] });
  }
  const removedGrades = new Set(input.rm_grade ?? []);
  const removedTags = new Set(input.rm_tags ?? []);
  const tags = current.tags.filter((tag) => !removedTags.has(tag.id));
  for (const tag of input.add_tags ?? []) {
    if (!tags.some((kept) => kept.id === tag.id)) tags.push(tag);
  }
  const values: Partial<Classified> = {
    grade_ids: [...new Set([...current.grade_ids, ...added])].filter((id) => !removedGrades.has(id)),
    tags,
  };
  if (input.bncc) values.bncc = input.bncc;
  if (input.keywords !== undefined) values.keywords = splitKeywords(input.keywords);
  if (input.pcd_sign !== undefined) values.pcd_sign = input.pcd_sign;
  if (input.pcd_voice !== undefined) values.pcd_voice = input.pcd_voice;
  return values;
}
