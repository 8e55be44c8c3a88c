export const forumKeys = {
  all: (activity: string) => ['forum', activity] as const,
  /** `student`: only the threads that student wrote or replied to (educators). */
  list: (activity: string, favorite: boolean, student?: string, trailId?: string) =>
    ['forum', activity, 'list', { favorite, student, trailId }] as const,
  participation: (activity: string) => ['forum', activity, 'participation'] as const,
};
