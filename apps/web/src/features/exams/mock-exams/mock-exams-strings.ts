import { addStrings } from '../../../i18n/vocabulary.ts';

export const MOCK_EXAMS_NAMESPACE = 'mock-exams';

/** Strings of the student's mock exam screens, loaded with their chunk (the player's are the exams'). */
addStrings(MOCK_EXAMS_NAMESPACE, {
  title: 'Simulados',
  help: 'Pratique com as provas oferecidas pelos professores. O tempo começa a contar quando você inicia.',
  empty: 'Nenhum simulado disponível no momento.',
  discipline: 'Disciplina',
  allDisciplines: 'Todas as disciplinas',
  details: '{{duration}} min · {{questions}}',
  score: 'Nota: {{score}}',
  start: 'Iniciar',
  continue: 'Continuar',
  result: 'Ver resultado',
  back: 'Voltar aos simulados',
  notFound: 'Simulado não encontrado.',
  startExam: 'Iniciar simulado',
  resultTitle: 'Resultado do simulado',
});
