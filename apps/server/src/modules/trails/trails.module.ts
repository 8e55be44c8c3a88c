import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { wordingOf } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { trailCatalogueRoutes } from './trail-catalogue.routes.ts';
import { createTrailCatalogueService } from './trail-catalogue.service.ts';
import { createTrailFiles } from './trail-files.ts';
import { createTrailWizardRepository } from './trail-wizard.repository.ts';
import { trailWizardRoutes } from './trail-wizard.routes.ts';
import { createTrailWizardService } from './trail-wizard.service.ts';
import { createTrailAccess, TRAIL_FILES_NAMESPACE } from './trails.access.ts';
import type { TrailMedia } from './trails.presenter.ts';
import { createTrailReader } from './trails.reader.ts';

/** Registers who reads and writes the trails' files (`trails/<trail id>/`) with a storage service. */
export function registerTrailFilesRule(db: Executor, storage: Pick<StorageService, 'registerAccessRule'>): void {
  storage.registerAccessRule(TRAIL_FILES_NAMESPACE, createTrailAccess(createTrailWizardRepository(db)).filesRule);
}

/**
 * Learning trails: the wizard and the catalogue (README). Offers routes under the trails service
 * and registers the access rule of its files (`trails/` namespace) with storage.
 */
export function createTrailsModule(deps: {
  db: Executor;
  storage: RichTextFileAccess & Pick<StorageService, 'saveUpload' | 'remove' | 'copy' | 'meta' | 'registerAccessRule'>;
}): AppModule {
  const { db, storage } = deps;
  const repo = createTrailWizardRepository(db);
  const access = createTrailAccess(repo);
  storage.registerAccessRule(TRAIL_FILES_NAMESPACE, access.filesRule);
  const richText = createRichTextFiles(storage);
  const media: TrailMedia = { file: (key) => storage.signedUrl(key), text: richText.forReader };
  const reader = createTrailReader({ repo, media });
  const platformWording = (platformId: string) => wordingOf(platformId, db);
  const files = createTrailFiles({ storage, richText });
  const wizard = createTrailWizardService({
    repo,
    access,
    reader,
    richText,
    files,
    storage,
    wordingOf: platformWording,
  });
  const catalogue = createTrailCatalogueService({ repo, access, reader, media, wordingOf: platformWording });
  return {
    routes: { trails: [mount(trailWizardRoutes, { wizard }), mount(trailCatalogueRoutes, { catalogue })] },
  };
}
