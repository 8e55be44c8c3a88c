/** Query keys of the agenda: the educator's items and the guardian's. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  list: (filters: Record<string, string>) => [...scheduleKeys.all, 'list', filters] as const,
  details: (id: string) => [...scheduleKeys.all, 'details', id] as const,
  edit: (id: string) => [...scheduleKeys.all, 'edit', id] as const,
  classrooms: () => [...scheduleKeys.all, 'classrooms'] as const,
  guardian: ['guardian-schedules'] as const,
  guardianList: (filters: Record<string, string>) => [...scheduleKeys.guardian, 'list', filters] as const,
  guardianItem: (scheduleId: string, studentId: string) =>
    [...scheduleKeys.guardian, 'item', scheduleId, studentId] as const,
  feed: () => [...scheduleKeys.guardian, 'feed'] as const,
};
