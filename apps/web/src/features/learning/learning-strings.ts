import { addStrings } from '../../i18n/vocabulary.ts';

export const LEARNING_NAMESPACE = 'learning';

/** Strings of the 'Aprendizagem' screen, loaded with its chunk. */
addStrings(LEARNING_NAMESPACE, {
  title: 'Aprendizagem',
  intro: 'Escolha uma série e uma turma para acompanhar as notas e a participação dos alunos.',
  loadError: 'Não foi possível carregar os dados de aprendizagem.',
  noClassrooms: 'Você ainda não tem turmas.',
  grade: 'Série',
  classroom: 'Turma',
  summary: {
    average: 'Média da turma',
    pokz: 'Pokz',
    activities: 'Atividades atribuídas',
    notDone: 'Não realizadas',
    workload: 'Carga horária',
  },
  chart: {
    title: 'Distribuição das notas',
    description: 'Quantas notas de cada faixa as atividades da turma deram. Média da turma: {{average}}.',
    band: '{{from}} a {{to}}',
    count: 'Notas',
    tableSummary: 'Ver os dados do gráfico em tabela',
    tableBand: 'Faixa de nota',
    empty: 'Nenhuma nota dada nesta turma ainda.',
  },
  activities: {
    caption: 'Notas por atividade',
    title: 'Atividade',
    graded: 'Notas dadas',
    assigned: 'Alunos',
    average: 'Média',
  },
  students: {
    caption: 'Alunos da turma',
    name: 'Aluno',
    username: 'Usuário',
    average: 'Média',
    done: 'Realizadas',
    doneOf: '{{done}} de {{total}}',
    pokz: 'Pokz',
    workload: 'Carga horária',
    lastAccess: 'Último acesso',
    actions: 'Ações',
    details: 'Ver detalhes',
    detailsOf: 'Ver detalhes de {{name}}',
  },
  details: {
    title: 'Detalhes de {{name}}',
    close: 'Fechar detalhes',
    notDone: 'Não realizadas',
    activities: 'Atividades atribuídas',
  },
  minutes: '{{count}} min',
});
