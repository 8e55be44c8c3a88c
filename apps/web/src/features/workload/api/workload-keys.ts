/** Query keys of the workload and frequency screens. */
export const workloadKeys = {
  all: ['workload'] as const,
  classrooms: ['workload', 'classrooms'] as const,
};
