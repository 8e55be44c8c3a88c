import {
  DEFAULT_EDITOR_FONT_SIZE_PT,
  MAP_SECTIONS,
  type PlanProduct,
  type Role,
  type RoleGroup,
  type Stage,
  wrapEssayText,
} from '@ava/contracts';
import type { ChallengeLibrary } from './challenges.seed.ts';
import type { DemoPark } from './demo-park.ts';

/** Demo accounts share this password; they exist for demonstration only. */
export const DEMO_PASSWORD = 'senha123';

export const GRADES: { id: number; name: string; stage: Stage | null }[] = [
  { id: 30, name: 'Infantil 1', stage: 'infantil' },
  { id: 31, name: 'Infantil 2', stage: 'infantil' },
  { id: 32, name: 'Infantil 3', stage: 'infantil' },
  ...[18, 19, 20, 21, 22].map((id, i) => ({ id, name: `${i + 1}º ano`, stage: 'fundamental-1' as const })),
  ...[23, 24, 25, 26].map((id, i) => ({ id, name: `${i + 6}º ano`, stage: 'fundamental-2' as const })),
  ...[27, 28, 29].map((id, i) => ({ id, name: `${i + 1}ª série`, stage: 'ensino-medio' as const })),
  { id: 36, name: 'Multisseriado', stage: 'multisseriado' },
  ...[37, 38, 39, 40].map((id, i) => ({ id, name: `EJA ${i + 1}`, stage: 'adulto' as const })),
  { id: -1, name: 'Professor', stage: null },
];

type MenuTree = Record<string, readonly string[]>;

export const MENUS: Record<RoleGroup, MenuTree> = {
  student: {
    ...MAP_SECTIONS,
    // Not a map section: the institutions screen, for the students who may switch (menuForRole).
    instituicoes: [],
    // Not a map section: messages with their teachers.
    mensagens: [],
    // Not a map sub-area: the library's audios.
    audios: [],
    // Not a map section: what is kept of the student and why, their own consents where they decide them.
    privacidade: [],
  },
  educator: {
    'minha-classe': ['turmas', 'atividades', 'agenda', 'aulas-ao-vivo', 'codigos-de-acesso'],
    conteudos: ['banco-de-questoes', 'avaliacoes', 'trilhas', 'desafios'],
    // The content library (view.library).
    info: ['aulas-digitais', 'livros-digitais', 'materiais-diversos', 'audios'],
    gestao: [
      'relatorios',
      'diagnostico',
      'diario-de-classe',
      'carga-horaria',
      'instituicoes',
      'escolas',
      'privacidade',
    ],
    comunicacao: ['mensagens', 'mensagens-denunciadas'],
  },
  guardian: {
    acompanhamento: ['visao-geral', 'dependentes', 'atividades', 'agenda', 'privacidade'],
    comunicacao: ['mensagens'],
  },
  admin: {
    gestao: [
      'escolas',
      'usuarios',
      'relatorios',
      'produtos-da-loja',
      'acessos-a-dados',
      'solicitacoes-de-dados',
      'retencao-de-dados',
      'privacidade',
    ],
  },
};

export interface DemoUser {
  username: string;
  name: string;
  role: Role;
  email?: string;
  level?: number;
  /** Energy of the interactive map (0 to 100); the column's default, 100, when not given. */
  energy?: number;
  classrooms?: string[];
}

export interface DemoPlatform {
  slug: string;
  name: string;
  kind: 'school' | 'corporate';
  contract: 'commercial' | 'demonstration';
  theme: Record<string, unknown>;
  /** Feature flags stored when the platform is created (features.ts); an administrator's later change stays. */
  features?: Record<string, boolean>;
  schoolGroup: string;
  school: string;
  classrooms: { name: string; gradeId: number }[];
  users: DemoUser[];
  guardianLinks: [guardian: string, student: string][];
  /** Guardians with a paid plan: they register their own children (document 3's dependents). */
  guardianPlans?: [guardian: string, plan: PlanProduct][];
}

