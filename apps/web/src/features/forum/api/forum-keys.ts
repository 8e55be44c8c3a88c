export const forumKeys = {
  all: (activity: string) => ['forum', activity] as const,
  list: (activity: string, favorite: boolean) => ['forum', activity, 'list', { favorite }] as const,
  participation: (activity: string) => ['forum', activity, 'participation'] as const,
};
