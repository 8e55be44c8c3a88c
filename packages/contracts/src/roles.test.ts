import { describe, expect, it } from 'vitest';
import { messageForStatus, messageFromResponse } from './catalogue.ts';
import { contentPathInDashboard, isRememberedContentPath, landingDashboard, landingPath } from './landing.ts';
import { can } from './permissions.ts';
import { ROLES, roleGroup } from './roles.ts';
import { stageOfGrade, userMapOfGrade, usesUppercase } from './stages.ts';

describe('roles and permissions', () => {
  it('puts every role in one group', () => {
    expect(ROLES.map(roleGroup).filter((group) => !group)).toEqual([]);
    expect(roleGroup('school_coordinator')).toBe('educator');
    expect(roleGroup('secretary')).toBe('admin');
  });

  it('gives each group its dashboard', () => {
    expect(can('b2c_student', 'view.studentDashboard')).toBe(true);
    expect(can('school_assistant', 'view.educatorDashboard')).toBe(true);
    expect(can('guardian', 'view.guardianDashboard')).toBe(true);
    expect(can('guardian', 'view.studentDashboard')).toBe(false);
    expect(can('school_teacher', 'view.studentDashboard')).toBe(false);
  });

  it('keeps school items from b2c students and gives them the plan badge', () => {
    expect(can('b2c_student', 'view.planBadge')).toBe(true);
    expect(can('b2c_student', 'view.schoolName')).toBe(false);
    expect(can('school_student', 'view.responsibles')).toBe(true);
  });

  it('hides the school label from admin roles and lets them schedule for groups, except the pedagogy masters', () => {
    expect(can('super_admin', 'view.schoolLabel')).toBe(false);
    expect(can('back_office', 'create.groupSchedules')).toBe(true);
    expect(can('master_pedagogy', 'create.groupSchedules')).toBe(false);
    expect(can('provider_master_pedagogy', 'create.groupSchedules')).toBe(false);
  });

  it('lets only students score challenges', () => {
    expect(ROLES.filter((role) => can(role, 'create.challengeScore')).map(roleGroup)).toEqual(
      expect.arrayContaining(['student']),
    );
    expect(can('school_teacher', 'create.challengeScore')).toBe(false);
  });
});

describe('landing rules', () => {
  const menu = [
    { slug: 'oculto', active: false, submenu: [{ slug: 'nunca', active: true, submenu: [] }] },
    {
      slug: 'acompanhamento',
      active: true,
      submenu: [
        { slug: 'desligado', active: false, submenu: [] },
        { slug: 'dependentes', active: true, submenu: [] },
      ],
    },
  ];

  it('follows the order guardian, class access, student, educator', () => {
    expect(landingDashboard('guardian', false)).toBe('responsavel');
    expect(landingDashboard('school_student', true)).toBe('professor');
    expect(landingDashboard('school_student', false)).toBe('painel');
    expect(landingDashboard('school_teacher', false)).toBe('professor');
    expect(landingDashboard('super_admin', false)).toBe('professor');
  });

  it('always appends the first active submenu for guardians', () => {
    expect(landingPath('demo', { role: 'guardian', isClassAccess: false, menu, configs: {} })).toBe(
      '/demo/responsavel/dependentes',
    );
  });

  it('appends it for students only with hideMap, and for teachers only with hideTeacherOverview', () => {
    const student = { role: 'school_student' as const, isClassAccess: false, menu };
    expect(landingPath('demo', { ...student, configs: {} })).toBe('/demo/painel');
    expect(landingPath('demo', { ...student, configs: { hideMap: true } })).toBe('/demo/painel/dependentes');
    const teacher = { role: 'school_teacher' as const, isClassAccess: false, menu };
    expect(landingPath('demo', { ...teacher, configs: {} })).toBe('/demo/professor');
    expect(landingPath('demo', { ...teacher, configs: { hideTeacherOverview: true } })).toBe(
      '/demo/professor/dependentes',
    );
  });

  it('remembers content paths for after login', () => {
    expect(isRememberedContentPath('/demo/aulas-digitais/12/fracoes')).toBe(true);
    expect(isRememberedContentPath('/demo/audios/7/podcast')).toBe(true);
    expect(isRememberedContentPath('/demo/painel/atividades')).toBe(false);
    expect(isRememberedContentPath('/demo/livros-digitais/6f1c2a1e-8b4d-4c1e-9a55-0d6f0e3b2a11/conteudo')).toBe(true);
  });

  it("opens a content path inside the signed-in user's dashboard", () => {
    expect(contentPathInDashboard('/demo/livros-digitais/12/leis', 'school_student', false)).toBe(
      '/demo/painel/livros-digitais/12/leis',
    );
    expect(contentPathInDashboard('/demo/audios/7/podcast', 'school_teacher', false)).toBe(
      '/demo/professor/audios/7/podcast',
    );
    expect(contentPathInDashboard('/demo/painel/atividades', 'school_student', false)).toBeNull();
  });
});

describe('error catalogue', () => {
  it('maps statuses to their messages and anything else to the unknown one', () => {
    expect(messageForStatus(403)).toBe('Não foi possível concluir a sua requisição.');
    expect(messageForStatus(498)).toBe('Token inválido.');
    expect(messageForStatus(418)).toBe('Ocorreu um erro inesperado.');
    expect(messageForStatus(520)).toBe('Ocorreu um erro inesperado.');
  });
  it('prefers the server message from body.message, body.error or plain text', () => {
    expect(messageFromResponse(400, { message: 'Campo X' })).toBe('Campo X');
    expect(messageFromResponse(400, { error: 'Falhou' })).toBe('Falhou');
    expect(messageFromResponse(503, 'Em manutenção')).toBe('Em manutenção');
    expect(messageFromResponse(503, {})).toBe('Serviço indisponível.');
  });
});

describe('stages', () => {
  it('maps grade ids to stages and maps', () => {
    expect(stageOfGrade(31)).toBe('infantil');
    expect(stageOfGrade(22)).toBe('fundamental-1');
    expect(userMapOfGrade(28)).toBe('fundamental-2');
    expect(userMapOfGrade(-1)).toBeNull();
  });
  it('uses uppercase only for pre-school grades and grade 18 when the theme asks', () => {
    expect(usesUppercase(30, true)).toBe(true);
    expect(usesUppercase(18, true)).toBe(true);
    expect(usesUppercase(19, true)).toBe(false);
    expect(usesUppercase(30, false)).toBe(false);
  });
});
