import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createGradesService } from './grades.service.ts';
import { createSchoolDirectoryRepository } from './school-directory.repository.ts';
import { schoolDirectoryRoutes } from './school-directory.routes.ts';
import { createSchoolDirectoryService } from './school-directory.service.ts';
import { gradeTreeRoutes, teacherSchoolRoutes } from './school-extra.routes.ts';

/** One directory answering on three services: identity, main (grade tree) and teacher-dashboard (school). */
export function createSchoolDirectoryModule(deps: { db: Database; clock: Clock; sessions: SessionStore }) {
  const directoryRepo = createSchoolDirectoryRepository(deps.db);
  const grades = createGradesService({ directoryRepo, clock: deps.clock });
  const directory = createSchoolDirectoryService({
    directoryRepo,
    identityRepo: createIdentityRepository(deps.db),
    sessions: deps.sessions,
  });
  return {
    async registerIdentity(app: FastifyInstance): Promise<void> {
      await app.register(schoolDirectoryRoutes, { directory, grades });
    },
    async registerMain(app: FastifyInstance): Promise<void> {
      await app.register(gradeTreeRoutes, { grades });
    },
    async registerTeacherDashboard(app: FastifyInstance): Promise<void> {
      await app.register(teacherSchoolRoutes, { directory });
    },
  };
}