export const DEMO_PLATFORMS: DemoPlatform[] = [
  {
    slug: 'demo',
    name: 'AVA Demo',
    kind: 'school',
    contract: 'demonstration',
    theme: {
      welcome_message: 'O ambiente virtual de aprendizagem que está transformando a educação no Brasil.',
      colors: {
        primary: '#5B2EE5',
        light: '#EDE7FF',
        dark: '#3A1A9E',
        secondary: '#FF8A00',
        menu: '#2D1A6B',
        title: '#222',
        subtitle: '#555',
      },
      files: {
        logo: '/brand/demo/logo.svg',
        favicon: '/brand/demo/favicon.svg',
        login_background: '/brand/demo/login-background.svg',
      },
      typographies: {
        title: 'Trebuchet MS,700,28px',
        body: 'Verdana,400,16px',
        menu: 'Trebuchet MS,600,15px',
      },
      contacts: { email: 'contato@ava-demo.com.br', domain: 'ava-demo.com.br' },
      links: { instagram: 'instagram.com/avademo' },
      configs: {
        has_favicon: 'true',
        accessibility: true,
        upload_picture: true,
        is_uppercase: true,
        hideMap: false,
        guardian_messages: true,
      },
    },
    schoolGroup: 'Rede Demo',
    school: 'Escola Modelo',
    classrooms: [
      { name: 'Infantil 2 - Turma A', gradeId: 31 },
      { name: '3º ano - Turma A', gradeId: 20 },
      { name: '8º ano - Turma A', gradeId: 25 },
      { name: '1ª série - Turma A', gradeId: 27 },
    ],
    // Each student's map is built to a different level (25, 50, 75, 100 per cent) by their energy.
    users: [
      {
        username: 'aluno1',
        name: 'Ana Souza',
        role: 'school_student',
        level: 1,
        energy: 60,
        classrooms: ['3º ano - Turma A'],
      },
      { username: 'aluno2', name: 'Bruno Lima', role: 'school_student', level: 1, classrooms: ['3º ano - Turma A'] },
      {
        username: 'aluno3',
        name: 'Carla Dias',
        role: 'school_student',
        level: 1,
        energy: 30,
        classrooms: ['Infantil 2 - Turma A'],
      },
      {
        username: 'aluno4',
        name: 'Davi Rocha',
        role: 'school_student',
        level: 1,
        classrooms: ['Infantil 2 - Turma A'],
      },
      {
        username: 'aluno6',
        name: 'Gabriel Costa',
        role: 'school_student',
        level: 1,
        energy: 80,
        classrooms: ['8º ano - Turma A'],
      },
      {
        username: 'aluno7',
        name: 'Helena Prado',
        role: 'school_student',
        level: 1,
        energy: 100,
        classrooms: ['1ª série - Turma A'],
      },
      {
        username: 'professor',
        name: 'Paula Mendes',
        role: 'school_teacher',
        email: 'professor@ava-demo.com.br',
        classrooms: ['Infantil 2 - Turma A', '3º ano - Turma A'],
      },
      {
        username: 'coordenador',
        name: 'Carlos Nunes',
        role: 'school_coordinator',
        email: 'coordenador@ava-demo.com.br',
      },
      {
        username: 'responsavel',
        name: 'Renata Souza',
        role: 'guardian',
        email: 'responsavel@ava-demo.com.br',
        level: 1,
      },
      {
        username: 'familia-plano',
        name: 'Marcos Lima',
        role: 'guardian',
        email: 'familia-plano@ava-demo.com.br',
        level: 1,
      },
      { username: 'admin', name: 'Administração Demo', role: 'school_admin', email: 'admin@ava-demo.com.br' },
    ],
    guardianLinks: [
      ['responsavel', 'aluno1'],
      ['responsavel', 'aluno3'],
    ],
    guardianPlans: [['familia-plano', 'family']],
  },
  {
    slug: 'corporativo',
    name: 'Academia Corporativa',
    kind: 'corporate',
    contract: 'demonstration',
    theme: {
      welcome_title: 'Boas-vindas à',
      welcome_message: 'Trilhas de desenvolvimento para toda a sua equipe.',
      colors: {
        primary: '#0B6E4F',
        light: '#E3F4EE',
        dark: '#06402E',
        secondary: '#F2A541',
        title: '#111',
        subtitle: '#444',
      },
      files: { logo: '/brand/corporativo/logo.svg', favicon: '/brand/corporativo/favicon.svg' },
      typographies: { title: 'Georgia,700,28px', body: 'Arial,400,16px', menu: 'Arial,600,15px' },
      currency: { student: 'Moedas', teacher: 'Moedas' },
    },
    schoolGroup: 'Grupo Corporativo',
    school: 'Sede',
    classrooms: [
      { name: 'Integração 2026', gradeId: 37 },
      { name: 'Atendimento ao cliente', gradeId: 37 },
    ],
    users: [
      {
        username: 'colaborador',
        name: 'Marina Alves',
        role: 'b2c_student',
        level: 1,
        classrooms: ['Integração 2026', 'Atendimento ao cliente'],
      },
      {
        username: 'instrutor',
        name: 'Rafael Costa',
        role: 'private_teacher',
        classrooms: ['Integração 2026', 'Atendimento ao cliente'],
      },
    ],
    guardianLinks: [],
  },
  {
    // A state capital's school network: a school platform whose flags ask for the relabelled wording
    // (document 1 section 1), which it reads as the corporate platforms do.
    slug: 'capital',
    name: 'Rede Municipal da Capital',
    kind: 'school',
    contract: 'demonstration',
    features: { corporatePlatform: true },
    theme: {
      welcome_message: 'Percursos de aprendizagem da rede municipal.',
      colors: {
        primary: '#1F5FA8',
        light: '#E4EEF9',
        dark: '#123B69',
        secondary: '#F4B400',
        title: '#1A1A1A',
        subtitle: '#4A4A4A',
      },
    },
    schoolGroup: 'Secretaria Municipal de Educação',
    school: 'Unidade Centro',
    classrooms: [{ name: 'Percurso 5 - Manhã', gradeId: 22 }],
    users: [
      {
        username: 'estudante',
        name: 'Lucas Pereira',
        role: 'school_student',
        level: 1,
        classrooms: ['Percurso 5 - Manhã'],
      },
      { username: 'familia', name: 'Helena Pereira', role: 'guardian', email: 'familia@capital.ava-demo.com.br' },
    ],
    guardianLinks: [['familia', 'estudante']],
  },
];

