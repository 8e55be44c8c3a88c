import { describe, expect, it } from 'vitest';
import type { MenuItem } from './auth.ts';
import { menuForRole } from './menu.ts';

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
