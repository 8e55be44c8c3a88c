import { useState } from 'react';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('');
}

/** The user's photo, or their initials when there is none (or it fails to load). */
export function UserAvatar({ name, url }: { name: string; url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return <img src={url} alt="" onError={() => setBroken(true)} className="size-10 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary font-bold text-on-secondary"
    >
      {initials(name)}
    </span>
  );
}
