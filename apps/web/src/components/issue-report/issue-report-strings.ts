import { addStrings } from '../../i18n/vocabulary.ts';

export const ISSUE_REPORT_NAMESPACE = 'issue-report';

addStrings(ISSUE_REPORT_NAMESPACE, {
  title: 'Reportar Erro',
  description: 'Escolha o que aconteceu e envie para a nossa equipe.',
  types: 'Tipos de erro',
  loadFailed: 'Não foi possível carregar os tipos de erro.',
  reported: 'Já reportado',
  chooseType: 'Selecione um tipo de erro na lista.',
  comment: 'Comentário',
  commentPlaceholder: 'Descreva o erro',
  send: 'Enviar',
  cancel: 'Cancelar',
});
