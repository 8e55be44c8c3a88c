import type { Executor } from '../../platform/db/database.ts';
import { createTenancyRepository, type TenancyRepository } from './tenancy.repository.ts';

export type { MembershipRow } from './tenancy.repository.ts';
export { gradeNames } from './tenancy.repository.ts';

/**
 * What tenancy offers other modules: a user's schools (in their order, with terms and
 * confirmation dates) and a student's current grade. Tenancy has no routes of its own.
 */
export type SchoolMemberships = Pick<TenancyRepository, 'schoolsOf' | 'currentGradeOf'>;

export function createSchoolMemberships(db: Executor): SchoolMemberships {
  return createTenancyRepository(db);
}
