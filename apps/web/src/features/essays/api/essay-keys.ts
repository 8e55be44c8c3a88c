export const essayKeys = {
  all: (activity: string) => ['essays', activity] as const,
  detail: (activity: string, student?: string) => ['essays', activity, 'detail', student ?? 'me'] as const,
  bookmarks: (activity: string, student?: string) => ['essays', activity, 'bookmarks', student ?? 'me'] as const,
};
