import { addStrings } from '../../i18n/vocabulary.ts';

export const GUARDIANS_NAMESPACE = 'guardians';

addStrings(GUARDIANS_NAMESPACE, {
  title: 'Dependentes',
  search: 'Buscar dependente',
  empty: 'Nenhum dependente encontrado.',
  add: 'Adicionar dependente',
  edit: 'Editar',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  unlink: 'Desvincular',
  delete: 'Excluir',
  signInAs: 'Entrar como {{name}}',
  blocked: 'Bloqueado',
  managed: 'Cadastrado por você',
  linked: 'Vinculado pela escola',
  cancel: 'Cancelar',
  save: 'Salvar',
  saved: 'Alterações salvas!',
  previous: 'Anterior',
  next: 'Próxima',
  page: 'Página {{page}} de {{pages}}',
  form: {
    addTitle: 'Novo dependente',
    editTitle: 'Editar dependente',
    name: 'Nome completo',
    username: 'Usuário',
    password: 'Senha',
    newPassword: 'Nova senha (deixe em branco para manter)',
    birthday: 'Data de nascimento',
  },
  confirmUnlink: {
    title: 'Desvincular {{name}}?',
    description: 'O dependente deixará de aparecer para você. A conta continua com a escola.',
  },
  confirmDelete: {
    title: 'Excluir a conta de {{name}}?',
    description: 'A exclusão é irreversível: a conta e todo o histórico do dependente serão apagados.',
  },
  confirmBlock: {
    title: 'Bloquear {{name}}?',
    description: 'O dependente não conseguirá entrar na plataforma até ser desbloqueado.',
  },
  back: {
    message: 'Você está usando a conta de {{name}}.',
    action: 'Voltar para a conta do responsável',
  },
  subscription: {
    title: 'Assinatura',
    none: 'Você ainda não tem um plano. Assine para cadastrar dependentes.',
    pending: 'Pagamento do plano {{plan}} pendente.',
    active: 'Plano {{plan}} ativo.',
    canceled: 'O plano {{plan}} foi cancelado.',
    usage: '{{used}} de {{limit}} dependentes cadastrados',
    dependents_one: 'até {{count}} dependente',
    dependents_other: 'até {{count}} dependentes',
    subscribe: 'Assinar',
    current: 'Plano atual',
    returned: {
      sucesso: 'Pagamento recebido! O plano será ativado em instantes.',
      cancelada: 'O pagamento foi cancelado.',
      pendente: 'Pedido registrado: o plano será ativado quando o pagamento for confirmado.',
    },
  },
});