/* ---- Profile (dashboard banners of the student dashboard; the address tab of the profile) ---- */

/** Feature flags the demo turns on unless an administrator already set them. */
export const DEMO_PROFILE_FEATURES: Record<string, Record<string, boolean>> = {
  // activityDraft: the teacher's activity creation keeps its form in progress on the server.
  // enableLearning: the experiment that adds 'Aprendizagem' under the educators' 'gestao'.
  // enableManualFrequency: the class diary's 'Chamada manual', with the seeded absences (demo-class-diary.ts).
  // aiAssistant: the assistant's chat (demo-assistant.ts); aiTeachersReadChats: the teacher reads aluno1's.
  // essayAiFeatures: the essay assistant's corrections and suggestions (demo-essay-assistant.ts).
  demo: {
    aiAssistant: true,
    aiTeachersReadChats: true,
    addressTabProfile: true,
    essayAiFeatures: true,
    activityDraft: true,
    customBackground: true,
    enableLearning: true,
    enableManualFrequency: true,
  },
};

export interface DemoBanner {
  title: string;
  description: string;
  stage?: Stage;
  /** The student dashboard's screen it leads to (its link_url is that screen's address). */
  screen: string;
}

export const DEMO_BANNERS: Record<string, DemoBanner[]> = {
  demo: [
    {
      title: 'Semana da leitura',
      description: 'Escreva a redação da semana e ganhe pokz extras!',
      screen: 'atividades',
    },
    {
      title: 'Desafio das cores',
      description: 'Complete o desafio do dia e pinte o seu mapa.',
      screen: 'desafio-do-dia',
      stage: 'infantil',
    },
    {
      title: 'Olimpíada de matemática',
      description: 'Treine para a olimpíada do 3º ano com os desafios do AVA.',
      screen: 'desafios-do-ava',
      stage: 'fundamental-1',
    },
  ],
  corporativo: [
    {
      title: 'Jornada de integração',
      description: 'Conclua os módulos da sua primeira semana.',
      screen: 'atividades',
    },
  ],
};

/* ---- Activities: a few of each main kind for the 3º ano, by the teacher 'professor' ---- */

export interface DemoActivity {
  title: string;
  kind: 'forum' | 'essay' | 'work' | 'handmade';
  /** Days from the seeding day to the start, before `endsInDays`. */
  startsInDays: number;
  /** Days from the seeding day to the deadline. */
  endsInDays: number;
  workload: number;
  details: string;
  /** Students whose work is already sent and evaluated: [username, score, pokz]. */
  evaluated?: [string, number, number][];
  /** Students whose answer is sent and waits for the teacher's grade: [username, answer]. */
  sent?: [string, string][];
}

