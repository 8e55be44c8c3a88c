import type { BackgroundArt } from '@ava/contracts';
import { useId } from 'react';

interface Props {
  art: BackgroundArt;
  className?: string;
}

/** Fixed spots of the starry sky: x, y, radius. */
const STARS: readonly [number, number, number][] = [
  [30, 40, 2],
  [80, 90, 1.5],
  [130, 30, 2.5],
  [170, 120, 1.5],
  [220, 60, 2],
  [260, 150, 1.5],
  [300, 35, 2],
  [350, 100, 2.5],
  [380, 180, 1.5],
  [60, 170, 2],
  [110, 220, 1.5],
  [200, 200, 2],
  [330, 230, 1.5],
  [20, 250, 1.5],
  [250, 250, 2],
];

/** A five-pointed star centred on (x, y). */
function starPoints(x: number, y: number, outer: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

function Stars({ sky }: { sky: string }) {
  return (
    <>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1238" />
          <stop offset="1" stopColor="#3a2a78" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${sky})`} />
      {STARS.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff8d6" opacity={0.9} />
      ))}
      <polygon points={starPoints(95, 45, 10)} fill="#ffe27a" />
      <polygon points={starPoints(285, 195, 8)} fill="#ffe27a" />
      <polygon points={starPoints(360, 50, 6)} fill="#ffe27a" />
      <circle cx="320" cy="70" r="34" fill="#fff3c4" />
      <circle cx="336" cy="60" r="30" fill="#0f1642" />
      <path d="M0 270 Q100 240 200 265 T400 255 V300 H0 Z" fill="#1b1f4d" />
    </>
  );
}

function Waves({ sky }: { sky: string }) {
  return (
    <>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9fe3ff" />
          <stop offset="1" stopColor="#e8f8ff" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${sky})`} />
      <circle cx="310" cy="70" r="36" fill="#ffd54f" />
      <path d="M40 60 q12 -10 24 0 q12 -10 24 0" fill="none" stroke="#5a7a8c" strokeWidth="3" />
      <path d="M100 90 q9 -8 18 0 q9 -8 18 0" fill="none" stroke="#5a7a8c" strokeWidth="3" />
      <path d="M0 170 Q50 145 100 170 T200 170 T300 170 T400 170 V300 H0 Z" fill="#4fc3f7" />
      <path d="M0 205 Q50 180 100 205 T200 205 T300 205 T400 205 V300 H0 Z" fill="#2196f3" />
      <path d="M0 245 Q50 220 100 245 T200 245 T300 245 T400 245 V300 H0 Z" fill="#1565c0" />
      <path d="M0 170 Q50 145 100 170 T200 170 T300 170 T400 170" fill="none" stroke="#ffffff" strokeWidth="4" />
    </>
  );
}

function Mountains({ sky }: { sky: string }) {
  return (
    <>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff9a62" />
          <stop offset="0.55" stopColor="#ff6f91" />
          <stop offset="1" stopColor="#845ec2" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${sky})`} />
      <circle cx="200" cy="170" r="55" fill="#ffe08a" />
      <path d="M0 220 L70 130 L130 200 L210 100 L290 200 L340 150 L400 210 V300 H0 Z" fill="#5b3f8c" />
      <path d="M210 100 L240 138 L222 132 L210 146 L196 130 L182 136 Z" fill="#f4ecff" />
      <path d="M0 260 L90 190 L170 250 L260 180 L340 240 L400 200 V300 H0 Z" fill="#3b2667" />
      <path d="M0 285 Q100 265 200 282 T400 275 V300 H0 Z" fill="#24163f" />
    </>
  );
}

const ART = { estrelas: Stars, ondas: Waves, montanhas: Mountains } as const;

/**
 * The profile backgrounds sold in the store (BACKGROUND_ART), drawn here: a starry night, the
 * sea's waves, mountains at sunset. Decorative: whoever shows one names it beside it.
 */
export function ProfileBackgroundArt({ art, className }: Props) {
  const sky = `sky-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const Art = ART[art];
  return (
    <svg
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-art={art}
    >
      <Art sky={sky} />
    </svg>
  );
}
