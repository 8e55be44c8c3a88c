/**
 * Children's data under LGPD (issue 27): what kinds of personal data the platform keeps and
 * why. Every column of the database is declared against these in the server's personal-data map.
 */
export const PERSONAL_DATA_CATEGORIES = [
  'identification',
  'contact',
  'school_record',
  'user_content',
  'usage',
  'sensitive',
] as const;
export type PersonalDataCategory = (typeof PERSONAL_DATA_CATEGORIES)[number];

export const PERSONAL_DATA_CATEGORY_LABELS: Record<PersonalDataCategory, string> = {
  identification: 'Identificação',
  contact: 'Contato',
  school_record: 'Vida escolar',
  user_content: 'Conteúdo escrito ou enviado pela pessoa',
  usage: 'Uso da plataforma',
  sensitive: 'Dado sensível',
};

export const PERSONAL_DATA_PURPOSES = [
  'account',
  'teaching',
  'school_management',
  'gamification',
  'communication',
  'family',
  'support',
  'security',
] as const;
export type PersonalDataPurpose = (typeof PERSONAL_DATA_PURPOSES)[number];

export const PERSONAL_DATA_PURPOSE_LABELS: Record<PersonalDataPurpose, string> = {
  account: 'Conta e acesso à plataforma',
  teaching: 'Atividades, correções, avaliações e certificados',
  school_management: 'Gestão escolar: turmas, frequência, carga horária e relatórios',
  gamification: 'Jogos, pontos, pokz, níveis e recompensas',
  communication: 'Mensagens, avisos e agenda entre escola e família',
  family: 'Vínculo com responsáveis e assinatura familiar',
  support: 'Suporte, opiniões e relatos de erro',
  security: 'Segurança da conta e registro de acessos',
};
