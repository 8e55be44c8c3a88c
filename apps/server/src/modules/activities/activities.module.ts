import type { CreationService } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle, Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import type { SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';
import type { Ledger } from '../ledger/ledger.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import { wordingOf } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { presentedMedia } from '../storage/storage.module.ts';
import { createActivityAccess } from './activities.access.ts';
import { createActivitiesRepository } from './activities.repository.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { createActivitiesService } from './activities.service.ts';
import { type ActivityWrites, createActivitiesWriteRepository } from './activities-write.repository.ts';
import { activityAdminRoutes } from './activity-admin.routes.ts';
import { activityCreationRoutes } from './activity-creation.routes.ts';
import { createActivityCreationService } from './activity-creation.service.ts';
import { activityEvaluationRoutes } from './activity-evaluation.routes.ts';
import { createActivityEvaluationService } from './activity-evaluation.service.ts';
import { createActivityExportRepository } from './activity-export.repository.ts';
import { activityExportRoutes } from './activity-export.routes.ts';
import { createActivityExportService } from './activity-export.service.ts';
import { type ActivityPokz, createActivityPokz } from './activity-pokz.ts';
import { createActivityRules } from './activity-rules.ts';
import { createDeliveryRepository, type DeliveryRepository } from './delivery.repository.ts';
import { createStudentActivitiesService } from './student-activities.service.ts';
import { createStudentListsCache, type StudentListsCache } from './student-snapshots.ts';
import { teacherClassroomsRoutes } from './teacher-classrooms.routes.ts';
import { createTeacherOverviewRepository } from './teacher-overview.repository.ts';
import { teacherOverviewRoutes } from './teacher-overview.routes.ts';
import { createTeacherOverviewService } from './teacher-overview.service.ts';

export type { ActivityWrites } from './activities-write.repository.ts';
export type { ActivityPokz } from './activity-pokz.ts';
export type { DeliveryRepository, SentDelivery } from './delivery.repository.ts';
export type { StudentListsCache } from './student-snapshots.ts';

export interface ActivitiesModule extends AppModule {
  /** The one writer of students' deliveries, for every kind of activity. */
  deliveries: DeliveryRepository;
  /** Writes of activities themselves (an exam's settings). */
  activityWrites: ActivityWrites;
  /** Students' cached first screens; a route that changes what they show says so. */
  studentLists: StudentListsCache;
  /** Pays through the ledger the pokz deliveries hold, in the transaction that changed them. */
  activityPokz: ActivityPokz;
}

/**
 * The activity core. Its routes belong to several services (endpoints.tsv): most to main,
 * /teacher/classrooms and /teacher/overview to teacher-dashboard and the creation steps to tasks, exams and trails.
 */
export async function createActivitiesModule(deps: {
  db: Executor;
  database: Pick<DatabaseHandle, 'listen'>;
  clock: Clock;
  mapEnergy: MapEnergyService;
  ledger: Pick<Ledger, 'settle'>;
  storage: RichTextFileAccess & Pick<StorageService, 'presentImageUrl'>;
  /** The app's one spreadsheet writer (app.ts starts and closes it). */
  spreadsheets: Pick<SpreadsheetWriter, 'open'>;
}): Promise<ActivitiesModule> {
  const { db, clock, mapEnergy, spreadsheets } = deps;
  const media = presentedMedia(deps.storage);
  const transact = transactOn(db);
  const activitiesRepo = createActivitiesRepository(db);
  const writeRepo = createActivitiesWriteRepository(db);
  const deliveries = createDeliveryRepository(db);
  const activityPokz = createActivityPokz({ deliveries, ledger: deps.ledger });
  const access = createActivityAccess(db);
  const rules = createActivityRules({ activitiesRepo, richText: createRichTextFiles(deps.storage) });
  const activities = createActivitiesService({
    activitiesRepo,
    writeRepo,
    deliveries,
    transact,
    access,
    rules,
    clock,
    mapEnergy,
    media,
  });
  const studentLists = await createStudentListsCache(deps.database);
  const studentActivities = createStudentActivitiesService({
    activitiesRepo,
    clock,
    snapshots: studentLists.snapshots,
  });
  const creation = createActivityCreationService({
    activitiesRepo,
    writeRepo,
    deliveries,
    transact,
    access,
    rules,
    activities,
  });
  const evaluation = createActivityEvaluationService({
    activitiesRepo,
    deliveries,
    activityPokz,
    transact,
    access,
    clock,
    media,
  });
  const exportRepo = createActivityExportRepository(db);
  const exports = createActivityExportService({
    exportRepo,
    access,
    clock,
    spreadsheets,
    wordingOf: (platformId) => wordingOf(platformId, db),
  });
  const overview = createTeacherOverviewService({ overviewRepo: createTeacherOverviewRepository(db), clock });
  const creationRoutes = (service: CreationService) => [mount(activityCreationRoutes, { creation, service })];

  return {
    deliveries,
    activityWrites: writeRepo,
    studentLists,
    activityPokz,
    routes: {
      main: [
        mount(activitiesRoutes, { activities, studentActivities }),
        mount(activityAdminRoutes, { activities }),
        mount(activityEvaluationRoutes, { evaluation }),
        mount(activityExportRoutes, { exports }),
      ],
      'teacher-dashboard': [mount(teacherClassroomsRoutes, { activities }), mount(teacherOverviewRoutes, { overview })],
      tasks: creationRoutes('tasks'),
      exams: creationRoutes('exams'),
      trails: creationRoutes('trails'),
    },
  };
}
