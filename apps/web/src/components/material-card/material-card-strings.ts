import { addStrings } from '../../i18n/vocabulary.ts';

export const MATERIAL_CARD_NAMESPACE = 'material-card';

addStrings(MATERIAL_CARD_NAMESPACE, {
  types: {
    challenges: 'Desafio',
    digitalClasses: 'Aula digital',
    digitalBooks: 'Livro digital',
    miscellaneous: 'Material diverso',
    audios: 'Áudio',
    default_exam: 'Avaliação',
    printed_exam: 'Avaliação impressa',
    learning_trail: 'Trilha',
  },
  id: 'ID {{id}}',
  sign: 'Com Libras',
  voice: 'Com voz',
  details: 'Detalhes',
  status: 'Situação:',
});
