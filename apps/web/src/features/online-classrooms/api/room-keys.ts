/** Query keys of the online classrooms. */
export const roomKeys = {
  all: ['online-classrooms'] as const,
  list: (filters: Record<string, string>) => [...roomKeys.all, 'list', filters] as const,
  timeLogs: (roomId: string) => [...roomKeys.all, 'time-logs', roomId] as const,
  classrooms: () => [...roomKeys.all, 'classrooms'] as const,
};
