import type { ActivityKind } from './activity-rules.ts';
import type { Role } from './roles.ts';

/** Role names in the school vocabulary; the web's corporate overlay relabels them (apps/web/src/i18n). */
export const ROLE_LABELS: Record<Role, string> = {
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

/** Names of the kinds as the product shows them ('tarefa' is the homework of challenges). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  homework: 'Tarefa',
  forum: 'Fórum',
  task: 'Atividade',
  essay: 'Redação',
  work: 'Trabalho',
  handmade: 'Feito à mão',
  digital_exam: 'Prova Digital',
  trail: 'Trilha',
};
