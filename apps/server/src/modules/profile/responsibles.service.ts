import { MAX_RESPONSIBLES, MESSAGES, type Responsible } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { ResponsibleRow, ResponsiblesRepository, ResponsibleValues } from './responsibles.repository.ts';

const present = (row: ResponsibleRow): Responsible => ({
  id: row.id,
  name: row.name,
  relationship: row.relationship,
  email: row.email,
  phone: row.phone,
});

/** The responsible adults a student lists on their own profile. */
export function createResponsiblesService(deps: { responsiblesRepo: ResponsiblesRepository }) {
  const { responsiblesRepo } = deps;

  async function list(auth: AuthContext): Promise<{ responsibles: Responsible[] }> {
    return { responsibles: (await responsiblesRepo.list(auth.platformId, auth.userId)).map(present) };
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
