import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileImageSource } from '../../../components/art/use-profile-image.ts';
import { readableTextOn } from '../../../lib/contrast.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';

interface Props {
  name: string;
  url: string | null;
  /** Students see their level: a border in its colour and a badge. */
  level?: { value: number; color: string };
  /** Shows the 'Alterar' overlay that opens the avatar dialog. */
  onChange?: () => void;
  size?: 'md' | 'lg';
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('');
}

const SIDE = { md: 'size-20 text-2xl', lg: 'size-28 text-4xl' } as const;

/** The profile image (or initials) with an optional level border, level badge and 'Alterar' overlay. */
export function ProfileAvatar({ name, url, level, onChange, size = 'lg' }: Props) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const [broken, setBroken] = useState<string | null>(null);
  const drawn = useProfileImageSource(url);
  const source = drawn && drawn !== broken ? drawn : null;
  const ring = level ? { boxShadow: `0 0 0 4px ${level.color}` } : undefined;
  return (
    <div className="relative inline-block shrink-0">
      <div className={`group relative overflow-hidden rounded-full ${SIDE[size]}`} style={ring}>
        {source ? (
          <img
            src={source}
            alt=""
            onError={() => setBroken(source)}
            className="size-full bg-white object-cover"
            data-testid="profile-avatar-image"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-full place-items-center bg-secondary font-bold text-on-secondary"
          >
            {initials(name)}
          </span>
        )}
        {onChange && (
          <button
            type="button"
            onClick={onChange}
            className="absolute inset-0 grid place-items-center bg-black/55 font-semibold text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            {t('avatar.change')}
          </button>
        )}
      </div>
      {level && (
        <span
          className="absolute -right-1 -bottom-1 rounded-full px-2 py-0.5 text-xs font-bold shadow"
          style={{ backgroundColor: level.color, color: readableTextOn(level.color) ?? undefined }}
        >
          {t('level', { level: level.value })}
        </span>
      )}
    </div>
  );
}
