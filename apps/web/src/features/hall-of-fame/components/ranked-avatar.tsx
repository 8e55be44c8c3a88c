import { useState } from 'react';
import { useProfileImageSource } from '../../../components/art/use-profile-image.ts';

/** A ranked child's avatar, or the first letter of their first name when there is none (or it fails to load). */
export function RankedAvatar({ name, url }: { name: string; url: string | null }) {
  const [broken, setBroken] = useState(false);
  const drawn = useProfileImageSource(url);
  const source = broken ? null : drawn;
  if (source) {
    return (
      <img src={source} alt="" onError={() => setBroken(true)} className="size-9 shrink-0 rounded-full object-cover" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-white font-bold text-dark ring-2 ring-light"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
