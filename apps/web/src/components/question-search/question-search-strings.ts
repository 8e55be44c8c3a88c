import { addStrings } from '../../i18n/vocabulary.ts';

export const QUESTION_SEARCH_NAMESPACE = 'question-search';

/** The question bank's search, as the bank screen and the exam wizard's import show it. */
addStrings(QUESTION_SEARCH_NAMESPACE, {
  label: 'Buscar questões',
  text: 'Texto do enunciado',
  bncc: 'Código da BNCC',
  grade: 'Ano/Série',
  subject: 'Disciplina',
  any: 'Todas',
  mine: 'Somente as minhas',
  submit: 'Buscar',
  total_zero: '0 questões',
  total_one: '{{count}} questão',
  total_other: '{{count}} questões',
  previous: 'Anterior',
  next: 'Próxima',
  page: 'Página {{page}} de {{pages}}',
});
