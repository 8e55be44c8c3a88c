import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createClassDiaryRepository } from './class-diary.repository.ts';
import { classDiaryRoutes } from './class-diary.routes.ts';
import { createClassDiaryService } from './class-diary.service.ts';

/** The class diary and its manual attendance (README). */
export function createClassDiaryModule(deps: { db: Database; clock: Clock }): AppModule {
  const diary = createClassDiaryService({
    diaryRepo: createClassDiaryRepository(deps.db),
    transact: transactOn(deps.db),
    clock: deps.clock,
  });
  return { routes: { 'class-diary': [mount(classDiaryRoutes, { diary })] } };
}
