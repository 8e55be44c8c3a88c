import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import type { DeliveryRepository } from '../activities/activities.module.ts';
import type { HomeworkPlayCheck } from '../challenges/challenges.module.ts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import { createHomeworkRepository } from './homework.repository.ts';
import { homeworkRoutes } from './homework.routes.ts';
import { createHomeworkService } from './homework.service.ts';
import { createHomeworkPlayCheck } from './homework-play-check.ts';
import { homeworkTasksRoutes } from './homework-tasks.routes.ts';
import { createHomeworkTasksService } from './homework-tasks.service.ts';

/** calculate_score's check of rule K plays; app.ts builds it before the challenges module, which takes it. */
export function homeworkPlayCheck(deps: { db: Executor; clock: Clock }): HomeworkPlayCheck {
  return createHomeworkPlayCheck({
    repo: createHomeworkRepository(deps.db),
    accessOn: createActivityAccess,
    clock: deps.clock,
  });
}

/**
 * Homework (tarefa, code K; document 2 sections 1, 3 and 7): the teacher's homeworks paths on
 * main, the student's paths on the tasks service.
 */
export function createHomeworkModule(deps: {
  db: Executor;
  clock: Clock;
  deliveries: Pick<DeliveryRepository, 'lockStatuses' | 'recordSent'>;
  media: PresentedMedia;
}): AppModule {
  const { db, clock, deliveries, media } = deps;
  const repo = createHomeworkRepository(db);
  const access = createActivityAccess(db);
  const transact = transactOn(db);
  const homework = createHomeworkService({ repo, access, transact, media });
  const tasks = createHomeworkTasksService({ repo, access, deliveries, transact, clock, media });
  return {
    routes: {
      main: [mount(homeworkRoutes, { homework })],
      tasks: [mount(homeworkTasksRoutes, { tasks })],
    },
  };
}
