import type { GameLayoutId } from '@ava/contracts';
import type { ReactNode } from 'react';

/** The scenery behind the game, drawn here: no image or font is downloaded. */
export function Backdrop({ layout }: { layout: GameLayoutId }) {
  return (
    <svg
      className="backdrop"
      viewBox="0 0 1700 1000"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      {SCENES[layout]}
    </svg>
  );
}

function Tree({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="-14" y="-40" width="28" height="120" rx="8" fill="#7a4a24" />
      <circle cx="0" cy="-90" r="70" fill="#3f9b3f" />
      <circle cx="-50" cy="-50" r="50" fill="#4caf50" />
      <circle cx="50" cy="-50" r="50" fill="#43a047" />
      <circle cx="-20" cy="-110" r="10" fill="#e53935" />
      <circle cx="30" cy="-70" r="10" fill="#e53935" />
    </g>
  );
}

function Fish({ x, y, color, flip = false }: { x: number; y: number; color: string; flip?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -1 : 1} 1)`}>
      <ellipse cx="0" cy="0" rx="46" ry="28" fill={color} />
      <path d="M40 0 L78 -26 L78 26 Z" fill={color} />
      <circle cx="-22" cy="-6" r="7" fill="#fff" />
      <circle cx="-24" cy="-6" r="3.5" fill="#1a237e" />
    </g>
  );
}

function Star({ x, y, r, color = '#fff9c4' }: { x: number; y: number; r: number; color?: string }) {
  const points = Array.from({ length: 10 }, (_, at) => {
    const angle = (Math.PI / 5) * at - Math.PI / 2;
    const radius = at % 2 === 0 ? r : r * 0.45;
    return `${x + radius * Math.cos(angle)},${y + radius * Math.sin(angle)}`;
  }).join(' ');
  return <polygon points={points} fill={color} />;
}

function Cloud({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="#ffffff">
      <circle cx="0" cy="0" r="40" />
      <circle cx="45" cy="-18" r="52" />
      <circle cx="95" cy="0" r="40" />
      <rect x="0" y="0" width="95" height="40" />
    </g>
  );
}

export const SCENES: Record<GameLayoutId, ReactNode> = {
  floresta: (
    <>
      <defs>
        <linearGradient id="floresta-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b3e5fc" />
          <stop offset="1" stopColor="#e8f5e9" />
        </linearGradient>
      </defs>
      <rect width="1700" height="1000" fill="url(#floresta-sky)" />
      <circle cx="1480" cy="150" r="80" fill="#ffe082" />
      <path d="M0 760 Q300 620 620 740 T1240 720 T1700 700 V1000 H0 Z" fill="#81c784" />
      <path d="M0 860 Q400 760 850 850 T1700 820 V1000 H0 Z" fill="#66bb6a" />
      <Tree x={140} y={760} scale={1.2} />
      <Tree x={420} y={800} scale={0.9} />
      <Tree x={1300} y={790} scale={1.1} />
      <Tree x={1580} y={760} scale={1.3} />
      <g transform="translate(900 905)">
        <rect x="-10" y="0" width="20" height="34" rx="6" fill="#fff3e0" />
        <path d="M-40 4 Q0 -50 40 4 Z" fill="#e53935" />
        <circle cx="-12" cy="-12" r="6" fill="#fff" />
        <circle cx="14" cy="-8" r="5" fill="#fff" />
      </g>
    </>
  ),
  oceano: (
    <>
      <defs>
        <linearGradient id="oceano-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4fc3f7" />
          <stop offset="1" stopColor="#0277bd" />
        </linearGradient>
      </defs>
      <rect width="1700" height="1000" fill="url(#oceano-water)" />
      <path
        d="M0 60 Q100 30 200 60 T400 60 T600 60 T800 60 T1000 60 T1200 60 T1400 60 T1600 60 T1800 60 V0 H0 Z"
        fill="#b3e5fc"
      />
      <g fill="#e1f5fe" opacity="0.7">
        <circle cx="300" cy="300" r="14" />
        <circle cx="320" cy="240" r="9" />
        <circle cx="1350" cy="420" r="16" />
        <circle cx="1380" cy="350" r="10" />
        <circle cx="900" cy="200" r="12" />
      </g>
      <Fish x={220} y={480} color="#ffb74d" />
      <Fish x={1460} y={260} color="#f06292" flip />
      <Fish x={1250} y={640} color="#fff176" />
      <g stroke="#2e7d32" strokeWidth="18" strokeLinecap="round" fill="none">
        <path d="M120 1000 Q80 900 130 820 T110 680" />
        <path d="M1560 1000 Q1610 900 1560 800 T1590 690" />
        <path d="M1620 1000 Q1660 930 1630 860" />
      </g>
      <path d="M0 930 Q420 880 850 930 T1700 920 V1000 H0 Z" fill="#ffe0b2" />
      <Star x={700} y={950} r={30} color="#ff8a65" />
    </>
  ),
  espaco: (
    <>
      <defs>
        <linearGradient id="espaco-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a1446" />
          <stop offset="1" stopColor="#3b2a7a" />
        </linearGradient>
      </defs>
      <rect width="1700" height="1000" fill="url(#espaco-sky)" />
      <Star x={150} y={120} r={14} />
      <Star x={520} y={80} r={10} />
      <Star x={880} y={160} r={12} />
      <Star x={1180} y={70} r={9} />
      <Star x={1620} y={420} r={13} />
      <Star x={90} y={620} r={11} />
      <Star x={640} y={900} r={12} />
      <g transform="translate(1440 190)">
        <circle r="90" fill="#ff8a65" />
        <ellipse rx="150" ry="28" fill="none" stroke="#ffe082" strokeWidth="14" transform="rotate(-18)" />
      </g>
      <circle cx="230" cy="860" r="150" fill="#b0bec5" />
      <circle cx="190" cy="820" r="28" fill="#90a4ae" />
      <circle cx="290" cy="900" r="20" fill="#90a4ae" />
      <g transform="translate(1500 760) rotate(30)">
        <path d="M0 -110 Q50 -60 40 40 H-40 Q-50 -60 0 -110 Z" fill="#eceff1" />
        <circle cx="0" cy="-40" r="20" fill="#4fc3f7" stroke="#546e7a" strokeWidth="6" />
        <path d="M-40 10 L-75 60 L-40 40 Z M40 10 L75 60 L40 40 Z" fill="#e53935" />
        <path d="M-24 40 Q0 110 24 40 Z" fill="#ffb300" />
      </g>
    </>
  ),
  fazendinha: (
    <>
      <defs>
        <linearGradient id="fazendinha-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#81d4fa" />
          <stop offset="1" stopColor="#fff8e1" />
        </linearGradient>
      </defs>
      <rect width="1700" height="1000" fill="url(#fazendinha-sky)" />
      <circle cx="200" cy="150" r="85" fill="#ffd54f" />
      <Cloud x={600} y={140} />
      <Cloud x={1200} y={220} />
      <path d="M0 740 Q500 660 1000 730 T1700 700 V1000 H0 Z" fill="#aed581" />
      <g transform="translate(1250 560)">
        <rect x="0" y="80" width="300" height="210" fill="#c62828" />
        <path d="M-20 90 L150 -20 L320 90 Z" fill="#8e2424" />
        <rect x="105" y="160" width="90" height="130" fill="#fff3e0" />
        <path d="M105 160 L195 290 M195 160 L105 290" stroke="#c62828" strokeWidth="10" />
        <rect x="125" y="40" width="50" height="40" fill="#fff3e0" />
      </g>
      <g fill="#fff3e0" stroke="#8d6e63" strokeWidth="4">
        {[60, 160, 260, 360, 460].map((x) => (
          <rect key={x} x={x} y="780" width="26" height="110" rx="6" />
        ))}
        <rect x="40" y="800" width="460" height="18" rx="6" />
        <rect x="40" y="850" width="460" height="18" rx="6" />
      </g>
      <path d="M0 890 Q600 850 1100 900 T1700 880 V1000 H0 Z" fill="#8bc34a" />
    </>
  ),
};
