/** Query keys of the diagnosis: each dataset and the report, by their filters. */
export const diagnosisKeys = {
  all: ['diagnosis'] as const,
  dataset: (name: string, query: Record<string, string>) => [...diagnosisKeys.all, 'dataset', name, query] as const,
  report: (query: Record<string, string>) => [...diagnosisKeys.all, 'report', query] as const,
};
