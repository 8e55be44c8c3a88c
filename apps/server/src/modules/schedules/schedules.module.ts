import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { guardianSchedulesRoutes } from './guardian-schedules.routes.ts';
import { createGuardianSchedulesService } from './guardian-schedules.service.ts';
import { createSchedulesRepository } from './schedules.repository.ts';
import { schedulesRoutes } from './schedules.routes.ts';
import { createSchedulesService, type SchedulesService } from './schedules.service.ts';

export type { SchedulesService };

/** The school agenda: the educator's items and the guardian's side (README). */
export function createSchedulesModule(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
}): AppModule {
  const { db, clock } = deps;
  const schedulesRepo = createSchedulesRepository(db);
  const transact = transactOn(db);
  const schedules = createSchedulesService({ schedulesRepo, transact, clock, notifier: deps.notifier });
  const guardianSchedules = createGuardianSchedulesService({
    schedulesRepo,
    transact,
    clock,
    mailer: deps.mailer,
    platforms: createPlatformDirectory(db, clock),
    publicUrl: deps.publicUrl,
  });
  return {
    routes: { main: [mount(schedulesRoutes, { schedules }), mount(guardianSchedulesRoutes, { guardianSchedules })] },
  };
}
