import { z } from 'zod';

/**
 * The BNCC knowledge areas (áreas do conhecimento) and the curricular components whose codes
 * belong to each: a skill code names its component after the stage and years ('EF03MA07' is
 * Matemática, 'EM13CHS101' Ciências Humanas). Codes of Educação Infantil (campos de experiência)
 * belong to no area.
 */
export const KNOWLEDGE_AREAS = [
  { id: 'linguagens', name: 'Linguagens', components: ['LP', 'AR', 'EF', 'LI', 'LGG'] },
  { id: 'matematica', name: 'Matemática', components: ['MA', 'MAT'] },
  { id: 'ciencias-da-natureza', name: 'Ciências da Natureza', components: ['CI', 'CNT'] },
  { id: 'ciencias-humanas', name: 'Ciências Humanas', components: ['GE', 'HI', 'CHS'] },
  { id: 'ensino-religioso', name: 'Ensino Religioso', components: ['ER'] },
] as const;
export type KnowledgeAreaId = (typeof KNOWLEDGE_AREAS)[number]['id'];
const AREA_IDS = KNOWLEDGE_AREAS.map((area) => area.id) as [KnowledgeAreaId, ...KnowledgeAreaId[]];

/** The component of a BNCC skill code ('EF03MA07' -> 'MA'), or null for a code of no component. */
export const BNCC_COMPONENT_PATTERN = '^(?:EF[0-9]{2}|EM13)([A-Z]{2,3})[0-9]';

/** The knowledge area of a BNCC skill code, or null. */
export function knowledgeAreaOf(code: string): KnowledgeAreaId | null {
  const component = new RegExp(BNCC_COMPONENT_PATTERN).exec(code)?.[1];
  return KNOWLEDGE_AREAS.find((area) => (area.components as readonly string[]).includes(component ?? ''))?.id ?? null;
}

/** A student whose hit rate is below this percentage, over at least the answers below, needs attention. */
export const DIAGNOSIS_ATTENTION_HIT_RATE = 60;
export const DIAGNOSIS_ATTENTION_MIN_ANSWERS = 3;
/** The skills listed as the most missed. */
export const DIAGNOSIS_TOP_SKILLS = 10;

export const DIAGNOSIS_FORMATS = ['json', 'xlsx'] as const;

/** Every dataset's and the report's filters: each narrows the caller's own classrooms. */
export const diagnosisQuerySchema = z.object({
  classroom_id: z.uuid({ message: 'Turma inválida.' }).optional(),
  knowledge_area: z.enum(AREA_IDS, { message: 'Área do conhecimento inválida.' }).optional(),
  year: z.coerce
    .number({ message: 'Ano inválido.' })
    .int({ message: 'Ano inválido.' })
    .min(2000, { message: 'Ano inválido.' })
    .max(2100, { message: 'Ano inválido.' })
    .optional(),
  student_id: z.uuid({ message: 'Aluno inválido.' }).optional(),
});
export type DiagnosisQuery = z.infer<typeof diagnosisQuerySchema>;

export const diagnosisReportQuerySchema = diagnosisQuerySchema.extend({
  format: z.enum(DIAGNOSIS_FORMATS).default('json'),
});
export type DiagnosisReportQuery = z.infer<typeof diagnosisReportQuerySchema>;

export const diagnosisClassroomsSchema = z.object({
  class_rooms: z.array(
    z.object({ id: z.uuid(), name: z.string(), year: z.number().int(), grade: z.string(), school: z.string() }),
  ),
});
export type DiagnosisClassrooms = z.infer<typeof diagnosisClassroomsSchema>;

export const knowledgeAreasSchema = z.object({
  knowledge_areas: z.array(z.object({ id: z.enum(AREA_IDS), name: z.string() })),
});
export type KnowledgeAreas = z.infer<typeof knowledgeAreasSchema>;

export const diagnosisYearsSchema = z.object({ years: z.array(z.number().int()) });
export type DiagnosisYears = z.infer<typeof diagnosisYearsSchema>;

export const diagnosisStudentsSchema = z.object({
  students: z.array(z.object({ id: z.uuid(), name: z.string(), classroom_id: z.uuid(), classroom: z.string() })),
});
export type DiagnosisStudents = z.infer<typeof diagnosisStudentsSchema>;

/** Answers to questions, those right, and the hit rate in percent (one decimal; null without answers). */
const hits = {
  answers: z.number().int(),
  correct: z.number().int(),
  hit_rate: z.number().nullable(),
};

export const diagnosisReportSchema = z.object({
  attention: z.object({ hit_rate: z.number(), min_answers: z.number().int() }),
  totals: z.object({ ...hits, students: z.number().int() }),
  areas: z.array(z.object({ area: z.enum(AREA_IDS), name: z.string(), ...hits })),
  classrooms: z.array(
    z.object({
      classroom_id: z.uuid(),
      classroom: z.string(),
      year: z.number().int(),
      area: z.enum(AREA_IDS),
      name: z.string(),
      ...hits,
    }),
  ),
  skills: z.array(
    z.object({ code: z.string(), description: z.string(), area: z.enum(AREA_IDS), missed: z.number().int(), ...hits }),
  ),
  students: z.array(
    z.object({ student_id: z.uuid(), name: z.string(), classroom_id: z.uuid(), classroom: z.string(), ...hits }),
  ),
});
export type DiagnosisReport = z.infer<typeof diagnosisReportSchema>;

/** Hit rate in percent with one decimal; null without answers. */
export function hitRate(correct: number, answers: number): number | null {
  return answers > 0 ? Math.round((1000 * correct) / answers) / 10 : null;
}

export const knowledgeAreaName = (id: KnowledgeAreaId) => KNOWLEDGE_AREAS.find((area) => area.id === id)?.name ?? id;
