import { describe, expect, it } from 'vitest';
import type { MenuItem } from './auth.ts';
import { menuForRole, withAssistantMenu, withLearningMenu } from './menu.ts';

const entry = (slug: string, submenu: MenuItem[] = []): MenuItem => ({ slug, active: true, submenu });
const menu = [
  entry('minha-classe', [entry('atividades')]),
  entry('instituicoes'),
  entry('gestao', [entry('instituicoes')]),
];

describe('menuForRole', () => {
  it('keeps the institutions entries for school students and educators, wherever they are', () => {
    expect(menuForRole(menu, 'school_student')).toEqual(menu);
    expect(menuForRole(menu, 'school_teacher')).toEqual(menu);
  });

  it('drops them for roles without view.institutions, leaving the rest', () => {
    expect(menuForRole(menu, 'b2c_student')).toEqual([entry('minha-classe', [entry('atividades')]), entry('gestao')]);
  });
});

describe('withLearningMenu', () => {
  const schoolMenu = [entry('minha-classe', [entry('turmas')]), entry('gestao', [entry('relatorios')])];
  const learning = entry('aprendizagem');

  it("adds 'Aprendizagem' at the end of an educator's 'gestao' when enableLearning is on", () => {
    expect(withLearningMenu(schoolMenu, 'school_teacher', ['enableLearning'])).toEqual([
      entry('minha-classe', [entry('turmas')]),
      entry('gestao', [entry('relatorios'), learning]),
    ]);
    expect(withLearningMenu(schoolMenu, 'school_coordinator', ['enableManualFrequency', 'enableLearning'])[1]).toEqual(
      entry('gestao', [entry('relatorios'), learning]),
    );
  });

  it('leaves the menu as it is without the experiment, for other roles, or without a gestao section', () => {
    expect(withLearningMenu(schoolMenu, 'school_teacher', ['enableManualFrequency'])).toEqual(schoolMenu);
    expect(withLearningMenu(schoolMenu, 'school_student', ['enableLearning'])).toEqual(schoolMenu);
    expect(withLearningMenu(schoolMenu, 'school_admin', ['enableLearning'])).toEqual(schoolMenu);
    // A private teacher has no school to report on (view.schoolReports).
    expect(withLearningMenu(schoolMenu, 'private_teacher', ['enableLearning'])).toEqual(schoolMenu);
    expect(withLearningMenu([entry('minha-classe')], 'school_teacher', ['enableLearning'])).toEqual([
      entry('minha-classe'),
    ]);
  });

  it('does not add it twice', () => {
    const already = [entry('gestao', [learning])];
    expect(withLearningMenu(already, 'school_teacher', ['enableLearning'])).toEqual(already);
  });
});

describe('withAssistantMenu', () => {
  const entry = { slug: 'assistente', active: true, submenu: [] };
  const educatorMenu: MenuItem[] = [
    { slug: 'info', active: true, submenu: [{ slug: 'aulas-digitais', active: true, submenu: [] }] },
  ];
  const studentMenu: MenuItem[] = [{ slug: 'mensagens', active: true, submenu: [] }];

  it("adds the entry beside the educators' library, and at the end of the students' menu", () => {
    expect(withAssistantMenu(educatorMenu, 'school_teacher', true)).toEqual([
      { ...educatorMenu[0], submenu: [...(educatorMenu[0]?.submenu ?? []), entry] },
    ]);
    expect(withAssistantMenu(studentMenu, 'school_student', true)).toEqual([...studentMenu, entry]);
  });

  it('leaves the menu when the platform has it off, for roles without view.assistant, and when it is there', () => {
    expect(withAssistantMenu(studentMenu, 'school_student', false)).toEqual(studentMenu);
    expect(withAssistantMenu(studentMenu, 'guardian', true)).toEqual(studentMenu);
    const withEntry = [...studentMenu, entry];
    expect(withAssistantMenu(withEntry, 'school_student', true)).toEqual(withEntry);
  });
});
