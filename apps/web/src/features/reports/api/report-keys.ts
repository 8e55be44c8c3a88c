/** Query keys of the reports: each report by its name and query, and the educator's schools. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, query: Record<string, string>) => [...reportKeys.all, name, query] as const,
  schools: () => [...reportKeys.all, 'schools'] as const,
};
