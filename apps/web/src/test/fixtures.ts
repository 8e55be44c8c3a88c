import {
  type ActivityDetail,
  type Assignment,
  type ClassStudent,
  defaultFeatureFlags,
  type EssayBookmark,
  type LoginResponse,
  type MenuItem,
  type Role,
  type SessionUser,
  type TeacherActivityItem,
  type Theme,
  type UserInfo,
  type WorkDetail,
} from '@ava/contracts';

export function buildTheme(overrides: Partial<Theme> = {}): Theme {
  return {
    slug: 'demo',
    name: 'AVA Demo',
    contract: 'demonstration',
    admin_slug: null,
    update_at: '2026-01-01T00:00:00.000Z',
    welcome_title: 'Bem-vindo ao',
    welcome_message: 'O ambiente virtual de aprendizagem que está transformando a educação no Brasil.',
    currency: { student: 'Pokz', teacher: 'Profz' },
    configs: {},
    colors: { primary: '#5B2EE5', title: '#222222' },
    contacts: {},
    base_urls: {},
    files: { logo: '/brand/demo/logo.svg' },
    typographies: { title: { family: 'Trebuchet MS', weight: '700', size: '28px' } },
    links: {},
    features: defaultFeatureFlags(false),
    ...overrides,
  };
}

export const menuOf = (tree: Record<string, readonly string[]>): MenuItem[] =>
  Object.entries(tree).map(([slug, children]) => ({
    slug,
    active: true,
    submenu: children.map((child) => ({ slug: child, active: true, submenu: [] })),
  }));

function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    user_id: 'u-1',
    external_id: null,
    role: 'school_student',
    level: 1,
    name: 'Ana Souza',
    username: 'aluno1',
    email: null,
    school_id: 's-1',
    school_name: 'Escola Modelo',
    school_external_id: null,
    grade_id: 20,
    grade_external_id: null,
    user_map: null,
    repo_type: 'school',
    accepted_date: null,
    confirmed_date: null,
    virtual_tour: false,
    preferred_language: 'pt-BR',
    accessibility: false,
    interactive_map_energy: 100,
    isClassAccess: false,
    avatar_url: null,
    school: null,
    schools: [],
    menu: menuOf({ 'minha-classe': ['atividades', 'aulas-ao-vivo'] }),
    experimentals: [],
    ...overrides,
  };
}

/** The profile screen's user (GET /profile/user_info) of the same student as buildLogin. */
export function buildUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: 'u-1',
    name: 'Ana Souza',
    username: 'aluno1',
    email: null,
    role: 'school_student',
    level: 1,
    level_color: '#5B2EE5',
    birthday: null,
    race: null,
    phone: null,
    school_name: 'Escola Modelo',
    preferred_language: 'pt-BR',
    flexible_menu: false,
    profile_photo: null,
    profile_avatar: null,
    profile_img_type: 'avatar',
    profile_composed: null,
    avatar_url: null,
    ...overrides,
  };
}

export function buildLogin(role: Role = 'school_student', user: Partial<SessionUser> = {}): LoginResponse {
  return {
    auth_token: `token-${role}`,
    message: 'Login realizado com sucesso.',
    expires_at: '2026-01-01T12:00:00.000Z',
    user: buildUser({ role, ...user }),
  };
}

/** A student's work as GET /school_work/work_detail answers it: open, nothing saved yet. */
export function buildWorkDetail(overrides: Partial<WorkDetail> = {}): WorkDetail {
  return {
    activity: {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Trabalho',
      kind: 'work',
      activity_type: 'T',
      details: '',
      start_time: null,
      end_time: null,
      expired: false,
    },
    student: { id: 'u-1', name: 'Ana Souza' },
    stage: 'ensino-medio',
    status: 1,
    delivery_status: 'pending',
    draft: true,
    detail_text: null,
    font_size: null,
    delivery_date: null,
    score: null,
    pokz: 0,
    teacher_comment: null,
    evaluated: false,
    reached_goal: false,
    can_submit: true,
    files: [],
    ...overrides,
  };
}

/** A teacher's mark on Ana's essay, over the range given. */
export function buildEssayBookmark(range: { start: number; end: number }): EssayBookmark {
  return {
    id: '60000000-0000-4000-8000-000000000001',
    activity: '11111111-1111-4111-8111-111111111111',
    student: 'u-1',
    teacher: 't-1',
    position: { range, category: 2, sub_competence: { id: 'c1', comment: 'Reveja.' }, bookmark_type: 'teacher' },
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
  };
}

/** A published forum of the educator's list. */
export function buildTeacherActivityItem(overrides: Partial<TeacherActivityItem> = {}): TeacherActivityItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Fórum da água',
    kind: 'forum',
    activity_type: 'F',
    teacher: { id: 't', name: 'Paula Mendes' },
    classroom: { id: 'c', name: '3º ano - Turma A' },
    start_time: '2026-03-02T11:00:00.000Z',
    end_time: '2026-03-05T21:00:00.000Z',
    workload: 60,
    published: true,
    act_status: 1,
    archived: false,
    concluded: false,
    creation_step: 4,
    favorite: false,
    total_students: 2,
    participation: 1,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A student's row of an activity, as GET /activity gives it to educators: assigned, nothing sent. */
export function buildAssignment(id: string, name: string, overrides: Partial<Assignment> = {}): Assignment {
  return {
    student: { id, name, username: name.split(' ')[0]?.toLowerCase() ?? 'aluno', avatar_url: null },
    status: 1,
    delivery_status: 'pending',
    draft: false,
    response_text: null,
    delivered_at: null,
    score: null,
    pokz: 0,
    teacher_comment: null,
    evaluated_at: null,
    reached_goal: false,
    last_access_at: null,
    ...overrides,
  };
}

/** The same activity as GET /activity answers it. */
export function buildActivityDetail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...buildTeacherActivityItem(),
    bncc: [],
    keywords: [],
    layout: null,
    details: '',
    config: {},
    image_url: null,
    observation: null,
    general_notes: null,
    urgent: false,
    expired: false,
    students: [],
    assignments: [],
    duration: null,
    reached_goal: 0,
    student_participation: 0,
    ...overrides,
  };
}

/** The n-th student (1 to 9) of a classroom, as GET /teacher/class_stu_list lists them. */
export function buildClassStudent(n: number, name: string): ClassStudent {
  return {
    id: `50000000-0000-4000-8000-00000000000${n}`,
    name,
    username: `aluno${n}`,
    email: null,
    level: 1,
    blocked: false,
  };
}
