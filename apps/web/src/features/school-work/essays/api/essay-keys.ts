export const essayKeys = {
  all: (activity: string) => ['essays', activity] as const,
  bookmarks: (activity: string, student?: string) => ['essays', activity, 'bookmarks', student ?? 'me'] as const,
};
