import { addStrings } from '../../i18n/vocabulary.ts';

export const STUDENT_STEPS_NAMESPACE = 'studentSteps';

addStrings(STUDENT_STEPS_NAMESPACE, {
  label: 'Outros alunos da atividade',
  previous: 'Aluno anterior',
  next: 'Próximo aluno',
});
