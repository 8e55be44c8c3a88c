import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { createHelpCenterRepository } from './help-center.repository.ts';
import { helpCenterRoutes } from './help-center.routes.ts';
import { createHelpCenterService, type HelpCenterService } from './help-center.service.ts';

export type { HelpCenterService };
export { createHelpCenterRepository };

export function createHelpCenterModule(deps: { db: Executor; clock: Clock; notifier: Notifier }): AppModule {
  const help = createHelpCenterService({
    helpRepo: createHelpCenterRepository(deps.db),
    transact: transactOn(deps.db),
    clock: deps.clock,
    notifier: deps.notifier,
  });
  return { routes: { main: [mount(helpCenterRoutes, { help })] } };
}
