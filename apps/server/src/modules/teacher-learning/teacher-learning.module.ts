import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createTeacherLearningRepository } from './teacher-learning.repository.ts';
import { teacherLearningRoutes } from './teacher-learning.routes.ts';
import { createTeacherLearningService } from './teacher-learning.service.ts';

export function createTeacherLearningModule(deps: { db: Executor }): AppModule {
  const learning = createTeacherLearningService({ learningRepo: createTeacherLearningRepository(deps.db) });
  return { routes: { 'teacher-dashboard': [mount(teacherLearningRoutes, { learning })] } };
}
