import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createEssaysRepository } from '../essays/essays.repository.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { ACTIVITY_FILES_NAMESPACE, createActivityFilesRule } from './activity-files.rule.ts';
import { createSchoolWorkRepository } from './school-work.repository.ts';
import { schoolWorkRoutes } from './school-work.routes.ts';
import { createSchoolWorkService } from './school-work.service.ts';
import { createSubmissionAccess } from './submission-access.ts';

export function createSchoolWorkModule(deps: {
  db: Executor;
  clock: Clock;
  storage: RichTextFileAccess & Pick<StorageService, 'registerAccessRule'>;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  filesOnS3: boolean;
}): AppModule {
  const access = createActivityAccess(deps.db);
  const repo = createSchoolWorkRepository(deps.db);
  deps.storage.registerAccessRule(ACTIVITY_FILES_NAMESPACE, createActivityFilesRule({ access, clock: deps.clock }));
  const schoolWork = createSchoolWorkService({
    access,
    submissionOf: createSubmissionAccess({ access, repo }),
    repo,
    mapEnergy: deps.mapEnergy,
    clock: deps.clock,
    filesOnS3: deps.filesOnS3,
    richText: createRichTextFiles(deps.storage),
    fileUrl: (key) => deps.storage.signedUrl(key),
    essayMarks: createEssaysRepository(deps.db),
  });
  return { routes: { main: [mount(schoolWorkRoutes, { schoolWork })] } };
}
