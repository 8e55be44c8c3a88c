import { can, SCHOOL_DIRECTORY_MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import { presentGrades, presentGradesAssigned, presentStudentsDetails } from './teacher-learning.presenter.ts';
import type { TeacherLearningRepository } from './teacher-learning.repository.ts';

/**
 * The educator's learning follow-up, in the classrooms they see (educatorClassroomIds): a
 * teacher's own, a coordinator's school's. A classroom outside them, or of another platform, is not found.
 */
export function createTeacherLearningService(deps: { learningRepo: TeacherLearningRepository }) {
  const { learningRepo } = deps;

  function educator(user: AuthContext) {
    if (!can(user.role, 'view.schoolReports')) throw forbidden();
    return educatorOf(user);
  }

  return {
    async grades(user: AuthContext) {
      return presentGrades(await learningRepo.classrooms(user.platformId, educator(user)));
    },

    /** Of every classroom the educator sees, or of the one asked. */
    async gradesAssigned(user: AuthContext, classroomId?: string) {
      const viewer = educator(user);
      const [classrooms, activities] = await Promise.all([
        learningRepo.classrooms(user.platformId, viewer, classroomId),
        learningRepo.scoredActivities(user.platformId, viewer, classroomId),
      ]);
      if (classroomId !== undefined && classrooms.length === 0) {
        throw notFound(SCHOOL_DIRECTORY_MESSAGES.classroomNotFound);
      }
      return presentGradesAssigned(classrooms, activities);
    },

    async studentsDetails(user: AuthContext, classroomId: string) {
      const [classroom] = await learningRepo.classrooms(user.platformId, educator(user), classroomId);
      if (!classroom) throw notFound(SCHOOL_DIRECTORY_MESSAGES.classroomNotFound);
      return presentStudentsDetails(classroom, await learningRepo.students(user.platformId, classroomId));
    },
  };
}

export type TeacherLearningService = ReturnType<typeof createTeacherLearningService>;
