import { ownedKeys } from '../../../lib/owned-items.ts';

export const profileKeys = {
  all: ['profile'] as const,
  userInfo: () => ['profile', 'user-info'] as const,
  settings: () => ['profile', 'settings'] as const,
  address: () => ['profile', 'address'] as const,
  responsibles: () => ['profile', 'responsibles'] as const,
  categories: () => ['profile', 'categories'] as const,
  shortcuts: () => ['profile', 'shortcuts'] as const,
  backgrounds: ownedKeys.backgrounds,
  chosenBackground: () => [...ownedKeys.backgrounds(), 'chosen'] as const,
  banners: () => ['profile', 'banners'] as const,
  states: () => ['locations', 'states'] as const,
  cities: (state: string) => ['locations', 'cities', state] as const,
};
