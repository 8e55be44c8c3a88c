import { type Role, roleGroup } from './roles.ts';

/** Role labels; corporate platforms relabel the school wording. */
const ROLE_LABELS: Record<Role, string> = {
  school_student: 'Aluno',
  b2c_student: 'Aluno',
  private_student: 'Aluno',
  school_teacher: 'Professor',
  private_teacher: 'Professor',
  school_coordinator: 'Coordenador',
  school_assistant: 'Assistente',
  guardian: 'Responsável',
  school_admin: 'Administrador',
  back_office: 'Back office',
  secretary: 'Secretaria',
  master_pedagogy: 'Pedagógico',
  provider_master_pedagogy: 'Pedagógico',
  super_admin: 'Administrador',
};

const CORPORATE_GROUP_LABELS = { student: 'Colaborador', educator: 'Instrutor' } as const;

export function roleLabel(role: Role, corporate: boolean): string {
  const group = roleGroup(role);
  if (corporate && (group === 'student' || group === 'educator')) return CORPORATE_GROUP_LABELS[group];
  return ROLE_LABELS[role];
}

/** Wording that corporate tenants relabel: curriculum terms, courses, modules, journeys. */
export interface Wording {
  school: string;
  classroom: string;
  activities: string;
  trails: string;
  curriculum: string;
}

export function wordingFor(corporate: boolean): Wording {
  return corporate
    ? { school: 'Empresa', classroom: 'Curso', activities: 'Módulos', trails: 'Jornadas', curriculum: 'Competências' }
    : { school: 'Escola', classroom: 'Turma', activities: 'Atividades', trails: 'Trilhas', curriculum: 'BNCC' };
}
