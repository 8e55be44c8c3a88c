import type { Dependent } from '@ava/contracts';
import type { DependentRow } from './guardians.repository.ts';

/**
 * A dependent with what the guardian may do: accounts the guardian created are theirs to edit,
 * block and delete; accounts a school linked are the school's, and the guardian may only unlink.
 */
export function presentDependent(row: DependentRow, presentUrl: (url: string | null) => string | null): Dependent {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    birthday: row.birthday,
    school_name: row.school_name,
    avatar_url: presentUrl(row.avatar_url),
    level: row.level,
    blocked: row.blocked,
    managed: row.managed,
    policies: {
      edit: row.managed,
      block: row.managed,
      delete: row.managed,
      unlink: !row.managed,
      sign_in: !row.blocked,
    },
  };
}
