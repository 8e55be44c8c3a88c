import {
  DIAGNOSIS_ATTENTION_HIT_RATE,
  DIAGNOSIS_ATTENTION_MIN_ANSWERS,
  DIAGNOSIS_TOP_SKILLS,
  type DiagnosisReport,
  hitRate,
  KNOWLEDGE_AREAS,
  type KnowledgeAreaId,
  knowledgeAreaName,
} from '@ava/contracts';
import type { DiagnosisRow } from './diagnosis.repository.ts';

const hitsOf = (row: Pick<DiagnosisRow, 'answers' | 'correct'>) => ({
  answers: row.answers,
  correct: row.correct,
  hit_rate: hitRate(row.correct, row.answers),
});

const areaOrder = (area: KnowledgeAreaId | null) => KNOWLEDGE_AREAS.findIndex((known) => known.id === area);
const byRate = (a: { hit_rate: number | null }, b: { hit_rate: number | null }) =>
  (a.hit_rate ?? 0) - (b.hit_rate ?? 0);

/** The grouped rows of the report's statement as the answer: areas in BNCC order, the worst first elsewhere. */
export function presentReport(rows: DiagnosisRow[]): DiagnosisReport {
  const at = (level: DiagnosisRow['level']) => rows.filter((row) => row.level === level);
  const total = at('total')[0];
  return {
    attention: { hit_rate: DIAGNOSIS_ATTENTION_HIT_RATE, min_answers: DIAGNOSIS_ATTENTION_MIN_ANSWERS },
    totals: { ...hitsOf(total ?? { answers: 0, correct: 0 }), students: total?.students ?? 0 },
    areas: at('area')
      .sort((a, b) => areaOrder(a.area) - areaOrder(b.area))
      .map((row) => ({
        area: row.area as KnowledgeAreaId,
        name: knowledgeAreaName(row.area as KnowledgeAreaId),
        ...hitsOf(row),
      })),
    classrooms: at('classroom')
      .sort(
        (a, b) =>
          (b.year ?? 0) - (a.year ?? 0) ||
          (a.classroom ?? '').localeCompare(b.classroom ?? '', 'pt-BR') ||
          areaOrder(a.area) - areaOrder(b.area),
      )
      .map((row) => ({
        classroom_id: row.classroom_id as string,
        classroom: row.classroom ?? '',
        year: row.year ?? 0,
        area: row.area as KnowledgeAreaId,
        name: knowledgeAreaName(row.area as KnowledgeAreaId),
        ...hitsOf(row),
      })),
    skills: at('skill')
      .map((row) => ({
        code: row.code as string,
        description: row.description ?? '',
        area: row.area as KnowledgeAreaId,
        missed: row.answers - row.correct,
        ...hitsOf(row),
      }))
      .filter((skill) => skill.missed > 0)
      .sort((a, b) => b.missed - a.missed || byRate(a, b) || a.code.localeCompare(b.code))
      .slice(0, DIAGNOSIS_TOP_SKILLS),
    students: at('student')
      .map((row) => ({
        student_id: row.student_id as string,
        name: row.student ?? '',
        classroom_id: row.classroom_id as string,
        classroom: row.classroom ?? '',
        ...hitsOf(row),
      }))
      .sort((a, b) => byRate(a, b) || a.name.localeCompare(b.name, 'pt-BR')),
  };
}
