import { can, type SessionUser } from '@ava/contracts';

export type FlowStep = 'terms' | 'confirmation' | 'logout' | null;

/**
 * The terms and confirmation flow after login (document 1 section 4): the terms while the
 * school has no accepted date; then the profile confirmation, for roles that confirm it, until
 * it is confirmed or put off in this session; a school without those fields ends the session.
 */
export function flowStep(user: SessionUser, confirmationPutOff: boolean): FlowStep {
  const school = user.school as Partial<SessionUser['school']> | null;
  if (!school) return null;
  if (!('accepted_date' in school) || !('confirmed_date' in school)) return 'logout';
  if (!school.accepted_date) return 'terms';
  if (!can(user.role, 'view.profileConfirmation') || school.confirmed_date || confirmationPutOff) return null;
  return 'confirmation';
}

/** The session user with one date of its current school changed, in every place the user carries it. */
export function withSchoolDate(
  user: SessionUser,
  field: 'accepted_date' | 'confirmed_date',
  schoolId: string,
  date: string,
): Partial<SessionUser> {
  const schools = user.schools.map((school) => (school.school_id === schoolId ? { ...school, [field]: date } : school));
  const school = user.school && user.school.school_id === schoolId ? { ...user.school, [field]: date } : user.school;
  return { schools, school, ...(user.school_id === schoolId ? { [field]: date } : {}) };
}
