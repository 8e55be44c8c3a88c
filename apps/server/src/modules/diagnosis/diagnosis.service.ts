import {
  can,
  DIAGNOSIS_ATTENTION_HIT_RATE,
  DIAGNOSIS_ATTENTION_MIN_ANSWERS,
  type DiagnosisClassrooms,
  type DiagnosisQuery,
  type DiagnosisReport,
  type DiagnosisStudents,
  type DiagnosisYears,
  KNOWLEDGE_AREAS,
  type KnowledgeAreas,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import { presentReport } from './diagnosis.presenter.ts';
import type { DiagnosisRepository, DiagnosisScope } from './diagnosis.repository.ts';

/**
 * The learning diagnosis (README): the datasets its filters offer and the report, always within
 * the caller's classrooms (a teacher's own, a coordinator's schools'); the filters only narrow.
 */
export function createDiagnosisService(deps: { diagnosisRepo: DiagnosisRepository; clock: Clock }) {
  const { diagnosisRepo, clock } = deps;

  function scopeOf(auth: AuthContext, query: DiagnosisQuery): DiagnosisScope {
    if (!can(auth.role, 'view.schoolReports')) throw forbidden();
    return { ...query, platformId: auth.platformId, educator: educatorOf(auth) };
  }

  return {
    async classrooms(auth: AuthContext, query: DiagnosisQuery): Promise<DiagnosisClassrooms> {
      return { class_rooms: await diagnosisRepo.classrooms(scopeOf(auth, query)) };
    },

    knowledgeAreas(auth: AuthContext): KnowledgeAreas {
      scopeOf(auth, {});
      return { knowledge_areas: KNOWLEDGE_AREAS.map(({ id, name }) => ({ id, name })) };
    },

    async years(auth: AuthContext, query: DiagnosisQuery): Promise<DiagnosisYears> {
      return { years: await diagnosisRepo.years(scopeOf(auth, query)) };
    },

    async students(auth: AuthContext, query: DiagnosisQuery): Promise<DiagnosisStudents> {
      return { students: await diagnosisRepo.students(scopeOf(auth, query)) };
    },

    async report(auth: AuthContext, query: DiagnosisQuery): Promise<DiagnosisReport> {
      const rows = await diagnosisRepo.report(scopeOf(auth, query), clock.now(), {
        hitRate: DIAGNOSIS_ATTENTION_HIT_RATE,
        minAnswers: DIAGNOSIS_ATTENTION_MIN_ANSWERS,
      });
      return presentReport(rows);
    },
  };
}

export type DiagnosisService = ReturnType<typeof createDiagnosisService>;
