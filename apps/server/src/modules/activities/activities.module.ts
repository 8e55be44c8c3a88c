import type { CreationService } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle, Executor } from '../../platform/db/database.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import type { MapEnergyService } from '../map-energy/map-energy.service.ts';
import { presentedMedia } from '../storage/presented-media.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { createActivityAccess } from './activities.access.ts';
import { createActivitiesRepository } from './activities.repository.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { createActivitiesService } from './activities.service.ts';
import { createActivitiesWriteRepository } from './activities-write.repository.ts';
import { activityAdminRoutes } from './activity-admin.routes.ts';
import { activityCreationRoutes } from './activity-creation.routes.ts';
import { createActivityCreationService } from './activity-creation.service.ts';
import { activityEvaluationRoutes } from './activity-evaluation.routes.ts';
import { createActivityEvaluationService } from './activity-evaluation.service.ts';
import { createActivityExportRepository } from './activity-export.repository.ts';
import { activityExportRoutes } from './activity-export.routes.ts';
import { createActivityExportService } from './activity-export.service.ts';
import { createActivityRules } from './activity-rules.ts';
import { createSpreadsheetWriter } from './spreadsheet-writer.ts';
import { createStudentActivitiesService } from './student-activities.service.ts';
import { createStudentSnapshots, keepSnapshotsTrue } from './student-snapshots.ts';
import { teacherClassroomsRoutes } from './teacher-classrooms.routes.ts';

/**
 * The activity core. Its routes belong to several services (endpoints.tsv): most to main,
 * /teacher/classrooms to teacher-dashboard and the creation steps to tasks, exams and trails,
 * so app.ts mounts each part under its own service.
 */
export function createActivitiesModule(deps: {
  db: Executor;
  clock: Clock;
  mapEnergy: MapEnergyService;
  storage: RichTextFileAccess & Pick<StorageService, 'presentImageUrl'>;
}) {
  const { db, clock, mapEnergy } = deps;
  const media = presentedMedia(deps.storage);
  const activitiesRepo = createActivitiesRepository(db);
  const writeRepo = createActivitiesWriteRepository(db);
  const access = createActivityAccess(db);
  const rules = createActivityRules({ activitiesRepo, richText: createRichTextFiles(deps.storage) });
  const activities = createActivitiesService({ activitiesRepo, writeRepo, access, rules, clock, mapEnergy, media });
  const snapshots = createStudentSnapshots();
  const studentActivities = createStudentActivitiesService({ activitiesRepo, clock, snapshots });
  const creation = createActivityCreationService({ activitiesRepo, writeRepo, access, rules, activities });
  const evaluation = createActivityEvaluationService({ activitiesRepo, writeRepo, access, clock, media });
  const exportRepo = createActivityExportRepository(db);
  const spreadsheets = createSpreadsheetWriter();
  const exports = createActivityExportService({ exportRepo, access, clock, spreadsheets });

  return {
    /** At the root, before any route: a write anywhere may change what a student's lists show. */
    keepSnapshotsTrue: (app: FastifyInstance, database: Pick<DatabaseHandle, 'listen'>) =>
      keepSnapshotsTrue(app, database, snapshots),
    async registerMain(app: FastifyInstance): Promise<void> {
      await app.register(activitiesRoutes, { activities, studentActivities });
      await app.register(activityAdminRoutes, { activities });
      await app.register(activityEvaluationRoutes, { evaluation });
      await app.register(activityExportRoutes, { exports });
      app.addHook('onClose', () => spreadsheets.close());
    },
    async registerTeacherDashboard(app: FastifyInstance): Promise<void> {
      await app.register(teacherClassroomsRoutes, { activities });
    },
    async registerCreation(app: FastifyInstance, service: CreationService): Promise<void> {
      await app.register(activityCreationRoutes, { creation, service });
    },
  };
}
