/** Query keys of the 'Aprendizagem' screen. */
export const learningKeys = {
  all: ['learning'] as const,
  grades: () => [...learningKeys.all, 'grades'] as const,
  gradesAssigned: (classroomId: string) => [...learningKeys.all, 'grades-assigned', classroomId] as const,
  students: (classroomId: string) => [...learningKeys.all, 'students', classroomId] as const,
};
