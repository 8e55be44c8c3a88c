export const schoolWorkKeys = {
  all: (activity: string) => ['school-work', activity] as const,
  detail: (activity: string, student?: string) => ['school-work', activity, 'detail', student ?? 'me'] as const,
  evaluation: (activity: string, student: string) => ['school-work', activity, 'evaluation', student] as const,
  results: (activity: string) => ['school-work', activity, 'results'] as const,
};
