import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { createOnlineClassroomsRepository } from './online-classrooms.repository.ts';
import { onlineClassroomsRoutes } from './online-classrooms.routes.ts';
import { createOnlineClassroomsService } from './online-classrooms.service.ts';

/** A report every 10 s from each open tab, plus leaving and joining: 30 a minute leaves room for a few tabs. */
const REPORTS_PER_MINUTE = 30;

/** Online classrooms and their time logs (README), on the tracker service. */
export function createOnlineClassroomsModule(deps: { db: Database; clock: Clock; notifier: Notifier }): AppModule {
  const { db, clock } = deps;
  const rooms = createOnlineClassroomsService({
    roomsRepo: createOnlineClassroomsRepository(db),
    platforms: createPlatformDirectory(db, clock),
    transact: transactOn(db),
    clock,
    notifier: deps.notifier,
  });
  const limit = createRequestLimit({ clock, windowMs: 60_000, max: REPORTS_PER_MINUTE });
  return { routes: { tracker: [mount(onlineClassroomsRoutes, { rooms, limit })] } };
}
