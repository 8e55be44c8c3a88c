import {
  compareGrades,
  type Grade,
  type GradeGroup,
  STAGE_LABELS,
  STAGES,
  stageOfGrade,
  TEACHER_GRADE_ID,
} from '@ava/contracts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { presentGrade } from './school-directory.presenter.ts';
import type { SchoolDirectoryRepository } from './school-directory.repository.ts';

/** Grades change only with a release: read once per process every ten minutes (filter trees are cached as long). */
const GRADES_TTL_MS = 600_000;

/**
 * The grade filters. Grades are reference data shared by every platform; their stage is the
 * one of document 1 section 6 (stages.ts), never a column another list could contradict.
 */
export function createGradesService(deps: { directoryRepo: Pick<SchoolDirectoryRepository, 'grades'>; clock: Clock }) {
  const cache = createTtlCache<Grade[]>({ clock: deps.clock, ttlMs: GRADES_TTL_MS, maxEntries: 1 });

  async function grades(): Promise<Grade[]> {
    const rows = await cache.getOrLoad('grades', async () =>
      (await deps.directoryRepo.grades())
        .filter((row) => row.id !== TEACHER_GRADE_ID)
        .map((row) => presentGrade({ ...row, stage: stageOfGrade(row.id) }))
        .sort(compareGrades),
    );
    return rows ?? [];
  }

  async function groups(): Promise<GradeGroup[]> {
    const all = await grades();
    return STAGES.map((stage) => ({
      stage,
      name: STAGE_LABELS[stage],
      grades: all.filter((grade) => grade.stage === stage),
    })).filter((group) => group.grades.length > 0);
  }

  return {
    list: async () => ({ grades: await grades() }),
    groups: async () => ({ groups: await groups() }),
    tree: async () => ({
      tree: (await groups()).map((group) => ({
        id: group.stage,
        name: group.name,
        children: group.grades.map((grade) => ({ id: String(grade.id), name: grade.name, grade_id: grade.id })),
      })),
    }),
  };
}

export type GradesService = ReturnType<typeof createGradesService>;
