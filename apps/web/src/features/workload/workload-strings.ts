import { addStrings } from '../../i18n/vocabulary.ts';

export const WORKLOAD_NAMESPACE = 'workload';

/** Strings of the workload and frequency screens, loaded with their chunk. */
addStrings(WORKLOAD_NAMESPACE, {
  title: 'Carga horária e frequência',
  loadError: 'Não foi possível carregar os dados.',
  classroom: 'Turma',
  chooseClassroom: 'Escolha a turma',
  month: 'Mês',
  tabs: { label: 'Seções', frequency: 'Frequência', workload: 'Carga horária' },
  back: 'Voltar à lista',
  monthly: {
    title: 'Frequência da turma por mês',
    caption: 'Frequência da turma em cada mês do ano',
    month: 'Mês',
    lessons: 'Aulas registradas',
    classes: 'Aulas dadas',
    missed: 'Faltas',
    frequency: 'Frequência',
  },
  students: {
    caption: 'Frequência dos estudantes no mês',
    name: 'Estudante',
    classes: 'Aulas',
    missed: 'Faltas',
    frequency: 'Frequência',
    details: 'Detalhes',
  },
  frequencyDetails: {
    caption: 'Aulas do mês',
    date: 'Data',
    subject: 'Componente curricular',
    lessons: 'Aulas',
    status: 'Situação',
    absent: 'Faltou',
    present: 'Presente',
  },
  workload: {
    caption: 'Carga horária dos estudantes no mês',
    name: 'Estudante',
    delivered: 'Atividades entregues',
    activityMinutes: 'Carga das atividades',
    platformMinutes: 'Tempo na plataforma',
    details: 'Detalhes',
  },
  workloadDetails: {
    activities: 'Atividades entregues no mês',
    title: 'Atividade',
    deliveredAt: 'Entregue em',
    workload: 'Carga horária',
    days: 'Tempo na plataforma por dia',
    day: 'Dia',
    minutes: 'Tempo',
  },
});
