import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createUserDirectory } from '../identity/identity.module.ts';
import { createGradesService } from './grades.service.ts';
import { createSchoolDirectoryRepository } from './school-directory.repository.ts';
import { schoolDirectoryRoutes } from './school-directory.routes.ts';
import { createSchoolDirectoryService } from './school-directory.service.ts';
import { gradeTreeRoutes, teacherSchoolRoutes } from './school-extra.routes.ts';

export function createSchoolDirectoryModule(deps: { db: Database; clock: Clock; sessions: SessionStore }): AppModule {
  const directoryRepo = createSchoolDirectoryRepository(deps.db);
  const grades = createGradesService({ directoryRepo, clock: deps.clock });
  const directory = createSchoolDirectoryService({
    directoryRepo,
    userDirectory: createUserDirectory(deps.db),
    sessions: deps.sessions,
  });
  return {
    routes: {
      identity: [mount(schoolDirectoryRoutes, { directory, grades })],
      main: [mount(gradeTreeRoutes, { grades })],
      'teacher-dashboard': [mount(teacherSchoolRoutes, { directory })],
    },
  };
}
export { generatePassword } from './school-directory.service.ts';
