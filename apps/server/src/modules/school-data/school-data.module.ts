import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createSchoolDataRepository } from './school-data.repository.ts';
import { schoolDataRoutes } from './school-data.routes.ts';
import { createSchoolDataService, STUDENT_LOAD_JOB } from './school-data.service.ts';

export { STUDENT_LOAD_JOB } from './school-data.service.ts';

/** School data (README): schools, classrooms and students for coordinators and the administration, and the bulk load. */
export function createSchoolDataModule(deps: { db: Database; queue: JobQueue }): AppModule {
  const schoolData = createSchoolDataService({
    repo: createSchoolDataRepository(deps.db),
    transact: transactOn(deps.db),
    queue: deps.queue,
  });
  deps.queue.handle<{ load_id: string }>(STUDENT_LOAD_JOB, (payload) => schoolData.runLoad(payload.load_id));
  return { routes: { students: [mount(schoolDataRoutes, { schoolData })] } };
}
