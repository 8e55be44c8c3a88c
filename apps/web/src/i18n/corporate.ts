import {
  ACCOUNT_MESSAGES,
  ASSISTANT_MESSAGES,
  AUDITED_READ_LABELS,
  BLOCKED_USER,
  CLASS_DIARY_MESSAGES,
  CONSENT_DECIDER_LABELS,
  CONSENT_MESSAGES,
  CONSENT_TEXTS,
  CORPORATE_ACTIVITY_KIND_LABELS,
  ESSAY_ASSISTANT_MESSAGES,
  EXAM_BUILDER_MESSAGES,
  FORUM_MESSAGES,
  GAME_FACTORY_MESSAGES,
  HALL_OF_FAME_MESSAGES,
  HOMEWORK_MESSAGES,
  LEDGER_EVENT_LABELS,
  LEDGER_MESSAGES,
  MESSAGES,
  MESSAGING_MESSAGES,
  NOTIFICATION_MESSAGES,
  PERSONAL_DATA_PURPOSE_LABELS,
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_MESSAGES,
  REPORT_MESSAGES,
  RETENTION_RULES,
  ROOM_MESSAGES,
  SCHEDULE_MESSAGES,
  SCHOOL_DIRECTORY_MESSAGES,
  SCHOOL_WORK_MESSAGES,
  STUDENT_LOAD_MESSAGES,
  STUDENT_ROW_PROBLEMS,
  TRAIL_PLAYER_MESSAGES,
  TRAIL_RESULTS_MESSAGES,
  TRAIL_WIZARD_MESSAGES,
  WORKLOAD_MESSAGES,
} from '@ava/contracts';

/** Keys of a namespace's strings rewritten in the corporate vocabulary; nested objects as in the namespace. */
export interface Overlay {
  readonly [key: string]: string | Overlay;
}

/**
 * What the server says, as a corporate platform reads it: the messages of the contracts' catalogue
 * and the names of the data it sends (grades) that name school terms, keyed by their school text
 * (the server speaks the school vocabulary). Every message the web app shows from the server, or
 * from the catalogue itself, and every grade name passes through serverText (vocabulary.ts).
 */
