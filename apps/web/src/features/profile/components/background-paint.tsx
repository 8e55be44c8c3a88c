import type { Background } from '@ava/contracts';
import { ProfileBackgroundArt } from '../../../components/art/profile-background-art.tsx';
import { backgroundGradient } from '../lib/background.ts';

/** A background filling its box: a free one's gradient, or the picture the store sells. */
export function BackgroundPaint({ background, className }: { background: Background; className: string }) {
  if (background.art) {
    return <ProfileBackgroundArt art={background.art} className={`${className} size-full`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} block`}
      style={background.colors ? { background: backgroundGradient(background.colors) } : undefined}
    />
  );
}
