import { addStrings } from '../../i18n/vocabulary.ts';

export const HELP_CENTER_NAMESPACE = 'helpCenter';

addStrings(HELP_CENTER_NAMESPACE, {
  title: 'Central de ajuda',
  intro: 'Abra um chamado e acompanhe as respostas da equipe de atendimento.',
  tabs: { label: 'Seções da central de ajuda', mine: 'Meus chamados', queue: 'Atendimento' },
  newTicket: 'Novo chamado',
  backToTickets: 'Voltar para os chamados',
  loadError: 'Não foi possível carregar os chamados.',
  empty: 'Você ainda não abriu nenhum chamado.',
  emptyFiltered: 'Nenhum chamado encontrado com estes filtros.',
  status: { open: 'Aberto', answered: 'Respondido', closed: 'Encerrado' },
  statusHint: {
    open: 'Aguardando o atendimento',
    answered: 'O atendimento respondeu',
    closed: 'Chamado encerrado',
  },
  filters: {
    label: 'Filtrar chamados',
    status: 'Situação',
    allStatuses: 'Todas as situações',
    subject: 'Assunto',
    allSubjects: 'Todos os assuntos',
    search: 'Buscar por título, nome ou número',
  },
  ticket: {
    number: 'Chamado #{{number}}',
    openedBy: 'Aberto por {{name}} em {{date}}',
    updated: 'Atualizado em {{date}}',
    messages_zero: 'Sem mensagens',
    messages_one: '{{count}} mensagem',
    messages_other: '{{count}} mensagens',
    description: 'Descrição',
    conversation: 'Conversa',
    noMessages: 'Ainda não há mensagens. O atendimento responderá aqui.',
    backOffice: 'Atendimento',
    you: 'Você',
    closedBy: '{{name}} encerrou o chamado',
    reopenedBy: '{{name}} reabriu o chamado',
    closedNotice: 'Este chamado foi encerrado. Se precisar de mais ajuda, abra um novo chamado.',
  },
  form: {
    subject: 'Assunto',
    chooseSubject: 'Escolha um assunto',
    title: 'Título',
    description: 'Descreva o que aconteceu',
    descriptionHint: 'Conte o que você tentava fazer, o que apareceu na tela e, se for o caso, o nome do aluno.',
    submit: 'Abrir chamado',
    cancel: 'Cancelar',
    created: 'Chamado aberto! Você verá a resposta aqui.',
  },
  reply: {
    label: 'Sua mensagem',
    answerLabel: 'Resposta ao solicitante',
    send: 'Enviar mensagem',
    answer: 'Responder',
    answerAndClose: 'Responder e encerrar',
    close: 'Encerrar chamado',
    reopen: 'Reabrir chamado',
    sent: 'Mensagem enviada!',
    closed: 'Chamado encerrado.',
    reopened: 'Chamado reaberto.',
  },
  faq: {
    title: 'Perguntas frequentes',
    password: {
      question: 'Esqueci minha senha. O que faço?',
      answer:
        'Na tela de entrada, escolha "Esqueci minha senha" e siga as instruções enviadas ao seu e-mail. Se não tiver e-mail cadastrado, peça à escola para redefinir a senha.',
    },
    pending: {
      question: 'Onde vejo as atividades pendentes?',
      answer: 'No menu Atividades, as pendentes aparecem primeiro, com a data de entrega de cada uma.',
    },
    grades: {
      question: 'Como acompanho as notas de um aluno?',
      answer:
        'Responsáveis veem as notas e os comentários dos professores no painel de cada dependente. Alunos veem as suas no menu Atividades.',
    },
    contact: {
      question: 'Como falo com o atendimento?',
      answer:
        'Abra um chamado nesta página, escolhendo o assunto. A resposta chega aqui mesmo, e você pode continuar a conversa até o chamado ser encerrado.',
    },
  },
});

/** The questions of the FAQ, in the order shown. */
export const FAQ_KEYS = ['password', 'pending', 'grades', 'contact'] as const;
