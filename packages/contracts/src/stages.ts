/** School stages and their grade ids (document 1 section 6). */
export const STAGES = [
  'infantil',
  'fundamental-1',
  'fundamental-2',
  'ensino-medio',
  'adulto',
  'multisseriado',
] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_GRADE_IDS: Record<Stage, readonly number[]> = {
  infantil: [30, 31, 32],
  'fundamental-1': [18, 19, 20, 21, 22],
  'fundamental-2': [23, 24, 25, 26],
  'ensino-medio': [27, 28, 29],
  adulto: [37, 38, 39, 40],
  multisseriado: [36],
};
export const TEACHER_GRADE_ID = -1;

export function stageOfGrade(gradeId: number): Stage | null {
  for (const stage of STAGES) if (STAGE_GRADE_IDS[stage].includes(gradeId)) return stage;
  return null;
}

/** The interactive map a student sees; fundamental-2 and ensino-medio share one map. */
export function userMapOfGrade(gradeId: number): 'infantil' | 'fundamental-1' | 'fundamental-2' | null {
  const stage = stageOfGrade(gradeId);
  if (stage === 'infantil' || stage === 'fundamental-1') return stage;
  if (stage === 'fundamental-2' || stage === 'ensino-medio') return 'fundamental-2';
  return null;
}

/** Uppercase display applies only to pre-school grades and grade 18, when the theme asks. */
export function usesUppercase(gradeId: number | null | undefined, isUppercaseConfig: boolean): boolean {
  if (!isUppercaseConfig || gradeId == null) return false;
  return gradeId === 18 || STAGE_GRADE_IDS.infantil.includes(gradeId);
}
