/**
 * Queries whose answers list what a student owns. The store refreshes them after a purchase, and
 * other features read them (the profile's backgrounds), so their keys live here rather than in
 * either feature: a background bought and then looked for in the profile is shown as bought.
 */
export const ownedKeys = {
  inventory: () => ['store', 'inventory'] as const,
  backgrounds: () => ['profile', 'backgrounds'] as const,
};
