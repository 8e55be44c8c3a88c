import { addStrings } from '../../i18n/vocabulary.ts';

export const ONLINE_CLASSROOMS_NAMESPACE = 'online-classrooms';

/** Strings of the online classroom screens (the student's rooms, the educator's rooms and time logs). */
addStrings(ONLINE_CLASSROOMS_NAMESPACE, {
  title: 'Aulas ao vivo',
  loadError: 'Não foi possível carregar as aulas ao vivo.',
  student: {
    intro: 'As aulas ao vivo abertas para as suas turmas. A sala abre em uma nova aba.',
    empty: 'Nenhuma aula ao vivo aberta agora.',
    join: 'Entrar',
    joinLabel: 'Entrar na aula {{title}}',
    inRoom:
      'Você está na aula {{title}}. Mantenha esta página aberta: o seu tempo na aula é registrado enquanto ela estiver aberta.',
    leave: 'Sair da aula',
    time: 'Tempo registrado: {{time}}',
    by: '{{classroom}} · {{teacher}} · {{start}}',
  },
  educator: {
    intro: 'Abra uma sala para uma turma: os alunos dela entram pela área Aulas ao vivo.',
    open: 'Abrir sala',
    openTitle: 'Abrir uma sala',
    classroom: 'Turma',
    chooseClassroom: 'Escolha a turma',
    noClassrooms: 'Você não tem turmas para abrir uma sala.',
    roomTitle: 'Título da aula',
    start: 'Início (opcional: agora)',
    startRequired: 'Início',
    opened: 'Sala aberta. Os alunos da turma já podem entrar.',
    rooms: 'Salas',
    status: 'Situação',
    allStatuses: 'Todas',
    columns: {
      title: 'Aula',
      classroom: 'Turma',
      start: 'Início',
      status: 'Situação',
      actions: 'Ações',
    },
    actionsOf: 'Ações da sala {{title}}',
    enter: 'Entrar na sala',
    edit: 'Editar',
    close: 'Encerrar',
    confirmClose: 'Encerrar a sala? Os alunos que estão nela saem e o tempo deles é fechado.',
    closed: 'Sala encerrada.',
    timeLogs: 'Tempo dos alunos',
    editTitle: 'Editar a sala',
    save: 'Salvar',
    cancel: 'Cancelar',
    saved: 'Sala atualizada.',
    back: 'Voltar às salas',
    logsCaption: 'Tempo de cada aluno na sala {{title}}',
    logColumns: { student: 'Aluno', time: 'Tempo na sala', joined: 'Primeira entrada', inRoom: 'Na sala agora' },
    yes: 'Sim',
    no: 'Não',
  },
});
