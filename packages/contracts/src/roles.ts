/** Roles of document 1 section 6, grouped as the shell groups them. */
export const STUDENT_ROLES = ['school_student', 'b2c_student', 'private_student'] as const;
export const EDUCATOR_ROLES = ['school_teacher', 'private_teacher', 'school_coordinator', 'school_assistant'] as const;
export const GUARDIAN_ROLES = ['guardian'] as const;
export const ADMIN_ROLES = [
  'school_admin',
  'back_office',
  'secretary',
  'master_pedagogy',
  'provider_master_pedagogy',
  'super_admin',
] as const;

export const ROLES = [...STUDENT_ROLES, ...EDUCATOR_ROLES, ...GUARDIAN_ROLES, ...ADMIN_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_GROUPS = ['student', 'educator', 'guardian', 'admin'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

const groupByRole: Record<Role, RoleGroup> = Object.fromEntries([
  ...STUDENT_ROLES.map((role) => [role, 'student']),
  ...EDUCATOR_ROLES.map((role) => [role, 'educator']),
  ...GUARDIAN_ROLES.map((role) => [role, 'guardian']),
  ...ADMIN_ROLES.map((role) => [role, 'admin']),
]) as Record<Role, RoleGroup>;

export function roleGroup(role: Role): RoleGroup {
  return groupByRole[role];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && value in groupByRole;
}
