import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import type { DeliveryRepository } from '../activities/activities.module.ts';
import { createEssayMarks } from '../essays/essays.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { ACTIVITY_FILES_NAMESPACE, createActivityFilesAccess } from './activity-files.access.ts';
import { createSubmissionAccess } from './school-work.access.ts';
import { createSchoolWorkRepository } from './school-work.repository.ts';
import { schoolWorkRoutes } from './school-work.routes.ts';
import { createSchoolWorkService } from './school-work.service.ts';

export function createSchoolWorkModule(deps: {
  db: Executor;
  clock: Clock;
  storage: RichTextFileAccess & Pick<StorageService, 'registerAccessRule'>;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  deliveries: Pick<DeliveryRepository, 'saveAnswer'>;
  filesOnS3: boolean;
}): AppModule {
  const access = createActivityAccess(deps.db);
  const repo = createSchoolWorkRepository(deps.db);
  deps.storage.registerAccessRule(ACTIVITY_FILES_NAMESPACE, createActivityFilesAccess({ access, clock: deps.clock }));
  const schoolWork = createSchoolWorkService({
    access,
    submissionOf: createSubmissionAccess({ access, repo }),
    repo,
    deliveries: deps.deliveries,
    transact: transactOn(deps.db),
    mapEnergy: deps.mapEnergy,
    clock: deps.clock,
    filesOnS3: deps.filesOnS3,
    richText: createRichTextFiles(deps.storage),
    fileUrl: (key) => deps.storage.signedUrl(key),
    essayMarks: createEssayMarks(deps.db),
  });
  return { routes: { main: [mount(schoolWorkRoutes, { schoolWork })] } };
}