export const CORPORATE_SERVER_TEXTS: Readonly<Record<string, string>> = {
  // A default subject of the help center (DEFAULT_HELP_SUBJECTS), shown through serverText.
  'Atividades e avaliações': 'Módulos e avaliações',
  [MESSAGES.activityNotFound]: 'Módulo não encontrado.',
  [ROOM_MESSAGES.titleRequired]: 'Informe o título do encontro.',
  [REPORT_MESSAGES.classroomRequired]: 'Selecione um curso.',
  [REPORT_MESSAGES.studentRequired]: 'Selecione um colaborador.',
  [REPORT_MESSAGES.teacherRequired]: 'Selecione um instrutor.',
  [SCHEDULE_MESSAGES.classroomNotAllowed]: 'Escolha cursos da sua unidade.',
  [SCHEDULE_MESSAGES.classroomsRequired]: 'Escolha ao menos um curso.',
  [MESSAGES.activityStudentsNotInClassroom]: 'Há colaboradores que não pertencem ao curso.',
  [MESSAGES.activityKindLocked]: 'O tipo de um módulo publicado não pode ser alterado.',
  [MESSAGES.activityPublished]: 'Este módulo já foi publicado: altere-o pela edição, não pelas etapas de criação.',
  [MESSAGES.activityStudentNotAssigned]: 'O colaborador não está atribuído a este módulo.',
  [MESSAGES.activityStudentAddedAndRemoved]: 'Um colaborador não pode ser incluído e removido ao mesmo tempo.',
  [MESSAGES.activityIncomplete]: 'Conclua as etapas anteriores antes de publicar o módulo.',
  [MESSAGES.activityNoStudents]: 'Selecione ao menos um colaborador.',
  [MESSAGES.activityClosedForRedo]:
    'Este módulo foi concluído ou arquivado: não é possível pedir que o colaborador refaça.',
  [MESSAGES.activityWrongService]: 'Este tipo de módulo não é criado por este serviço.',
  [MESSAGES.activityClassroomNotAllowed]: 'Você não é instrutor deste curso.',
  [MESSAGES.studentsOnly]: 'Disponível apenas para colaboradores.',
  [MESSAGES.dependentManagedBySchool]: 'Esta conta é administrada pela unidade.',
  [MESSAGES.examNotAttached]: 'Este módulo ainda não tem uma avaliação.',
  [MESSAGES.examNotStarted]: 'A avaliação ainda não foi iniciada.',
  [MESSAGES.examTimeOver]: 'O tempo da avaliação acabou. A resposta não foi registrada.',
  [MESSAGES.examPaused]: 'A avaliação está pausada pelo instrutor. Aguarde para continuar.',
  [MESSAGES.examDependentSession]:
    'Ao entrar como responsável, não é possível iniciar nem responder uma avaliação: ela deve ser feita pelo próprio colaborador, na conta dele.',
  [MESSAGES.examFinished]: 'A avaliação já foi finalizada. A resposta não foi registrada.',
  [MESSAGES.examNotFinished]: 'O resultado estará disponível quando a avaliação for finalizada.',
  [MESSAGES.examQuestionNotInExam]: 'Esta questão não pertence a esta avaliação.',
  [MESSAGES.examPasswordRequired]: 'Digite a senha da avaliação para começar.',
  [MESSAGES.examPasswordWrong]: 'Senha da avaliação incorreta.',
  [MESSAGES.examNotPublished]: 'Escolha uma avaliação publicada da plataforma.',
  [GAME_FACTORY_MESSAGES.unknownBncc]: 'Escolha competências da lista.',
  [GAME_FACTORY_MESSAGES.unknownGrade]: 'Escolha níveis da lista.',
  [MESSAGES.examNotDigital]: 'Só é possível anexar uma avaliação a um módulo de avaliação digital.',
  [MESSAGES.examAlreadyPaused]: 'A avaliação já está pausada.',
  [MESSAGES.examNotPaused]: 'A avaliação não está pausada.',
  [MESSAGES.mockExamNotFound]: 'Teste prático não encontrado.',
  [MESSAGES.mockExamDuration]: 'A duração do teste prático deve ser um número inteiro de 1 a 600 minutos.',
  [MESSAGES.mockExamDiscipline]: 'Informe a disciplina do teste prático (até 120 caracteres).',
  [MESSAGES.examAlreadyTaken]: 'Colaboradores já começaram esta avaliação: ela não pode mais ser trocada ou removida.',
  [HOMEWORK_MESSAGES.gamesLocked]:
    'Os colaboradores já começaram esta tarefa: os desafios não podem mais ser trocados.',
  [LEDGER_EVENT_LABELS.activity]: 'Módulos',
  [LEDGER_EVENT_LABELS.exam]: 'Avaliações digitais',
  [HOMEWORK_MESSAGES.notHomework]: 'Só é possível escolher desafios para um módulo de tarefa.',
  [LEDGER_MESSAGES.transferOutsideClassroom]: 'Só é possível transferir para colegas do seu curso.',
  [BLOCKED_USER.subtitle]: 'O seu acesso está bloqueado. Procure a sua unidade ou o seu responsável.',
  [ACCOUNT_MESSAGES.schoolNotFound]: 'Unidade não encontrada.',
  [SCHOOL_DIRECTORY_MESSAGES.classroomNotFound]: 'Curso não encontrado.',
  [CLASS_DIARY_MESSAGES.absentNotInClassroom]: 'Marque faltas apenas de colaboradores do curso.',
  [WORKLOAD_MESSAGES.studentNotFound]: 'Colaborador não encontrado neste curso.',
  [SCHOOL_DIRECTORY_MESSAGES.studentNotFound]: 'Colaborador não encontrado.',
  [PRIVACY_MESSAGES.notYourDependent]: 'Este colaborador não é seu dependente.',
  // What the platform keeps and why (GET /privacy/data-kept) and the kinds of audited reads.
  [PERSONAL_DATA_PURPOSE_LABELS.teaching]: 'Módulos, correções, avaliações e certificados',
  [PERSONAL_DATA_PURPOSE_LABELS.school_management]: 'Gestão: cursos, frequência, carga horária e relatórios',
  [PERSONAL_DATA_PURPOSE_LABELS.communication]: 'Mensagens, avisos e agenda entre a unidade e a família',
  [AUDITED_READ_LABELS.school_work]: 'Texto ou trabalho entregue',
  [AUDITED_READ_LABELS.essay_marks]: 'Marcações da correção do texto',
  [AUDITED_READ_LABELS.exam_result]: 'Resultado de avaliação',
  [AUDITED_READ_LABELS.trail_progress]: 'Progresso em jornada',
  [AUDITED_READ_LABELS.homework_games]: 'Jogos do módulo',
  // The optional consents' texts (GET /privacy/consents) and who decided.
  [CONSENT_TEXTS.external_ai_model.text]:
    'As perguntas feitas ao assistente e os textos enviados para a correção automática podem ser ' +
    'processados por um modelo de inteligência artificial de outra empresa, sem o nome da pessoa. ' +
    'Sem este consentimento, a plataforma usa apenas o seu próprio assistente, que roda nos nossos servidores.',
  [CONSENT_TEXTS.hall_of_fame.text]:
    'O primeiro nome, o avatar e a pontuação nos desafios aparecem nos rankings do hall da fama, ' +
    'vistos pelos colegas da unidade e pelos instrutores. Sem este consentimento, a pessoa não aparece nos rankings.',
  [CONSENT_TEXTS.push_notifications.text]:
    'Avisos da plataforma (novos módulos, mensagens, correções) podem ser enviados ao navegador ou ao ' +
    'celular mesmo com a plataforma fechada. Sem este consentimento, os avisos aparecem só dentro da plataforma.',
  [CONSENT_DECIDER_LABELS.student]: 'O próprio colaborador',
  [CONSENT_MESSAGES.guardianDecides]: 'Os consentimentos deste colaborador são decididos pelo seu responsável.',
  [CONSENT_MESSAGES.pushWithoutConsent]:
    'As notificações no navegador precisam de consentimento. Ele pode ser dado em Privacidade ' +
    '(pelo seu responsável, no caso de um colaborador menor de idade).',
  [PRIVACY_REQUEST_MESSAGES.minorsAskThroughGuardian]:
    'O pedido sobre os dados de um colaborador menor de idade é feito pelo responsável.',
  // Retention periods (GET /privacy/retention).
  [RETENTION_RULES.access_log.label]: 'Registro de leituras de dados de colaboradores',
  [RETENTION_RULES.access_log.description]:
    'Quem leu dados de cada colaborador: leituras mais antigas que o prazo são apagadas.',
  [RETENTION_RULES.former_students.label]: 'Contas de colaboradores que saíram',
  [RETENTION_RULES.former_students.description]:
    'Colaboradores com a conta bloqueada (saíram da empresa): depois do prazo, contado do bloqueio, os dados são apagados ou anonimizados.',
  [SCHOOL_DIRECTORY_MESSAGES.studentPasswordReset]: 'Senha do colaborador redefinida com sucesso.',
  [SCHOOL_DIRECTORY_MESSAGES.studentUpdated]: 'Dados do colaborador atualizados com sucesso.',
  [EXAM_BUILDER_MESSAGES.invalidGrade]: 'Nível não encontrado.',
  [TRAIL_WIZARD_MESSAGES.trailNotFound]: 'Jornada não encontrada.',
  [TRAIL_WIZARD_MESSAGES.onlyAuthor]: 'Somente quem criou a jornada pode alterá-la.',
  [TRAIL_WIZARD_MESSAGES.titleRequired]: 'Informe o título da jornada.',
  [TRAIL_WIZARD_MESSAGES.itemNotFound]: 'Etapa não encontrada nesta jornada.',
  [TRAIL_WIZARD_MESSAGES.tooManySteps]: 'A jornada pode ter no máximo 15 etapas.',
  [TRAIL_WIZARD_MESSAGES.fileNotOfTrail]: 'Os arquivos da etapa devem ser enviados para a pasta da jornada.',
  [TRAIL_WIZARD_MESSAGES.publishWithoutSteps]: 'Adicione ao menos uma etapa antes de publicar a jornada.',
  [TRAIL_WIZARD_MESSAGES.platformMismatch]: 'Esta jornada pertence a outra plataforma.',
  [TRAIL_PLAYER_MESSAGES.notStarted]: 'Inicie a jornada antes de avançar.',
  [TRAIL_PLAYER_MESSAGES.finished]: 'Esta jornada já foi finalizada.',
  [TRAIL_PLAYER_MESSAGES.stepNotInTrail]: 'Esta etapa não pertence à jornada.',
  [TRAIL_PLAYER_MESSAGES.stepsLeft]: 'Conclua todas as etapas da jornada antes de finalizar.',
  [TRAIL_PLAYER_MESSAGES.noTrail]: 'Este módulo não possui jornada.',
  [TRAIL_PLAYER_MESSAGES.deleteNotAllowed]: 'Nesta jornada, os comentários não podem ser removidos.',
  [EXAM_BUILDER_MESSAGES.notAssigned]: 'Esta avaliação não faz parte de um módulo seu.',
  [EXAM_BUILDER_MESSAGES.examApplied]:
    'Esta avaliação já é aplicada em um módulo ou oferecida como teste prático: as questões não podem mais ser alteradas.',
  [MESSAGING_MESSAGES.invalidClassroom]: 'Curso inválido.',
  [MESSAGING_MESSAGES.invalidStudent]: 'Colaborador inválido.',
  [MESSAGING_MESSAGES.reported]: 'Mensagem denunciada. A coordenação da unidade vai analisar.',
  [FORUM_MESSAGES.forumDisabled]: 'Este módulo não possui fórum.',
  [FORUM_MESSAGES.activityExpired]: 'Módulo Expirado',
  [FORUM_MESSAGES.forumClosed]: 'Este fórum foi encerrado pelo instrutor e não recebe mais comentários.',
  [FORUM_MESSAGES.repliedByOthers]:
    'Este comentário já tem respostas de outras pessoas e só pode ser removido pelo instrutor.',
  [SCHOOL_WORK_MESSAGES.expired]:
    'Módulo Expirado: o prazo de entrega terminou e a resposta não pode mais ser enviada.',
  [SCHOOL_WORK_MESSAGES.notStarted]: 'Este módulo ainda não começou.',
  [SCHOOL_WORK_MESSAGES.closed]: 'Este módulo foi encerrado pelo instrutor e não recebe mais respostas.',
  [SCHOOL_WORK_MESSAGES.alreadySent]: 'A resposta já foi enviada e só pode ser refeita se o instrutor pedir.',
  [SCHOOL_WORK_MESSAGES.emptyEssay]: 'Escreva o texto antes de enviar.',
  [SCHOOL_WORK_MESSAGES.notSchoolWork]: 'Este módulo não recebe texto dissertativo nem projeto.',
  [SCHOOL_WORK_MESSAGES.notEssay]: 'Este módulo não é um texto dissertativo.',
  [SCHOOL_WORK_MESSAGES.studentRequired]: 'Informe o colaborador.',
  [SCHOOL_WORK_MESSAGES.studentNotAssigned]: 'O colaborador não está neste módulo.',
  [SCHOOL_WORK_MESSAGES.fileNotYours]: 'Arquivo não encontrado neste módulo.',
  [SCHOOL_WORK_MESSAGES.essayNotSent]: 'O colaborador ainda não enviou o texto.',
  [SCHOOL_WORK_MESSAGES.notSent]: 'O colaborador ainda não enviou a resposta.',
  [SCHOOL_WORK_MESSAGES.bookmarkOutOfText]: 'A marcação passa do fim do texto.',
  [ESSAY_ASSISTANT_MESSAGES.disabled]: 'O assistente de correção de textos não está ativo nesta plataforma.',
  [ESSAY_ASSISTANT_MESSAGES.textChanged]: 'O texto mudou depois desta sugestão: peça uma nova correção.',
  [ESSAY_ASSISTANT_MESSAGES.empty]: 'O texto está vazio: não há o que corrigir.',
  [HALL_OF_FAME_MESSAGES.otherSchool]: 'Você só pode ver o hall da fama da sua unidade.',
  [HALL_OF_FAME_MESSAGES.noSchool]:
    'Você ainda não está em uma unidade: o hall da fama mostra os cursos e os colaboradores da sua unidade.',
  [HALL_OF_FAME_MESSAGES.noClassroom]: 'Você ainda não está em um curso.',
  [TRAIL_RESULTS_MESSAGES.trailNotAttached]: 'Este módulo ainda não tem uma jornada.',
  [TRAIL_RESULTS_MESSAGES.trailNotPublished]: 'Escolha uma jornada publicada da plataforma.',
  [TRAIL_RESULTS_MESSAGES.notTrailActivity]: 'Só é possível aplicar uma jornada a um módulo de jornada.',
  [TRAIL_RESULTS_MESSAGES.trailAlreadyStarted]:
    'Colaboradores já começaram esta jornada: ela não pode mais ser trocada ou removida.',
  [TRAIL_RESULTS_MESSAGES.notYourDependent]: 'Este colaborador não é seu dependente neste módulo.',
  // Grade names (GET /filters/grades): the high-school years, as they are also called.
  '1ª série': '1º ano do ensino médio',
  '2ª série': '2º ano do ensino médio',
  '3ª série': '3º ano do ensino médio',
  [NOTIFICATION_MESSAGES.listTypeInvalid]: 'Escolha para quem enviar: um curso, vários cursos ou os instrutores.',
  [NOTIFICATION_MESSAGES.classroomRequired]: 'Escolha um curso.',
  [NOTIFICATION_MESSAGES.classroomForeign]: 'Você só pode notificar cursos da sua unidade.',
  [NOTIFICATION_MESSAGES.schoolRequired]: 'Você não está vinculado a nenhuma unidade.',
  [STUDENT_LOAD_MESSAGES.tooManyRows]: 'A planilha pode ter no máximo 5.000 colaboradores.',
  [STUDENT_LOAD_MESSAGES.missingColumns]: 'A planilha deve ter as colunas Nome e Curso.',
  [STUDENT_LOAD_MESSAGES.schoolMissing]: 'Selecione a unidade.',
  [STUDENT_LOAD_MESSAGES.takenMeanwhile]:
    'Um usuário ou e-mail da planilha passou a ser usado durante a carga. Nenhum colaborador foi criado; envie a planilha de novo.',
  [STUDENT_ROW_PROBLEMS.classroomMissing]: 'Informe o curso.',
  [STUDENT_ROW_PROBLEMS.classroomUnknown]: 'Curso não encontrado nesta unidade.',
  [STUDENT_ROW_PROBLEMS.studentRepeated]: 'Colaborador repetido na planilha (mesmo nome e curso).',
  [ASSISTANT_MESSAGES.notYourStudent]: 'Você só pode ler as conversas dos colaboradores dos seus cursos.',
  [ASSISTANT_MESSAGES.studentChatsClosed]: 'Esta plataforma não permite ler as conversas dos colaboradores.',
  [ASSISTANT_MESSAGES.notFoundInContent]:
    'Não encontrei isso no conteúdo da plataforma. Tente outras palavras ou pergunte ao seu instrutor.',
  [ASSISTANT_MESSAGES.unsafeQuestion]:
    'Não posso conversar sobre esse assunto. Posso ajudar com os conteúdos, jornadas e questões da plataforma.',
  [ASSISTANT_MESSAGES.selfHarm]:
    'Sinto muito que você esteja passando por isso. Converse agora com alguém de confiança. Você também pode ligar para o CVV no 188, de graça, a qualquer hora.',
};

