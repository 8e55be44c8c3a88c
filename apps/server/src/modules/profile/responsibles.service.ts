import { MAX_RESPONSIBLES, MESSAGES, type ResponsiblesResponse } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { ResponsibleRow, ResponsiblesRepository, ResponsibleValues } from './responsibles.repository.ts';

const present = (row: ResponsibleRow) => ({
  id: row.id,
  name: row.name,
  relationship: row.relationship,
  email: row.email,
  phone: row.phone,
});

/**
 * The student's responsible adults: the guardians linked to their account (read-only here;
 * links are made and undone from the guardian's side) and the adults the student lists.
 */
export function createResponsiblesService(deps: { responsiblesRepo: ResponsiblesRepository }) {
  const { responsiblesRepo } = deps;

  async function list(auth: AuthContext): Promise<ResponsiblesResponse> {
    const [guardians, own] = await Promise.all([
      responsiblesRepo.linkedGuardians(auth.platformId, auth.userId),
      responsiblesRepo.list(auth.platformId, auth.userId),
    ]);
    return { guardians, responsibles: own.map(present) };
  }

  return {
    list,

    async add(auth: AuthContext, values: ResponsibleValues) {
      if ((await responsiblesRepo.count(auth.platformId, auth.userId)) >= MAX_RESPONSIBLES) {
        throw badRequest(MESSAGES.responsiblesLimit);
      }
      await responsiblesRepo.insert(auth.platformId, auth.userId, values);
      return list(auth);
    },

    async remove(auth: AuthContext, id: string) {
      if (!(await responsiblesRepo.delete(auth.platformId, auth.userId, id))) {
        throw notFound(MESSAGES.responsibleNotFound);
      }
      return list(auth);
    },
  };
}

export type ResponsiblesService = ReturnType<typeof createResponsiblesService>;
