import type { Theme } from '@ava/contracts';
import { forbidden } from '../../platform/http/app-error.ts';
import { type PlatformDirectory, presentTheme } from '../platforms/platforms.module.ts';

/** The caller's platform theme as the web reads it: currency names, configs, links and feature flags. */
export interface PlatformThemes {
  of(platformId: string): Promise<Theme>;
}

export function createPlatformThemes(platforms: Pick<PlatformDirectory, 'findById'>): PlatformThemes {
  return {
    async of(platformId) {
      const row = await platforms.findById(platformId);
      // A session's platform exists while the session does; without it nothing may be read.
      if (!row) throw forbidden();
      return presentTheme(row);
    },
  };
}
