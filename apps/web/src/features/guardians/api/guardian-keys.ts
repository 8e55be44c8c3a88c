export const guardianKeys = {
  all: ['guardians'] as const,
  dependents: (search: string, page: number) => ['guardians', 'dependents', { search, page }] as const,
  subscription: () => ['guardians', 'subscription'] as const,
  dependentTrails: (student: string) => ['guardians', 'dependent-trails', student] as const,
};
