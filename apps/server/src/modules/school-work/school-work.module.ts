import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createEssaysRepository } from '../essays/essays.repository.ts';
import type { MapEnergyService } from '../map-energy/map-energy.service.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { ACTIVITY_FILES_NAMESPACE, createActivityFilesRule } from './activity-files.rule.ts';
import { createSchoolWorkRepository } from './school-work.repository.ts';
import { schoolWorkRoutes } from './school-work.routes.ts';
import { createSchoolWorkService } from './school-work.service.ts';
import { createSubmissionAccess } from './submission-access.ts';

export async function registerSchoolWork(
  app: FastifyInstance,
  deps: {
    db: Executor;
    clock: Clock;
    storage: RichTextFileAccess & Pick<StorageService, 'registerAccessRule'>;
    mapEnergy: Pick<MapEnergyService, 'raise'>;
    filesOnS3: boolean;
  },
): Promise<void> {
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
  await app.register(schoolWorkRoutes, { schoolWork });
}
