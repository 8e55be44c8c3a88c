export const parkKeys = {
  all: ['park'] as const,
  statement: (page: number) => ['park', 'statement', page] as const,
  /** Inside the park: today's ticket checked in, its games and the plays paid and not finished. */
  checkin: () => ['park', 'checkin'] as const,
};
