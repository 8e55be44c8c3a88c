import { composedAvatarPieces } from '@ava/contracts';
import { useEffect, useState } from 'react';

/**
 * What an <img> loads for a profile image url: a student's composed avatar (composedAvatarUrl) is
 * drawn here with DiceBear, loaded only when one is shown (null meanwhile); any other url unchanged.
 */
export function useProfileImageSource(url: string | null): string | null {
  const composed = Boolean(composedAvatarPieces(url));
  const [drawn, setDrawn] = useState<{ url: string; source: string | null } | null>(null);
  useEffect(() => {
    if (!url || !composed) return;
    let current = true;
    void import('./adventurer-avatar.tsx').then(({ composedAvatarSource }) => {
      if (current) setDrawn({ url, source: composedAvatarSource(url) });
    });
    return () => {
      current = false;
    };
  }, [url, composed]);
  if (!composed) return url;
  return drawn?.url === url ? drawn.source : null;
}
