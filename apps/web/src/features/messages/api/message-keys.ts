export const messageKeys = {
  all: ['messages'] as const,
  mailers: () => ['messages', 'mailers'] as const,
  pending: () => ['messages', 'pending'] as const,
  contacts: (search: string) => ['messages', 'contacts', search] as const,
  conversation: (contact: string) => ['messages', 'conversation', contact] as const,
  report: (report: string) => ['messages', 'report', report] as const,
  reports: () => ['messages', 'reports'] as const,
  classrooms: () => ['messages', 'classrooms'] as const,
};
