import { useId } from 'react';

/** Floor planks: the top of each row of boards, and where its joints fall. */
const PLANK_ROWS: readonly [number, number[]][] = [
  [130, [90, 310, 520]],
  [167, [200, 420]],
  [205, [60, 280, 500]],
  [243, [160, 380, 580]],
  [281, [100, 330, 540]],
  [319, [230, 450]],
  [357, [40, 260, 480]],
  [395, [150, 370, 590]],
];

/**
 * The empty room of minha-casa, 600 x 430 like its grid: the back wall (the first 130, where
 * pictures hang) and a wooden floor lit by the sun from the left. Decorative.
 */
export function RoomBackdrop({ className }: { className?: string }) {
  const id = useId();
  const wallpaper = `${id}-wallpaper`;
  const depth = `${id}-depth`;
  return (
    <svg viewBox="0 0 600 430" preserveAspectRatio="none" className={className} aria-hidden="true">
      <defs>
        <pattern id={wallpaper} width="40" height="40" patternUnits="userSpaceOnUse">
          <rect width="40" height="40" fill="#f4ebe0" />
          <path d="M20 12 l4 8 l-4 8 l-4 -8 Z" fill="#eadcca" />
        </pattern>
        <linearGradient id={depth} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b2a1a" stopOpacity="0.18" />
          <stop offset="0.25" stopColor="#3b2a1a" stopOpacity="0" />
          <stop offset="1" stopColor="#3b2a1a" stopOpacity="0.06" />
        </linearGradient>
      </defs>
      <rect width="600" height="130" fill={`url(#${wallpaper})`} />
      <rect width="600" height="9" fill="#e3d2bd" />
      <rect y="9" width="600" height="3" fill="#d6c2a9" />
      <rect x="0" y="130" width="600" height="300" fill="#d9a86f" />
      {PLANK_ROWS.map(([top, joints], row) => (
        <g key={top}>
          {row % 2 === 1 && <rect x="0" y={top} width="600" height="38" fill="#d29e63" />}
          <path d={`M0 ${top} H600`} stroke="#b9854c" strokeWidth="1.5" />
          {joints.map((x) => (
            <path key={x} d={`M${x} ${top} v38`} stroke="#b9854c" strokeWidth="1.5" />
          ))}
        </g>
      ))}
      <rect x="0" y="130" width="600" height="300" fill={`url(#${depth})`} />
      <path d="M60 130 H230 L330 430 H120 Z" fill="#fff8e7" opacity="0.14" />
      <rect y="118" width="600" height="13" fill="#fbf6ef" />
      <path d="M0 118 H600" stroke="#dccbb6" strokeWidth="2" />
    </svg>
  );
}
