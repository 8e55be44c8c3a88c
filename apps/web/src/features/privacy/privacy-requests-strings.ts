import { addStrings } from '../../i18n/vocabulary.ts';

export const PRIVACY_REQUESTS_NAMESPACE = 'privacyRequests';

addStrings(PRIVACY_REQUESTS_NAMESPACE, {
  section: {
    titleOwn: 'Seus dados',
    titleOf: 'Dados de {{name}}',
    exportTitle: 'Baixar os dados',
    exportIntro:
      'Peça uma cópia de tudo o que a plataforma guarda: perfil, turmas, atividades entregues com respostas e notas, redações com as correções, fórum, provas, trilhas, jogos e pokz, mensagens escritas, registro de acessos e os arquivos enviados. O arquivo (.zip) fica pronto em poucos minutos e o link vale por 7 dias.',
    exportAsk: 'Pedir uma cópia dos dados',
    download: 'Baixar a cópia ({{size}})',
    linkUntil: 'Link válido até {{date}}.',
    downloaded_one: 'Baixada {{count}} vez.',
    downloaded_other: 'Baixada {{count}} vezes.',
    expired: 'O link desta cópia expirou. Peça uma nova cópia se precisar.',
    erasureTitle: 'Pedir exclusão dos dados',
    erasureIntro: 'A exclusão não pode ser desfeita. Antes de pedir, baixe uma cópia dos dados se quiser guardá-los.',
    erasureDeleted:
      'São apagados: a conta e o perfil, as respostas e redações entregues, as notas, as mensagens escritas, os arquivos enviados e o registro de acessos.',
    erasureAnonymised:
      'São anonimizados (ficam sem nome, como "Pessoa removida"): as respostas no fórum e as posições em rankings, para não desfazer o que colegas escreveram e conquistaram.',
    erasureKept:
      'Fica só um registro, sem dados pessoais, de que a exclusão foi pedida e feita. A exclusão acontece em poucos minutos depois da confirmação.',
    erasureAsk: 'Pedir a exclusão',
    confirmTitle: 'Confirme a exclusão',
    confirmIntro: 'Para confirmar, digite a sua senha e o primeiro nome de {{name}}.',
    confirmIntroOwn: 'Para confirmar, digite a sua senha e o seu primeiro nome.',
    password: 'Sua senha',
    firstName: 'Primeiro nome',
    confirm: 'Confirmar a exclusão',
    cancel: 'Cancelar o pedido',
    status: 'Situação: {{status}}',
    askedAt: 'Pedido em {{date}}.',
    finishedAt: 'Concluído em {{date}}.',
    failed: 'Não foi possível concluir o pedido. Tente de novo mais tarde.',
    loadError: 'Não foi possível carregar os pedidos de dados.',
    erasedTitle: 'Exclusões concluídas',
    erased: 'Dados excluídos em {{finished}} (pedido feito em {{asked}}).',
  },
  own: {
    title: 'Privacidade',
    intro: 'Baixe uma cópia dos seus dados ou peça a exclusão deles (LGPD, art. 18).',
  },
  admin: {
    title: 'Solicitações de dados',
    intro:
      'Pedidos de cópia e de exclusão de dados feitos por responsáveis e por usuários adultos. Cópias ficam prontas e exclusões são feitas automaticamente em poucos minutos.',
    caption: 'Solicitações de dados, das mais recentes às mais antigas',
    kind: 'Tipo',
    status: 'Situação',
    any: 'Todos',
    askedAt: 'Pedido em',
    subject: 'De quem são os dados',
    requestedBy: 'Quem pediu',
    finishedAt: 'Concluído em',
    open: 'Ver a solicitação de {{name}}',
    removed: 'Pessoa removida',
    empty: 'Nenhuma solicitação.',
    details: 'Detalhes da solicitação',
    confirmedAt: 'Confirmado em',
    startedAt: 'Iniciado em',
    downloads: 'Downloads',
    linkUntil: 'Link válido até',
    contents: 'Conteúdo',
    record: 'Registro da exclusão',
    close: 'Fechar',
    loadError: 'Não foi possível carregar as solicitações.',
  },
});
