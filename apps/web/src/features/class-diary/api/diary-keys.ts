/** Query keys of the class diary. */
export const diaryKeys = {
  all: ['class-diary'] as const,
  list: (filters: Record<string, string>) => [...diaryKeys.all, 'list', filters] as const,
  lesson: (id: string) => [...diaryKeys.all, 'lesson', id] as const,
  classrooms: ['class-diary', 'classrooms'] as const,
};
