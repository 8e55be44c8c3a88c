import type { Theme } from '@ava/contracts';
import { createContext, use } from 'react';

export interface Platform {
  /** The {business} slug of the address. */
  business: string;
  theme: Theme;
}

/** Provided by the shell once the platform's theme has loaded. */
export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = use(PlatformContext);
  if (!platform) throw new Error('usePlatform() is used outside a /:business route');
  return platform;
}
