/** Query keys of the school data screen. */
export const schoolDataKeys = {
  all: ['school-data'] as const,
  schools: () => [...schoolDataKeys.all, 'schools'] as const,
  classrooms: (schoolId: string) => [...schoolDataKeys.all, 'classrooms', schoolId] as const,
  students: (schoolId: string) => [...schoolDataKeys.all, 'students', schoolId] as const,
  load: (id: string) => [...schoolDataKeys.all, 'load', id] as const,
};
