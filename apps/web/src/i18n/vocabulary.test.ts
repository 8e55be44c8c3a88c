import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CORPORATE_WORDING } from './corporate.ts';
import { i18n } from './i18n.ts';
import { addStrings, chooseWording, loadCorporateWording, overlaid } from './vocabulary.ts';

const SCHOOL_TERMS = /\b(turmas?|alunos?|professor(es)?|classe|institui(ção|ções)|provas?|escolas?|BNCC|série)\b/i;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
}

afterEach(() => chooseWording(false));

beforeAll(loadCorporateWording);
describe('the platform vocabulary', () => {
  it('reads the school wording by default', () => {
    expect(i18n.t('menu.minha-classe')).toBe('Minha classe');
    expect(i18n.t('menu.turmas')).toBe('Turmas');
    expect(i18n.t('roles.school_teacher')).toBe('Professor');
    expect(i18n.t('activityKinds.digital_exam')).toBe('Prova Digital');
  });

  it('relabels menus, roles and activity kinds on a corporate platform, and back', () => {
    chooseWording(true);
    expect(i18n.t('menu.minha-classe')).toBe('Meus cursos');
    expect(i18n.t('menu.atividades')).toBe('Módulos');
    expect(i18n.t('menu.turmas')).toBe('Cursos');
    expect(i18n.t('menu.instituicoes')).toBe('Unidades');
    expect(i18n.t('roles.b2c_student')).toBe('Colaborador');
    expect(i18n.t('roles.private_teacher')).toBe('Instrutor');
    expect(i18n.t('activityKinds.trail')).toBe('Jornada');
    // Words both vocabularies share stay as they are.
    expect(i18n.t('menu.desafios')).toBe('Desafios');
    chooseWording(false);
    expect(i18n.t('menu.turmas')).toBe('Turmas');
  });

  it('relabels a namespace registered after the choice, and keeps the keys the overlay leaves out', () => {
    chooseWording(true);
    addStrings('schoolDirectory', { title: 'Turmas', students: 'Alunos da turma', name: 'Nome' });
    expect(i18n.t('schoolDirectory:title')).toBe('Cursos');
    expect(i18n.t('schoolDirectory:students')).toBe('Colaboradores do curso');
    expect(i18n.t('schoolDirectory:name')).toBe('Nome');
    chooseWording(false);
    expect(i18n.t('schoolDirectory:students')).toBe('Alunos da turma');
  });

  it('keeps plural forms and interpolation of the corporate wording', () => {
    chooseWording(true);
    addStrings('activities', { counts: { activities_one: '{{count}} atividade aberta' } });
    expect(i18n.t('activities:counts.activities', { count: 1 })).toBe('1 módulo aberto');
    expect(i18n.t('activities:counts.activities', { count: 3 })).toBe('3 módulos abertos');
  });

  it('merges nested keys one by one', () => {
    expect(overlaid({ a: { b: 'x', c: 'y' }, d: 'z' }, { a: { b: 'B' } })).toEqual({ a: { b: 'B', c: 'y' }, d: 'z' });
  });

  it('writes no school term in the corporate wording', () => {
    const found = texts(CORPORATE_WORDING).filter((text) => SCHOOL_TERMS.test(text));
    expect(found).toEqual([]);
  });
});