/** A classroom's (a corporate course's) activities, assigned by its teacher to its students. */
export interface DemoCourse {
  platform: string;
  classroom: string;
  teacher: string;
  students: string[];
  activities: DemoActivity[];
}

export const DEMO_ACTIVITIES: DemoCourse = {
  platform: 'demo',
  classroom: '3º ano - Turma A',
  teacher: 'professor',
  students: ['aluno1', 'aluno2'],
  activities: [
    {
      title: 'Fórum: como cuidar da água da nossa cidade?',
      kind: 'forum',
      startsInDays: -1,
      endsInDays: 1,
      workload: 30,
      details: '<p>Conte aos colegas uma atitude da sua família para economizar água.</p>',
    },
    {
      title: 'Redação: minhas férias',
      kind: 'essay',
      startsInDays: -1,
      endsInDays: 5,
      workload: 60,
      details: '<p>Escreva um texto de até 20 linhas sobre um dia especial das suas férias.</p>',
      sent: [
        [
          'aluno2',
          wrapEssayText(
            // A child's slips (orality, 'haviam', punctuation) for the essay assistant's suggestions (demo-essay-assistant.ts).
            '<p>Nas férias eu fui pra praia com meus primos.</p><p>Haviam muitas conchas na areia , e nós construímos um castelo enorme. depois a maré derrubou tudo.</p><p>Foram as melhores férias da minha vida!!</p>',
            DEFAULT_EDITOR_FONT_SIZE_PT,
          ),
        ],
      ],
    },
    {
      title: 'Trabalho: o ciclo de vida das plantas',
      kind: 'work',
      startsInDays: -1,
      endsInDays: 10,
      workload: 120,
      details: '<p>Envie fotos ou um texto mostrando as fases do feijão no algodão.</p>',
      sent: [['aluno2', '<p>O feijão germinou no terceiro dia e as folhas apareceram no sétimo.</p>']],
    },
    {
      title: 'Feito à mão: maquete do sistema solar',
      kind: 'handmade',
      startsInDays: -7,
      endsInDays: -2,
      workload: 240,
      details: '<p>Monte a maquete com materiais recicláveis e traga para a sala.</p>',
      evaluated: [['aluno1', 9.5, 20]],
    },
  ],
};

/* ---- A digital exam of the demo classroom, built from bank questions of the teacher ---- */

export interface DemoQuestion {
  text: string;
  /** Alternatives in order; the one marked true is correct. */
  alternatives: [string, boolean][];
}

export const DEMO_EXAM: {
  title: string;
  description: string;
  guidance: string;
  /** Minutes each student has once started. */
  duration: number;
  endsInDays: number;
  workload: number;
  questions: DemoQuestion[];
} = {
  title: 'Prova Digital: a água no nosso planeta',
  description: 'Ciências - a água no nosso planeta',
  guidance: '<p>Leia cada pergunta com calma e escolha uma alternativa. Você tem 20 minutos.</p>',
  duration: 20,
  endsInDays: 3,
  workload: 45,
  questions: [
    {
      text: '<p>Em qual estado a água está quando vira gelo?</p>',
      alternatives: [
        ['Sólido', true],
        ['Líquido', false],
        ['Gasoso', false],
      ],
    },
    {
      text: '<p>Como se chama a passagem da água do estado líquido para o gasoso?</p>',
      alternatives: [
        ['Condensação', false],
        ['Evaporação', true],
        ['Solidificação', false],
      ],
    },
    {
      text: '<p>Qual destas atitudes ajuda a economizar água em casa?</p>',
      alternatives: [
        ['Lavar a calçada com a mangueira', false],
        ['Deixar a torneira aberta ao escovar os dentes', false],
        ['Fechar o chuveiro enquanto se ensaboa', true],
      ],
    },
  ],
};

/* ---- The demo platform's question bank: classified questions of two teachers to search and import ---- */

export interface DemoBankQuestion extends DemoQuestion {
  author: string;
  grade_id: number;
  subject: string;
  bncc?: Record<string, string>;
  keywords: string[];
  classifications: string[];
}