/**
 * The corporate vocabulary, all of it in one place: what each namespace says differently on a
 * corporate platform (the theme's corporatePlatform flag). A turma is a curso, an atividade a
 * módulo, a trilha a jornada, a prova an avaliação, an aluno a colaborador, a professor an
 * instrutor, an escola or instituição a unidade. Keys a namespace does not list keep the school wording.
 */
export const CORPORATE_WORDING: Readonly<Record<string, Overlay>> = {
  assistant: {
    intro: 'Pergunte sobre os conteúdos, jornadas e questões da plataforma. As respostas mostram de onde vieram.',
    readOnly: 'Você está lendo a conversa de um colaborador.',
    sourceKinds: { trail: 'Jornada' },
  },
  certificates: {
    intro:
      'Conclua jornadas e cursos para ganhar certificados. Cada um tem um código que qualquer pessoa pode conferir.',
    empty: 'Você ainda não tem certificados. Eles aparecem aqui quando você conclui uma jornada ou um curso.',
    source: { trail: 'Jornada' },
  },
  bank: {
    transfer: {
      limit:
        'Você pode transferir até {{limit}} {{currency}} por dia para colegas do seu curso. Hoje ainda pode transferir {{remaining}} {{currency}}.',
      noClassmates: 'Você ainda não tem colegas de curso para quem transferir.',
    },
    classroom: {
      hint: 'Os colaboradores só transferem para colegas do mesmo curso, até {{limit}} {{currency}} por dia, com uma senha só deles.',
      caption: 'Transferências de {{currency}} do curso',
      empty: 'Nenhuma transferência neste curso.',
    },
  },
  schoolData: {
    title: 'Unidades',
    intro:
      'Cursos e colaboradores das suas unidades. Carregue uma planilha para criar as contas de muitos colaboradores de uma vez.',
    school: 'Unidade',
    noSchools: 'Você ainda não está vinculado a nenhuma unidade.',
    loadError: 'Não foi possível carregar os dados da unidade.',
    counts: '{{classrooms}} cursos · {{students}} colaboradores',
    classrooms: {
      caption: 'Cursos da unidade',
      title: 'Cursos',
      name: 'Curso',
      grade: 'Nível',
      students: 'Colaboradores',
    },
    students: { caption: 'Colaboradores da unidade', title: 'Colaboradores', classrooms: 'Cursos' },
    load: {
      open: 'Carregar colaboradores',
      title: 'Carregar colaboradores',
      intro:
        'Envie uma planilha xlsx ou csv com as colunas Nome, Usuário, E-mail e Curso (Nome e Curso são obrigatórias; sem usuário, um é gerado). Até 5.000 colaboradores e 5 MB.',
      file: 'Planilha de colaboradores',
      previewCaption: 'Colaboradores da planilha',
      summary_one: '{{count}} colaborador na planilha, {{invalid}} com problemas.',
      summary_other: '{{count}} colaboradores na planilha, {{invalid}} com problemas.',
      ready_one: 'A planilha está correta: {{count}} colaborador será criado.',
      ready_other: 'A planilha está correta: {{count}} colaboradores serão criados.',
      progress: 'Criando as contas dos colaboradores',
      sheetTitle: 'Acessos dos novos colaboradores',
      sheetIntro: 'Entregue a cada colaborador o seu usuário e a sua senha. A senha pode ser trocada no perfil.',
      close: 'Voltar à unidade',
    },
  },
  'privacy-retention': {
    accountsErased_one: '{{count}} conta de colaborador que saiu apagada ou anonimizada',
    accountsErased_other: '{{count}} contas de colaboradores que saíram apagadas ou anonimizadas',
  },
  privacy: {
    log: {
      title: 'Acessos a dados de colaboradores',
      intro:
        'Cada consulta de instrutores, coordenadores e administradores aos dados de um colaborador fica registrada aqui e não pode ser alterada.',
      caption: 'Consultas aos dados de colaboradores, das mais recentes às mais antigas',
      student: 'Colaborador',
    },
  },
  privacyRequests: {
    section: {
      erasureDeleted:
        'São apagados: a conta e o perfil, as respostas e os textos entregues, as notas, as mensagens escritas, os arquivos enviados e o registro de acessos.',
      exportIntro:
        'Peça uma cópia de tudo o que a plataforma guarda: perfil, cursos, módulos entregues com respostas e notas, textos com as correções, fórum, avaliações, jornadas, jogos e pokz, mensagens escritas, registro de acessos e os arquivos enviados. O arquivo (.zip) fica pronto em poucos minutos e o link vale por 7 dias.',
    },
  },
  library: {
    titles: { digitalClasses: 'Conteúdos digitais' },
    search: { grade: 'Nível', myGrades: 'Meus níveis', allGrades: 'Todos os níveis', bncc: 'Competência' },
  },
  translation: {
    menu: {
      escolas: 'Unidades',
      'minha-classe': 'Meus cursos',
      atividades: 'Módulos',
      'aulas-ao-vivo': 'Encontros ao vivo',
      'aulas-digitais': 'Conteúdos digitais',
      turmas: 'Cursos',
      instituicoes: 'Unidades',
      trilhas: 'Jornadas',
      'diario-de-classe': 'Diário do curso',
    },
    roles: {
      school_student: 'Colaborador',
      b2c_student: 'Colaborador',
      private_student: 'Colaborador',
      school_teacher: 'Instrutor',
      private_teacher: 'Instrutor',
    },
    activityKinds: CORPORATE_ACTIVITY_KIND_LABELS,
  },
  diagnosis: {
    intro:
      'Aproveitamento dos colaboradores nas questões das avaliações digitais, por área do conhecimento, curso e ano, com as competências mais erradas e os colaboradores que precisam de atenção.',
    empty: 'Ainda não há respostas de avaliações digitais com competências para estes filtros.',
    filters: { classroom: 'Curso', student: 'Colaborador' },
    totals: { students: 'Colaboradores avaliados' },
    columns: { classroom: 'Curso', skill: 'Competência', student: 'Colaborador' },
    classrooms: 'Cursos por área do conhecimento',
    skills: 'Competências mais erradas',
    students: 'Colaboradores que precisam de atenção',
    noStudents: 'Nenhum colaborador abaixo do limite.',
    noSkills: 'Nenhuma competência com erros.',
  },
  reports: {
    scope: { school: 'Unidade', classroom: 'Curso', student: 'Colaborador', teacher: 'Instrutor' },
    views: { classes: 'Cursos', students: 'Colaboradores', teachers: 'Instrutores', activities: 'Módulos' },
    chart: {
      kinds: 'Módulos por tipo',
      kindsDescription: 'Gráfico de barras do número de módulos de cada tipo no período.',
      activities: 'Módulos',
    },
    columns: {
      classroom_name: 'Curso',
      school_name: 'Unidade',
      students: 'Colaboradores',
      student_name: 'Colaborador',
      teacher_name: 'Instrutor',
      classrooms: 'Cursos',
      title: 'Módulo',
      total_activities: 'Módulos',
    },
  },
  activities: {
    title: 'Módulos',
    next: { all: 'Ver todos os módulos' },
    home: {
      noDeadlines: 'Nenhum módulo aberto com prazo.',
      participation: 'Participação por curso',
      noClassrooms: 'Você ainda não tem cursos.',
      openActivities_zero: 'Nenhum módulo aberto',
      openActivities_one: '{{count}} módulo aberto',
      openActivities_other: '{{count}} módulos abertos',
    },
    mockExams: 'Testes práticos',
    back: 'Voltar aos módulos',
    loadError: 'Não foi possível carregar os módulos.',
    empty: 'Nenhum módulo encontrado.',
    tabs: { label: 'Situação dos módulos', open: 'Abertos', closed: 'Encerrados' },
    closedCaption: 'Módulos encerrados',
    counts: {
      label: 'Resumo dos módulos',
      activities_zero: '0 módulos abertos',
      activities_one: '{{count}} módulo aberto',
      activities_other: '{{count}} módulos abertos',
      listed_zero: '0 módulos',
      listed_one: '{{count}} módulo',
      listed_other: '{{count}} módulos',
    },
    filters: { teacher: 'Instrutor', allTeachers: 'Todos os instrutores' },
    item: {
      teacher: 'Instrutor: {{name}}',
      classroom: 'Curso: {{name}}',
      activity: 'Módulo',
      teacherComment: 'Comentário do instrutor',
    },
    summary: { label: 'Desempenho nos módulos encerrados', total: 'Módulos' },
    expired: {
      title: 'Módulo Expirado',
      description:
        'O prazo deste módulo terminou. Você ainda pode ver o que foi feito, mas não pode mais enviar respostas.',
    },
    urgent: {
      title: 'Módulos urgentes',
      description_one: 'Você tem {{count}} módulo que termina em menos de 48 horas. Não deixe para a última hora!',
      description_other: 'Você tem {{count}} módulos que terminam em menos de 48 horas. Não deixe para a última hora!',
    },
    creation: {
      title: 'Novo módulo',
      editTitle: 'Editar módulo',
      notEditableHere: 'Este tipo de módulo não pode ser editado nesta tela.',
      stepNames: { exam: 'Avaliação', trail: 'Jornada', students: 'Colaboradores' },
      trail: {
        chosen: 'Jornada aplicada',
        none: 'Nenhuma jornada escolhida ainda. Busque abaixo e clique em "Escolher".',
        library: 'Jornadas publicadas',
        search: 'Buscar jornada pelo título',
        notFound: 'Nenhuma jornada publicada encontrada.',
        chooseTitle: 'Escolher a jornada: {{title}}',
      },
      exam: {
        label: 'Avaliação aplicada',
        search: 'Buscar avaliação publicada',
        none: 'Nenhuma avaliação publicada encontrada.',
        required: 'Escolha a avaliação que os colaboradores farão.',
        durationLabel: 'Duração da avaliação (minutos)',
        reviewDuration: 'Duração da avaliação',
      },
      kind: 'Tipo de módulo',
      classroom: 'Curso',
      chooseClassroom: 'Selecione o curso',
      bncc: 'Competências',
      bnccHint: 'Separe as competências por vírgula (tecle ENTER para adicionar)',
      bnccPlaceholder: 'Ex.: Comunicação, Segurança',
      details: 'Orientações do módulo',
      passwordHint: 'Opcional: os colaboradores precisarão da senha para abrir o módulo.',
      students: 'Colaboradores',
      studentsChosen: 'Colaboradores que receberão o módulo ({{count}} de {{total}})',
      studentsRequired: 'Escolha pelo menos um colaborador.',
      emptyClassroom: 'Este curso ainda não tem colaboradores.',
      publish: 'Publicar módulo',
      published: 'Módulo publicado com sucesso!',
      saved: 'Módulo atualizado com sucesso!',
      draft: {
        prompt: 'Você começou a criar o módulo "{{title}}" e não terminou (salvo em {{date}}).',
        untitled: 'Módulo sem título',
      },
      confirmRemoveStudents: {
        title: 'Remover colaboradores do módulo?',
        description_one:
          '{{count}} colaborador deixará de receber o módulo, e a resposta e a nota dele serão apagadas.',
        description_other:
          '{{count}} colaboradores deixarão de receber o módulo, e as respostas e as notas deles serão apagadas.',
      },
    },
    express: {
      intro: 'O desafio "{{title}}" vira uma tarefa publicada para todos os colaboradores de cada curso escolhido.',
      classrooms: 'Cursos',
      emptyClassroom: '{{name}} (sem colaboradores)',
      published_one: 'Tarefa publicada para 1 curso!',
      published_other: 'Tarefa publicada para {{count}} cursos!',
    },
    teacher: {
      create: 'Novo módulo',
      exportStudents: 'Exportar colaboradores',
      states: { active: 'Ativos', favorite: 'Favoritos', archived: 'Arquivados', concluded: 'Concluídos' },
      confirmRemove: {
        title: 'Remover módulo?',
        description:
          'O módulo "{{title}}" e as respostas dos colaboradores serão removidos. Esta ação não pode ser desfeita.',
      },
      confirmConclude: {
        title: 'Concluir módulo?',
        description: 'O módulo "{{title}}" será encerrado e os colaboradores não poderão mais enviar respostas.',
      },
      done: {
        favorite: 'Módulo adicionado aos favoritos.',
        unfavorite: 'Módulo removido dos favoritos.',
        archive: 'Módulo arquivado.',
        unarchive: 'Módulo desarquivado.',
        conclude: 'Módulo concluído.',
        remove: 'Módulo removido.',
      },
    },
    trailResults: {
      noTrail: 'Este módulo ainda não tem uma jornada.',
      trail: 'Jornada: {{title}}',
      totals: '{{started}} de {{total}} colaboradores começaram, {{finished}} concluíram',
      average: 'Progresso médio do curso: {{progress}}%',
      students: 'Progresso dos colaboradores',
      noStudents: 'Nenhum colaborador neste módulo.',
    },
  },
  'interactive-map': {
    energy: { grow: 'Conclua módulos e desafios para construir o seu mapa.' },
  },
  essays: {
    text: 'Texto dissertativo',
    send: 'Enviar texto',
    sent: 'Texto enviado com sucesso!',
    empty: 'Escreva o texto antes de enviar.',
    notSent: 'O texto não foi enviado.',
    yourEssay: 'Seu texto',
    correctedEssay: 'Seu texto corrigido',
    essayOf: 'Texto de {{name}}',
    back: 'Voltar à lista de colaboradores',
    markAfterSending: 'Só é possível marcar trechos depois que o colaborador enviar o texto.',
    loadError: 'Não foi possível carregar o texto.',
    assistantHint:
      'As sugestões do assistente aparecem tracejadas no texto e só chegam ao colaborador depois que você as aceitar.',
    assistantScoresEnem: 'Competências de escrita (assistente)',
  },
  schoolWork: {
    confirmSend: {
      message: 'Depois de enviar, você não poderá mais alterar a resposta, a menos que o instrutor peça para refazer.',
    },
    result: {
      comment: 'Comentário do instrutor',
      waiting: 'Aguardando a avaliação do instrutor.',
      notSent: 'O módulo não foi enviado.',
      redo: 'O instrutor pediu que você refaça este módulo.',
      notStarted: CORPORATE_SERVER_TEXTS[SCHOOL_WORK_MESSAGES.notStarted] ?? '',
    },
    results: { title: 'Colaboradores', student: 'Colaborador', empty: 'Nenhum colaborador neste módulo.' },
    back: 'Voltar à lista de colaboradores',
    evaluation: {
      comment: 'Comentário para o colaborador',
      confirmRedo: {
        description:
          'O módulo volta para {{name}} refazer, com o seu comentário. A nota atual deixa de valer até a nova avaliação.',
      },
      redoWaiting: 'Refação solicitada: aguardando a nova entrega do colaborador.',
    },
  },
  studentSteps: {
    label: 'Outros colaboradores do módulo',
    previous: 'Colaborador anterior',
    next: 'Próximo colaborador',
  },
  forum: {
    closed: 'O prazo deste módulo terminou: não é mais possível comentar.',
    participation: {
      title: 'Participação dos colaboradores',
      empty: 'Nenhum colaborador participou ainda.',
    },
  },
  messages: {
    guardiansOff:
      'As mensagens com a unidade estão desativadas nesta plataforma. Você ainda pode ler as conversas anteriores.',
    reportHelp: 'A coordenação da unidade vai ver esta mensagem e a conversa em volta dela.',
    bulk: {
      classrooms: 'Cursos',
      students: 'Colaboradores',
      toStudents: 'Os colaboradores',
      toGuardians: 'Os responsáveis pelos colaboradores',
      noClassrooms: 'Você não tem cursos.',
      searchStudent: 'Buscar colaborador',
      noStudents: 'Nenhum colaborador encontrado.',
    },
  },
  guardians: {
    linked: 'Vinculado pela unidade',
    trails: {
      title: 'Jornadas de {{name}}',
      none: 'Nenhuma jornada aplicada a {{name}}.',
      loadError: 'Não foi possível carregar as jornadas.',
    },
    confirmUnlink: { description: 'O dependente deixará de aparecer para você. A conta continua com a unidade.' },
    home: {
      counts: { done: 'Feitos', paused: 'Pausados' },
      status: { '3': 'Feito', '7': 'Pausado' },
      late: 'Atrasado',
      activities: { title: 'Módulos', tabs: { done: 'Feitos' } },
      grades: { on: 'Corrigido em {{date}}' },
    },
  },
  exams: {
    intro: {
      title: 'Orientações da avaliação',
      antiCheat: 'Atenção: se você sair desta página durante a avaliação, ela será finalizada.',
      fullscreen: 'A avaliação abre em tela cheia.',
      password: 'Senha da avaliação',
      start: 'Iniciar avaliação',
      expired: 'O prazo desta avaliação terminou.',
      paused: 'A avaliação está pausada pelo instrutor. Aguarde para começar.',
    },
    player: {
      paused: 'Avaliação pausada pelo instrutor',
      pausedDetail: 'O tempo está parado e as respostas estão bloqueadas. Aguarde o instrutor retomar a avaliação.',
      over: 'O tempo da avaliação acabou.',
      finish: 'Finalizar avaliação',
      confirmFinish: {
        title: 'Finalizar avaliação?',
        pending:
          'Ainda há respostas pendentes de envio. Conecte-se à internet e aguarde o envio para finalizar a avaliação.',
        confirm: 'Finalizar avaliação',
      },
    },
    result: { title: 'Resultado da avaliação', studentAnswer: 'Resposta do colaborador' },
    live: {
      title: 'Acompanhamento da avaliação',
      pause: 'Pausar avaliação',
      resume: 'Retomar avaliação',
      paused: 'Avaliação pausada: o tempo dos colaboradores está parado.',
      pausedDone: 'Avaliação pausada.',
      resumedDone: 'Avaliação retomada.',
      students: 'Colaboradores',
      noStudents: 'Nenhum colaborador recebeu esta avaliação.',
      remakeSelected_one: 'Refazer ({{count}} colaborador)',
      remakeSelected_other: 'Refazer ({{count}} colaboradores)',
      confirmRemake: {
        title: 'Refazer a avaliação?',
        description: 'As respostas de {{names}} serão apagadas e a avaliação poderá ser feita de novo desde o início.',
      },
      remade: 'Os colaboradores poderão refazer a avaliação.',
      finishReason: { student: 'finalizada pelo colaborador', teacher: 'encerrada pelo instrutor' },
    },
    questions: {
      nullifyDescription: 'A questão deixa de contar na nota de todos os colaboradores, e eles verão o motivo.',
    },
  },
  'mock-exams': {
    title: 'Testes práticos',
    help: 'Pratique com as avaliações oferecidas pelos instrutores. O tempo começa a contar quando você inicia.',
    empty: 'Nenhum teste prático disponível no momento.',
    back: 'Voltar aos testes práticos',
    notFound: 'Teste prático não encontrado.',
    startExam: 'Iniciar teste prático',
    resultTitle: 'Resultado do teste prático',
  },
  learning: {
    intro: 'Escolha um nível e um curso para acompanhar as notas e a participação dos colaboradores.',
    noClassrooms: 'Você ainda não tem cursos.',
    grade: 'Nível',
    classroom: 'Curso',
    summary: { average: 'Média do curso', activities: 'Módulos atribuídos' },
    chart: {
      description: 'Quantas notas de cada faixa os módulos do curso deram. Média do curso: {{average}}.',
      empty: 'Nenhuma nota dada neste curso ainda.',
    },
    activities: { caption: 'Notas por módulo', title: 'Módulo', assigned: 'Colaboradores' },
    students: { caption: 'Colaboradores do curso', name: 'Colaborador' },
    details: { activities: 'Módulos atribuídos' },
  },
  schoolDirectory: {
    title: 'Cursos',
    classroom: 'Curso',
    noClassrooms: 'Você ainda não tem cursos.',
    students: 'Colaboradores do curso',
    editTitle: 'Editar colaborador',
    resetHint: 'O colaborador sairá de todos os aparelhos e entrará com a nova senha.',
    generatedHint: 'Anote e entregue ao colaborador: ela não será mostrada de novo.',
  },
  signIn: {
    institutions: 'Unidades',
    accessCodes: {
      intro: 'Gere e imprima os QR Codes com que os colaboradores entram na plataforma. Cada código vale uma vez.',
      classroom: 'Curso',
      students: 'Um para cada colaborador',
      classAccess: 'Acesso do curso (instrutor)',
    },
  },
  inputs: {
    chip: { placeholder: 'Ex.: atendimento, segurança, LGPD' },
  },
  'question-bank': {
    form: { bncc: 'Competências', grade: 'Nível' },
  },
  'question-search': { bncc: 'Competência', grade: 'Nível' },
  'classifier-form': {
    bncc: 'Competências',
    bnccCode: 'Competência',
    bnccDescription: 'Descrição da competência',
    addBncc: 'Adicionar competência',
    keywordsPlaceholder: 'Ex.: atendimento, segurança, LGPD',
    grades: 'Níveis',
  },
  'online-classrooms': {
    title: 'Encontros ao vivo',
    loadError: 'Não foi possível carregar os encontros ao vivo.',
    student: {
      intro: 'Os encontros ao vivo abertos para os seus cursos. A sala abre em uma nova aba.',
      empty: 'Nenhum encontro ao vivo aberto agora.',
      joinLabel: 'Entrar no encontro {{title}}',
      inRoom:
        'Você está no encontro {{title}}. Mantenha esta página aberta: o seu tempo no encontro é registrado enquanto ela estiver aberta.',
      leave: 'Sair do encontro',
    },
    educator: {
      intro: 'Abra uma sala para um curso: os colaboradores dele entram pela área Encontros ao vivo.',
      classroom: 'Curso',
      chooseClassroom: 'Escolha o curso',
      noClassrooms: 'Você não tem cursos para abrir uma sala.',
      roomTitle: 'Título do encontro',
      opened: 'Sala aberta. Os colaboradores do curso já podem entrar.',
      columns: { title: 'Encontro', classroom: 'Curso' },
      confirmClose: 'Encerrar a sala? Os colaboradores que estão nela saem e o tempo deles é fechado.',
      timeLogs: 'Tempo dos colaboradores',
      logsCaption: 'Tempo de cada colaborador na sala {{title}}',
      logColumns: { student: 'Colaborador' },
    },
  },
  'class-diary': {
    title: 'Diário do curso',
    classroom: 'Curso',
    anyClassroom: 'Todos os cursos',
    chooseClassroom: 'Escolha o curso',
    columns: { classroom: 'Curso', subject: 'Tema' },
    form: {
      subject: 'Tema',
      bncc: 'Competências',
      bnccHint: 'Digite o código da competência e tecle Enter.',
      lessons: 'Número de encontros no dia',
    },
    attendance: {
      intro: 'Escolha uma aula e marque os colaboradores que faltaram. Todos começam presentes.',
      noLessons: 'Nenhuma aula registrada para este curso no período.',
      students: 'Colaboradores',
      noStudents: 'Este curso não tem colaboradores.',
    },
  },
  workload: {
    classroom: 'Curso',
    chooseClassroom: 'Escolha o curso',
    monthly: { title: 'Frequência do curso por mês', caption: 'Frequência do curso em cada mês do ano' },
    students: { caption: 'Frequência dos colaboradores no mês', name: 'Colaborador' },
    frequencyDetails: { subject: 'Tema' },
    workload: {
      caption: 'Carga horária dos colaboradores no mês',
      name: 'Colaborador',
      delivered: 'Módulos entregues',
      activityMinutes: 'Carga dos módulos',
    },
    workloadDetails: { activities: 'Módulos entregues no mês', title: 'Módulo' },
  },
  schedules: {
    classrooms: 'Cursos',
    wizard: { tipo: 'Tipo e cursos' },
    form: { classrooms: 'Cursos que recebem o item' },
    people: { classroom: 'Curso' },
    guardian: { messages: 'Mensagens da unidade' },
  },
  'trail-wizard': {
    title: 'Jornadas',
    newTrail: 'Nova jornada',
    back: 'Voltar às jornadas',
    loadError: 'Não foi possível carregar as jornadas.',
    empty: 'Nenhuma jornada encontrada.',
    filters: { grade: 'Nível' },
    scopes: { label: 'Quais jornadas' },
    items: {
      full: 'A jornada já tem {{max}} etapas, o máximo.',
    },
    theme: { hint: 'O tema desenha o caminho que os colaboradores percorrem.' },
    status: {
      published: 'A jornada está publicada: os instrutores da plataforma podem encontrá-la e aplicá-la.',
    },
  },
  'exam-wizard': {
    status: { published: 'Avaliação publicada! Ela já pode ser aplicada em um módulo de avaliação digital.' },
    mockExam: {
      title: 'Teste prático',
      help: 'Ofereça esta avaliação publicada como teste prático: os colaboradores a encontram em Testes práticos, pela disciplina.',
      offered: 'Oferecido como teste prático de {{discipline}} ({{duration}} min).',
      discipline: 'Disciplina do teste prático',
      offer: 'Oferecer como teste prático',
      update: 'Atualizar teste prático',
      withdraw: 'Retirar teste prático',
      savedOffer: 'Teste prático oferecido aos colaboradores.',
      savedWithdraw: 'Teste prático retirado. As tentativas já feitas continuam registradas.',
    },
  },
  profile: {
    personal: { school: 'Unidade' },
  },
  'material-card': {
    types: { digitalClasses: 'Conteúdo digital', learning_trail: 'Jornada' },
  },
  challenges: {
    filters: { grade: 'Nível', bncc: 'Competência' },
    homework: {
      results: {
        students: 'Colaboradores',
        student: 'Colaborador',
        noStudents: 'Nenhum colaborador nesta tarefa.',
        gameStudents: 'Colaboradores em {{title}}',
        playedBy_one: '{{count}} colaborador jogou este desafio.',
        playedBy_other: '{{count}} colaboradores jogaram este desafio.',
      },
    },
    wizard: {
      intro: { objectivePlaceholder: 'O que o colaborador aprende ou pratica com este desafio' },
      data: { contextHint: 'O colaborador lê antes do primeiro desafio (opcional).' },
      classification: {
        grades: 'Níveis',
        bncc: 'Competências',
        bnccSearch: 'Buscar competência',
        bnccNone: 'Nenhuma competência encontrada.',
        keywordsPlaceholder: 'Ex.: atendimento, segurança, LGPD',
      },
    },
  },
  accounts: {
    signUp: { code: 'Código da empresa ou parceiro (opcional)', studentLink: 'É colaborador? Cadastre-se aqui' },
    terms: {
      termsText:
        'Ao usar {{platform}}, você se compromete a usar a plataforma para fins de desenvolvimento profissional, respeitar os colegas e instrutores e manter a sua senha em segredo.',
      privacyText:
        'Usamos os seus dados somente para oferecer os módulos e acompanhar o seu desenvolvimento, conforme a Lei Geral de Proteção de Dados (LGPD).',
    },
    confirmation: { school: 'Unidade', reported: 'A sua empresa vai corrigir os dados. Você informou:' },
  },
  hallOfFame: {
    tabs: { classroom: 'Meu curso', school: 'Minha unidade', classrooms: 'Cursos' },
    classroom: {
      position: 'Seu curso está em {{position}}º lugar entre {{ranked}} cursos da unidade.',
      unranked: 'Seu curso ainda não pontuou neste período.',
    },
    table: { student: 'Colaborador', classroom: 'Curso', mine: 'Seu curso' },
    seasons: { scopes: { classroom: 'do curso', school: 'da unidade' } },
  },
  helpCenter: {
    form: {
      descriptionHint:
        'Conte o que você tentava fazer, o que apareceu na tela e, se for o caso, o nome do colaborador.',
    },
    faq: {
      password: {
        answer:
          'Na tela de entrada, escolha "Esqueci minha senha" e siga as instruções enviadas ao seu e-mail. Se não tiver e-mail cadastrado, peça à sua unidade para redefinir a senha.',
      },
      pending: {
        question: 'Onde vejo os módulos pendentes?',
        answer: 'No menu Módulos, os pendentes aparecem primeiro, com a data de entrega de cada um.',
      },
      grades: {
        question: 'Como acompanho as notas de um colaborador?',
        answer:
          'Responsáveis veem as notas e os comentários dos instrutores no painel de cada dependente. Colaboradores veem as suas no menu Módulos.',
      },
    },
  },
  notifications: {
    composer: {
      classroom: 'Um curso',
      classrooms: 'Vários cursos',
      educators: 'Os instrutores da unidade',
      pickOne: 'Curso',
      pickOnePlaceholder: 'Escolha o curso',
      pickMany: 'Cursos',
      noClassrooms: 'Você não tem cursos para notificar.',
      audience: 'Os colaboradores dos cursos recebem a notificação.',
    },
    prefs: { kinds: { notification: 'Avisos da unidade' } },
  },
};
