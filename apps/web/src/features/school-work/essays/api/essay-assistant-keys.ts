export const essayAssistantKeys = {
  suggestions: (activity: string, student: string) => ['essays', activity, 'suggestions', student] as const,
};
