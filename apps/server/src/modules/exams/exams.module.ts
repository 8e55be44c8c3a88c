import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import type { ActivityPokz, ActivityWrites, DeliveryRepository } from '../activities/activities.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import { createExamClosing } from './exam-closing.service.ts';
import { createExamTaking } from './exam-taking.ts';
import { createExamsRepository, type ExamContent } from './exams.repository.ts';
import { examsRoutes } from './exams.routes.ts';
import { createExamsService } from './exams.service.ts';
import { examsServiceRoutes } from './exams-service.routes.ts';
import { createMockExamOffersService } from './mock-exam-offers.service.ts';
import { createMockExamsService } from './mock-exams.service.ts';

export function createExamsModule(deps: {
  db: Database;
  clock: Clock;
  mapEnergy: MapEnergyService;
  storage: RichTextFileAccess;
  deliveries: DeliveryRepository;
  activityPokz: ActivityPokz;
  activityWrites: Pick<ActivityWrites, 'update'>;
}): AppModule {
  const { db, clock } = deps;
  const repo = createExamsRepository(db);
  const transact = transactOn(db);
  const closing = createExamClosing({
    repo,
    deliveries: deps.deliveries,
    activityPokz: deps.activityPokz,
    transact,
    clock,
  });
  const taking = createExamTaking({
    repo,
    closing,
    clock,
    media: {
      text: createRichTextFiles(deps.storage).forReader,
      url: (key) => (key ? deps.storage.signedUrl(key) : null),
    },
    // Every student of an exam day reads the same exam: its questions are read once a minute.
    contentCache: createTtlCache<ExamContent>({ clock, ttlMs: 60_000, maxEntries: 1_000 }),
  });
  const exams = createExamsService({
    repo,
    access: createActivityAccess(db),
    taking,
    closing,
    deliveries: deps.deliveries,
    activityPokz: deps.activityPokz,
    transact,
    clock,
    mapEnergy: deps.mapEnergy,
    activitiesWrite: deps.activityWrites,
  });
  const mockExams = createMockExamsService({ repo, taking, closing });
  const offers = createMockExamOffersService({ repo, clock });
  return {
    routes: {
      main: [mount(examsRoutes, { exams })],
      exams: [mount(examsServiceRoutes, { exams, mockExams, offers })],
    },
  };
}
