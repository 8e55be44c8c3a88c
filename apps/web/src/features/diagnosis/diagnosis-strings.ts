import { addStrings } from '../../i18n/vocabulary.ts';

export const DIAGNOSIS_NAMESPACE = 'diagnosis';

/** Strings of the 'Diagnóstico' screen, loaded with its chunk. */
addStrings(DIAGNOSIS_NAMESPACE, {
  title: 'Diagnóstico de aprendizagem',
  intro:
    'Aproveitamento dos alunos nas questões das provas digitais, por área do conhecimento da BNCC, turma e ano, com as habilidades mais erradas e os alunos que precisam de atenção.',
  loadError: 'Não foi possível carregar o diagnóstico.',
  empty: 'Ainda não há respostas de provas digitais com habilidades da BNCC para estes filtros.',
  filters: {
    label: 'Filtros do diagnóstico',
    year: 'Ano',
    classroom: 'Turma',
    area: 'Área do conhecimento',
    student: 'Aluno',
    all: 'Todos',
    allClassrooms: 'Todas',
    allAreas: 'Todas',
  },
  totals: {
    label: 'Totais do diagnóstico',
    answers: 'Respostas',
    correct: 'Acertos',
    hitRate: 'Aproveitamento',
    students: 'Alunos avaliados',
  },
  chart: {
    title: 'Aproveitamento por área do conhecimento',
    description: 'Gráfico de barras do aproveitamento, em porcentagem, em cada área do conhecimento.',
    showData: 'Ver os dados do gráfico em tabela',
    hitRate: 'Aproveitamento (%)',
  },
  columns: {
    area: 'Área do conhecimento',
    classroom: 'Turma',
    year: 'Ano',
    answers: 'Respostas',
    correct: 'Acertos',
    hitRate: 'Aproveitamento',
    code: 'Código',
    skill: 'Habilidade',
    missed: 'Erros',
    student: 'Aluno',
  },
  classrooms: 'Turmas por área do conhecimento',
  skills: 'Habilidades mais erradas (BNCC)',
  students: 'Alunos que precisam de atenção',
  studentsRule: 'Aproveitamento abaixo de {{rate}}% em ao menos {{answers}} respostas.',
  noStudents: 'Nenhum aluno abaixo do limite.',
  noSkills: 'Nenhuma habilidade com erros.',
  export: {
    xlsx: 'Exportar planilha',
    failed: 'Ocorreu um erro ao exportar os dados, tente novamente!',
  },
});