export const DEMO_QUESTION_BANK: { platform: string; questions: DemoBankQuestion[] } = {
  platform: 'demo',
  questions: [
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Matemática',
      bncc: {
        EF03MA03: 'Construir e utilizar fatos básicos da adição e da multiplicação para o cálculo mental ou escrito.',
      },
      keywords: ['multiplicação', 'tabuada'],
      classifications: ['fácil'],
      text: '<p>Quanto é 7 × 8?</p>',
      alternatives: [
        ['54', false],
        ['56', true],
        ['58', false],
        ['64', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Matemática',
      bncc: { EF03MA07: 'Resolver e elaborar problemas de multiplicação (por 2, 3, 4, 5 e 10).' },
      keywords: ['multiplicação', 'problemas'],
      classifications: ['médio'],
      text: '<p>Ana tem 3 caixas com 6 lápis em cada uma. Quantos lápis ela tem ao todo?</p>',
      alternatives: [
        ['9', false],
        ['12', false],
        ['18', true],
        ['24', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Matemática',
      bncc: { EF03MA06: 'Resolver e elaborar problemas de adição e subtração.' },
      keywords: ['adição'],
      classifications: ['fácil'],
      text: '<p>Qual é o resultado de 125 + 238?</p>',
      alternatives: [
        ['353', false],
        ['363', true],
        ['373', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Matemática',
      keywords: ['medidas de tempo'],
      classifications: ['fácil'],
      text: '<p>Quantos minutos há em uma hora?</p>',
      alternatives: [
        ['30', false],
        ['60', true],
        ['100', false],
      ],
    },
    {
      author: 'professora2',
      grade_id: 21,
      subject: 'Matemática',
      bncc: { EF04MA07: 'Resolver e elaborar problemas de divisão com divisor de até dois algarismos.' },
      keywords: ['divisão'],
      classifications: ['médio'],
      text: '<p>Quanto é 84 ÷ 4?</p>',
      alternatives: [
        ['20', false],
        ['21', true],
        ['24', false],
      ],
    },
    {
      author: 'professora2',
      grade_id: 21,
      subject: 'Matemática',
      bncc: { EF04MA09: 'Reconhecer as frações unitárias mais usuais.' },
      keywords: ['frações'],
      classifications: ['fácil'],
      text: '<p>Uma pizza foi dividida em 2 partes iguais. Que fração representa cada parte?</p>',
      alternatives: [
        ['1/2', true],
        ['1/3', false],
        ['1/4', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Ciências',
      keywords: ['animais'],
      classifications: ['fácil'],
      text: '<p>Qual destes animais é um mamífero?</p>',
      alternatives: [
        ['Sapo', false],
        ['Baleia', true],
        ['Tubarão', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Ciências',
      keywords: ['plantas'],
      classifications: ['fácil'],
      text: '<p>Por onde as plantas retiram do solo a água de que precisam?</p>',
      alternatives: [
        ['Pelas folhas', false],
        ['Pelas raízes', true],
        ['Pelas flores', false],
      ],
    },
    {
      author: 'professora2',
      grade_id: 21,
      subject: 'Ciências',
      keywords: ['Sol', 'Terra'],
      classifications: ['fácil'],
      text: '<p>Qual é a principal fonte de luz e calor da Terra?</p>',
      alternatives: [
        ['A Lua', false],
        ['O Sol', true],
        ['As nuvens', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Língua Portuguesa',
      keywords: ['ortografia'],
      classifications: ['fácil'],
      text: '<p>Qual palavra está escrita corretamente?</p>',
      alternatives: [
        ['Cachorro', true],
        ['Caxorro', false],
        ['Cachoro', false],
      ],
    },
    {
      author: 'professor',
      grade_id: 20,
      subject: 'Língua Portuguesa',
      keywords: ['plural'],
      classifications: ['médio'],
      text: '<p>Qual é o plural de <em>pão</em>?</p>',
      alternatives: [
        ['Pãos', false],
        ['Pães', true],
        ['Pãoes', false],
      ],
    },
    {
      author: 'professora2',
      grade_id: 21,
      subject: 'Geografia',
      keywords: ['capitais'],
      classifications: ['fácil'],
      text: '<p>Qual é a capital do Brasil?</p>',
      alternatives: [
        ['Brasília', true],
        ['Rio de Janeiro', false],
        ['Salvador', false],
      ],
    },
  ],
};

/* ---- Accounts: self sign-up on the demo platform, with one partner code of its school ---- */

export const DEMO_SIGN_UP: { platform: string; codes: { code: string; school: string }[] } = {
  platform: 'demo',
  codes: [{ code: 'ESCOLAMODELO', school: 'Escola Modelo' }],
};

/* ---- Sign-in: Google offered once an administrator sets its client, and a backoffice operator ---- */

export const DEMO_SIGN_IN: { platform: string; features: Record<string, boolean>; operator: DemoUser } = {
  platform: 'demo',
  features: { socialSignIn: true },
  operator: {
    username: 'backoffice',
    name: 'Operação Backoffice',
    role: 'back_office',
    email: 'backoffice@ava-demo.com.br',
  },
};

/* ---- Institutions: a second school of the demo platform, and a teacher and a student of both schools ---- */

export interface DemoSchool {
  name: string;
  externalId: string;
  classrooms: { name: string; gradeId: number }[];
}

export const DEMO_INSTITUTIONS: {
  platform: string;
  schoolGroup: string;
  /** Found by name, or created; a user's schools are in this order, so the first is where they start. */
  schools: DemoSchool[];
  /** Each belongs to the schools of their classrooms. */
  users: (DemoUser & { classrooms: string[] })[];
} = {
  platform: 'demo',
  schoolGroup: 'Rede Demo',
  schools: [
    { name: 'Escola Modelo', externalId: 'demo-1', classrooms: [{ name: '4º ano - Turma A', gradeId: 21 }] },
    { name: 'Escola Horizonte', externalId: 'demo-2', classrooms: [{ name: '4º ano - Turma Horizonte', gradeId: 21 }] },
  ],
  users: [
    {
      username: 'professora2',
      name: 'Helena Prado',
      role: 'school_teacher',
      email: 'professora2@ava-demo.com.br',
      classrooms: ['4º ano - Turma A', '4º ano - Turma Horizonte'],
    },
    {
      username: 'aluno5',
      name: 'Eduardo Martins',
      role: 'school_student',
      level: 1,
      classrooms: ['4º ano - Turma A', '4º ano - Turma Horizonte'],
    },
  ],
};

/** The demo classroom the demo activities go to, with the ids of its platform's people by username. */
export interface DemoClassroom {
  platformId: string;
  classroomId: string;
  teacherId: string;
  studentIds: string[];
  idOf: Map<string, string>;
}

/* ---- Challenges: the library (challenges.seed-data.ts) by the teacher 'professor', shared with every platform ---- */

export const DEMO_CHALLENGE_LIBRARY: ChallengeLibrary = {
  platform: 'demo',
  author: 'professor',
  levelPlatforms: ['demo', 'corporativo'],
  gameOrigins: ['https://jogos.ava-demo.com.br'],
};

/* ---- The park (desafios: parque): arcade games of the library's challenges, and aluno1's first credits ---- */

export const DEMO_PARK: DemoPark = {
  platforms: ['demo', 'capital'],
  games: [
    { title: 'Memória da tabuada', price: 3, description: 'Encontre os pares da tabuada antes que o tempo acabe.' },
    { title: 'Continhas do fundo do mar', price: 2, description: 'Resolva as continhas e mergulhe mais fundo.' },
    { title: 'Caça-palavras: RR, SS, QU e GU', price: 3, description: 'Ache as palavras escondidas no quadro.' },
    { title: 'Formas no espaço', price: 2, description: 'Reconheça as formas que flutuam pelo espaço.' },
    { title: 'Qual é o sinal?', price: 2, description: 'Escolha o sinal que termina cada frase.' },
  ],
  gift: { platform: 'demo', username: 'aluno1', pack: 'Pacote de 30 créditos', pokz: 50 },
};

/* ---- A tarefa (homework of challenges) of the demo classroom, made of library challenges ---- */

export interface DemoHomework {
  title: string;
  details: string;
  workload: number;
  endsInDays: number;
  /** The library challenges it is made of (seed keys), in order. */
  challenges: string[];
  /**
   * Students who already played every challenge and handed it in: per challenge, whether each
   * round was answered right; their scores are computed by scoreGame from these answers.
   */
  handedIn: Record<string, boolean[][]>;
}

export const DEMO_HOMEWORK: DemoHomework = {
  title: 'Tarefa: desafios de matemática',
  details: '<p>Jogue os três desafios: frações no piquenique, a memória da tabuada e as continhas do fundo do mar.</p>',
  workload: 30,
  endsInDays: 14,
  challenges: ['f1-fracoes-no-piquenique', 'f1-memoria-da-tabuada', 'f1-continhas-do-fundo-do-mar'],
  handedIn: {
    aluno2: [
      [true, true, false, true, true],
      [true, true, true, false],
      [true, true, true, true, true],
    ],
  },
};
