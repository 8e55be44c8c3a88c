import type { SessionUser, UserSchool } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { buildLogin } from '../../test/fixtures.ts';
import { flowStep, withSchoolDate } from './terms-flow.ts';

const school = (dates: Partial<UserSchool> = {}): UserSchool => ({
  school_id: 's-1',
  school_name: 'Escola Modelo',
  school_external_id: null,
  accepted_date: null,
  confirmed_date: null,
  has_classrooms: true,
  ...dates,
});
const userWith = (role: SessionUser['role'], value: UserSchool | null) =>
  buildLogin(role, { school: value, schools: value ? [value] : [] }).user;
const DATE = '2026-03-02T12:00:00.000Z';

describe('terms and confirmation flow', () => {
  it('shows the terms while the school has no accepted date, for every role', () => {
    for (const role of ['school_student', 'guardian', 'school_teacher', 'school_admin'] as const) {
      expect(flowStep(userWith(role, school()), false)).toBe('terms');
    }
  });

  it('then the profile confirmation, only for roles that may view it', () => {
    expect(flowStep(userWith('school_student', school({ accepted_date: DATE })), false)).toBe('confirmation');
    expect(flowStep(userWith('guardian', school({ accepted_date: DATE })), false)).toBe('confirmation');
    expect(flowStep(userWith('school_teacher', school({ accepted_date: DATE })), false)).toBeNull();
  });

  it('not when the confirmation was put off in this session, nor once confirmed', () => {
    expect(flowStep(userWith('school_student', school({ accepted_date: DATE })), true)).toBeNull();
    expect(
      flowStep(userWith('school_student', school({ accepted_date: DATE, confirmed_date: DATE })), false),
    ).toBeNull();
  });

  it('ends the session when the school lacks the fields, and does nothing without a school', () => {
    const partial = { school_id: 's-1', school_name: 'X' } as UserSchool;
    expect(flowStep(userWith('school_student', partial), false)).toBe('logout');
    expect(flowStep(userWith('school_admin', null), false)).toBeNull();
  });

  it('writes a new date into the school, the school list and the user', () => {
    const user = { ...userWith('school_student', school()), school_id: 's-1' };
    expect(withSchoolDate(user, 'accepted_date', 's-1', DATE)).toEqual({
      school: school({ accepted_date: DATE }),
      schools: [school({ accepted_date: DATE })],
      accepted_date: DATE,
    });
  });
});
