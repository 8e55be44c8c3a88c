import { addStrings } from '../../i18n/vocabulary.ts';

export const RETENTION_NAMESPACE = 'privacy-retention';

addStrings(RETENTION_NAMESPACE, {
  title: 'Retenção de dados',
  intro:
    'Por quanto tempo a plataforma guarda cada tipo de dado pessoal. Todos os dias, de madrugada, uma rotina apaga o que passou do prazo.',
  periods: 'Prazos',
  months: 'Prazo em meses',
  bounds: 'Entre {{min}} e {{max}} meses (padrão: {{default}}).',
  outOfBounds: 'Informe um prazo entre {{min}} e {{max}} meses.',
  save: 'Salvar prazos',
  saving: 'Salvando…',
  saved: 'Prazos salvos.',
  lastRun: 'Última rotina diária',
  lastRunAt: 'Rodou em {{date}}.',
  neverRan: 'A rotina diária ainda não rodou nesta plataforma.',
  removed_one: '{{label}}: {{count}} registro apagado',
  removed_other: '{{label}}: {{count}} registros apagados',
  accountsErased_one: '{{count}} conta de aluno que saiu apagada ou anonimizada',
  accountsErased_other: '{{count}} contas de alunos que saíram apagadas ou anonimizadas',
  erasures: 'Exclusões recentes',
  erasuresCaption: 'Exclusões de dados pessoais, das mais recentes às mais antigas (sem identificar a pessoa)',
  erasuresEmpty: 'Nenhuma exclusão de dados pessoais até agora.',
  at: 'Quando',
  reason: 'Motivo',
  reasons: { request: 'Pedido do titular ou responsável', retention: 'Prazo de retenção' },
  requestedBy: 'Pedida por',
  retentionJob: 'Rotina de retenção',
  rows: 'Registros apagados / anonimizados',
  files: 'Arquivos apagados',
  loadError: 'Não foi possível carregar os prazos de retenção.',
});
