import { useState } from 'react';
import { useProfileImageSource } from '../../../components/art/use-profile-image.ts';
import { readableTextOn } from '../../../lib/contrast.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('');
}

/**
 * The user's profile image (a photo, a ready-made or their composed avatar), or their initials when
 * there is none (or it fails to load). A student's is ringed in their level's colour, with its number.
 */
export function UserAvatar({
  name,
  url,
  level,
}: {
  name: string;
  url: string | null;
  level?: { value: number; color: string; label: string } | undefined;
}) {
  const [broken, setBroken] = useState(false);
  const drawn = useProfileImageSource(url);
  const source = broken ? null : drawn;
  const ring = level ? { boxShadow: `0 0 0 3px ${level.color}` } : undefined;
  const image = source ? (
    <img
      src={source}
      alt=""
      onError={() => setBroken(true)}
      className="size-10 shrink-0 rounded-full bg-white object-cover"
      style={ring}
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary font-bold text-on-secondary"
      style={ring}
    >
      {initials(name)}
    </span>
  );
  if (!level) return image;
  return (
    <span className="relative shrink-0">
      {image}
      <span
        title={level.label}
        className="absolute -right-1.5 -bottom-1 grid min-w-5 place-items-center rounded-full px-1 text-[0.65rem] font-bold leading-4 shadow"
        style={{ backgroundColor: level.color, color: readableTextOn(level.color) ?? undefined }}
      >
        <span aria-hidden="true">{level.value}</span>
        <span className="sr-only">{level.label}</span>
      </span>
    </span>
  );
}
