import { addStrings } from '../../i18n/vocabulary.ts';

export const PRIVACY_NAMESPACE = 'privacy';

addStrings(PRIVACY_NAMESPACE, {
  student: {
    title: 'Privacidade',
    intro: 'Veja o que a plataforma guarda sobre você e para que usa esses dados.',
    guardianDecides:
      'Os usos opcionais dos seus dados (como aparecer no hall da fama) são decididos pelo seu responsável. Converse com ele se quiser mudar algo.',
  },
  guardian: {
    title: 'Privacidade',
    intro:
      'Veja o que a plataforma guarda sobre cada dependente, para que usa esses dados e quem, além de você e dele, os consultou.',
    dependent: 'Dependente',
    noDependents: 'Você ainda não tem dependentes vinculados.',
    kept: 'O que guardamos e por quê',
    readers: 'Quem consultou os dados no último ano',
    readersEmpty: 'Ninguém além de você e do seu dependente consultou os dados dele no último ano.',
    reader: 'Quem',
    role: 'Função',
    what: 'O quê',
    times_one: '{{count}} vez',
    times_other: '{{count}} vezes',
    last: 'Última vez em {{date}}',
    loadError: 'Não foi possível carregar as informações de privacidade.',
  },
  consent: {
    title: 'Consentimentos',
    intro:
      'Usos opcionais dos dados, que só acontecem com consentimento. Você pode dar ou retirar cada um a qualquer momento.',
    on: 'Permitido',
    off: 'Não permitido',
    never: 'Ninguém decidiu ainda: não permitido.',
    given: 'Permitido por {{who}} em {{date}}',
    withdrawn: 'Não permitido por {{who}} em {{date}}',
    version: 'texto versão {{version}}',
    history: 'Decisões anteriores',
    loadError: 'Não foi possível carregar os consentimentos.',
  },
  log: {
    title: 'Acessos a dados de alunos',
    intro:
      'Cada consulta de professores, coordenadores e administradores aos dados de um aluno fica registrada aqui e não pode ser alterada.',
    caption: 'Consultas aos dados de alunos, das mais recentes às mais antigas',
    at: 'Quando',
    student: 'Aluno',
    reader: 'Quem consultou',
    what: 'O quê',
    from: 'De onde',
    onlyStudent: 'Somente as consultas de {{name}}',
    everyStudent: 'Mostrar todos os alunos',
    filterBy: 'Ver só as consultas a {{name}}',
    empty: 'Nenhuma consulta registrada.',
    loadError: 'Não foi possível carregar o registro de acessos.',
  },
});
