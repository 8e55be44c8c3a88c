import type { LoginResponse } from '@ava/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalStorage, writeItem } from './lib/storage.ts';
import { groupsFor, studentHomeGets } from './route-preload.ts';
import { buildLogin, buildTheme } from './test/fixtures.ts';

function signIn(login: LoginResponse, interactiveMap = true) {
  writeItem('token', login.auth_token);
  writeItem('user', login.user);
  const theme = buildTheme();
  writeItem('theme', { ...theme, features: { ...theme.features, interactiveMap } });
}

afterEach(() => clearLocalStorage());

describe('the landing preloads', () => {
  it("preload the student's home and map on their dashboard, once signed in", () => {
    signIn(buildLogin('school_student', { user_map: 'infantil' }));
    expect(groupsFor('/demo/painel')).toEqual(['studentHome', 'map']);
    expect(groupsFor('/demo/painel/')).toEqual(['studentHome', 'map']);
  });

  it('leave the map out when the student has none or the platform turns it off', () => {
    signIn(buildLogin('school_student', { user_map: null }));
    expect(groupsFor('/demo/painel')).toEqual(['studentHome']);
    signIn(buildLogin('school_student', { user_map: 'infantil' }), false);
    expect(groupsFor('/demo/painel')).toEqual(['studentHome']);
  });

  it('preload nothing elsewhere, signed out, or for a user of another dashboard', () => {
    expect(groupsFor('/demo/painel')).toEqual([]);
    signIn(buildLogin('school_student', { user_map: 'infantil' }));
    expect(groupsFor('/demo/login')).toEqual([]);
    expect(groupsFor('/demo/painel/atividades')).toEqual([]);
    signIn(buildLogin('school_teacher'));
    expect(groupsFor('/demo/painel')).toEqual([]);
  });

  it("start the home's requests, the external services' only where the platform counts them", () => {
    const theme = buildTheme();
    const plain = studentHomeGets({ ...theme, features: { ...theme.features, marsActivities: false } });
    expect(plain).toContain('/api/activity/student_count');
    expect(plain).toContain('/api/level/index');
    expect(plain.some((url) => url.includes('/activity/students/'))).toBe(false);
    const mars = studentHomeGets({ ...theme, features: { ...theme.features, marsActivities: true } });
    expect(mars).toContain('/api/tasks/activity/students/count?statusActive=true&statusRedo=true');
    expect(mars).toContain('/api/trails/activity/students/list');
  });
});
