import type { MenuItem } from './auth.ts';
import { can, type Permission } from './permissions.ts';
import type { Role } from './roles.ts';

/** Document 3 section 5: a login answer whose menu is not a non-empty array has no menus. */
export function hasMenus(menu: unknown): boolean {
  return Array.isArray(menu) && menu.length > 0;
}

export function firstActiveSubmenuSlug(menu: readonly MenuItem[]): string | null {
  for (const item of menu) {
    if (!item.active) continue;
    const sub = item.submenu.find((entry) => entry.active);
    if (sub) return sub.slug;
  }
  return null;
}

export function activeEntries(menu: readonly MenuItem[]): MenuItem[] {
  return menu
    .filter((item) => item.active)
    .map((item) => ({ ...item, submenu: item.submenu.filter((entry) => entry.active) }));
}

/** The assistant's chat: a feature's screen, not a row of the platform's menu. */
export const ASSISTANT_MENU_SLUG = 'assistente';

/** Menu entries whose screen only some roles may open (document 1 section 6). */
export const MENU_PERMISSIONS: Readonly<Record<string, Permission>> = {
  instituicoes: 'view.institutions',
  'produtos-da-loja': 'edit.storeProducts',
  'mensagens-denunciadas': 'view.reportedMessages',
  // Rooms belong to school classrooms: school students and school educators.
  'aulas-ao-vivo': 'view.onlineClassrooms',
  // The content library: students and educators.
  'aulas-digitais': 'view.library',
  'livros-digitais': 'view.library',
  'materiais-diversos': 'view.library',
  audios: 'view.library',
  // The reads of teacher-learning; withLearningMenu adds the entry only for these roles.
  aprendizagem: 'view.schoolReports',
  'diario-de-classe': 'view.classDiary',
  'carga-horaria': 'view.schoolReports',
  escolas: 'edit.schoolData',
  relatorios: 'view.schoolReports',
  // LGPD: guardians' privacy of their dependents (adults' of themselves), the administration's log of reads of children's data.
  privacidade: 'view.privacy',
  'acessos-a-dados': 'view.accessLog',
  'solicitacoes-de-dados': 'manage.privacyRequests',
  'retencao-de-dados': 'edit.retention',
  // The learning diagnosis: the same educators as the reports.
  diagnostico: 'view.schoolReports',
  // The AI assistant's chat: students and educators, where the platform turned it on (withAssistantMenu).
  [ASSISTANT_MENU_SLUG]: 'view.assistant',
};

/** The platform's menu for one role: without the entries whose permission the role lacks. */
export function menuForRole(menu: readonly MenuItem[], role: Role): MenuItem[] {
  const allowed = (item: MenuItem) => {
    const permission = MENU_PERMISSIONS[item.slug];
    return permission === undefined || can(role, permission);
  };
  return menu.filter(allowed).map((item) => ({ ...item, submenu: menuForRole(item.submenu, role) }));
}

/** The 'Aprendizagem' entry: an experiment's screen, not a row of the platform's menu. */
const LEARNING_MENU_SLUG = 'aprendizagem';
const MANAGEMENT_MENU_SLUG = 'gestao';
const INFO_MENU_SLUG = 'info';

/**
 * Document 3 section 2: a school educator's 'gestao' section gains the 'Aprendizagem' submenu when
 * the enableLearning experiment is on. Roles without view.schoolReports, a
 * menu without 'gestao' or one that has it already stay as they are.
 */
export function withLearningMenu(menu: readonly MenuItem[], role: Role, experimentals: readonly string[]): MenuItem[] {
  if (!experimentals.includes('enableLearning') || !can(role, 'view.schoolReports')) return [...menu];
  return menu.map((item) =>
    item.slug !== MANAGEMENT_MENU_SLUG || item.submenu.some((entry) => entry.slug === LEARNING_MENU_SLUG)
      ? item
      : { ...item, submenu: [...item.submenu, { slug: LEARNING_MENU_SLUG, active: true, submenu: [] }] },
  );
}

/**
 * The assistant's entry, for the roles with view.assistant when the platform's aiAssistant flag is
 * on: a top-level entry (the students' menu is a list of screens), and inside an educator's
 * 'info' section beside the library when the menu has one.
 */
export function withAssistantMenu(menu: readonly MenuItem[], role: Role, assistantOn: boolean): MenuItem[] {
  const has = (items: readonly MenuItem[]): boolean =>
    items.some((item) => item.slug === ASSISTANT_MENU_SLUG || has(item.submenu));
  if (!assistantOn || !can(role, 'view.assistant') || has(menu)) return [...menu];
  const entry: MenuItem = { slug: ASSISTANT_MENU_SLUG, active: true, submenu: [] };
  const info = menu.find((item) => item.slug === INFO_MENU_SLUG && item.submenu.length > 0);
  if (!info) return [...menu, entry];
  return menu.map((item) => (item === info ? { ...item, submenu: [...item.submenu, entry] } : item));
}
