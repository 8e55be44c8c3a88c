export const guardianKeys = {
  all: ['guardians'] as const,
  dependents: (search: string, page: number) => ['guardians', 'dependents', { search, page }] as const,
  subscription: () => ['guardians', 'subscription'] as const,
  dependentTrails: (student: string) => ['guardians', 'dependent-trails', student] as const,
  students: () => ['guardians', 'students'] as const,
  activities: (student: string) => ['guardians', 'activities', student] as const,
  grades: (student: string) => ['guardians', 'grades', student] as const,
  gradesSummary: (student: string) => ['guardians', 'grades-summary', student] as const,
  performance: (student: string, months: number) => ['guardians', 'performance', student, months] as const,
};
