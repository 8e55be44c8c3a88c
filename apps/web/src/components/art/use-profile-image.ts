import { composedAvatarPieces } from '@ava/contracts';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

type DiceBear = typeof import('./adventurer-avatar.tsx');
let diceBear: Promise<DiceBear> | undefined;
const loadDiceBear = () => {
  diceBear ??= import('./adventurer-avatar.tsx');
  return diceBear;
};

/**
 * What an <img> loads for a profile image url: a student's composed avatar (composedAvatarUrl) is
 * drawn here with DiceBear, loaded only when one is shown (null meanwhile); any other url unchanged.
 * DiceBear's style (about 100 kB) is fetched once the screen's own requests are answered, so on a
 * slow connection it does not hold up the screen's content.
 */
export function useProfileImageSource(url: string | null): string | null {
  const composed = Boolean(composedAvatarPieces(url));
  const waiting = useIsFetching() > 0 && diceBear === undefined;
  const [drawn, setDrawn] = useState<{ url: string; source: string | null } | null>(null);
  useEffect(() => {
    if (!url || !composed || waiting) return;
    let current = true;
    void loadDiceBear().then(({ composedAvatarSource }) => {
      if (current) setDrawn({ url, source: composedAvatarSource(url) });
    });
    return () => {
      current = false;
    };
  }, [url, composed, waiting]);
  if (!composed) return url;
  return drawn?.url === url ? drawn.source : null;
}
