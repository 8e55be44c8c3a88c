export const certificatesKeys = {
  all: ['certificates'] as const,
  list: () => [...certificatesKeys.all, 'user_index'] as const,
};
