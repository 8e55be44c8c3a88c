import type { MapSection } from '@ava/contracts';
import type { ReactElement } from 'react';
import type { Nature } from './palette.ts';

/** A far landmark on the horizon that says which section this is, even to a child who cannot read. */

function FlagPole() {
  return (
    <g>
      <rect x={-5} y={-300} width={10} height={300} fill="#6b7280" />
      <circle cy={-306} r={10} className="fill-secondary" />
      <path className="map-flag fill-primary" d="M5 -290 Q60 -305 110 -285 Q90 -255 110 -225 Q60 -240 5 -225 Z" />
    </g>
  );
}

function Mountain({ nature }: { nature: Nature }) {
  return (
    <g>
      <path d="M-230 0 L-20 -300 L40 -230 L90 -270 L250 0 Z" fill={nature.farHill} />
      <path d="M-20 -300 L-70 -228 L-30 -240 L5 -215 L40 -230 Z" fill="#fff" />
      <rect x={-23} y={-370} width={6} height={72} fill="#6b7280" />
      <path className="map-flag fill-secondary" d="M-17 -368 L40 -352 L-17 -334 Z" />
    </g>
  );
}

function FerrisWheel() {
  const cabins = Array.from({ length: 8 }, (_, index) => (index * Math.PI) / 4);
  return (
    <g>
      <path d="M-110 0 L0 -190 L110 0" fill="none" stroke="#6b7280" strokeWidth={10} />
      <g transform="translate(0 -190)">
        <g className="map-spin">
          <circle r={150} fill="none" className="stroke-primary" strokeWidth={10} />
          {cabins.map((angle) => (
            <line key={angle} x2={150 * Math.cos(angle)} y2={150 * Math.sin(angle)} stroke="#9ca3af" strokeWidth={4} />
          ))}
          {cabins.map((angle, index) => (
            <circle
              key={`cabin-${angle}`}
              cx={150 * Math.cos(angle)}
              cy={150 * Math.sin(angle)}
              r={20}
              className={index % 2 === 0 ? 'fill-secondary' : 'fill-primary'}
            />
          ))}
        </g>
      </g>
    </g>
  );
}

function OpenBook() {
  return (
    <g>
      <path d="M0 -40 Q-90 -90 -200 -60 L-200 -250 Q-90 -280 0 -230 Z" fill="#fff" stroke="#9ca3af" strokeWidth={6} />
      <path d="M0 -40 Q90 -90 200 -60 L200 -250 Q90 -280 0 -230 Z" fill="#fff" stroke="#9ca3af" strokeWidth={6} />
      {[-200, -170, -140].map((y) => (
        <g key={y} stroke="#cbd5e1" strokeWidth={6} strokeLinecap="round">
          <path d={`M-160 ${y + 20} Q-90 ${y} -30 ${y + 30}`} fill="none" />
          <path d={`M30 ${y + 30} Q90 ${y} 160 ${y + 20}`} fill="none" />
        </g>
      ))}
      <rect x={-8} y={-238} width={16} height={200} className="fill-primary" />
    </g>
  );
}

function Podium() {
  return (
    <g>
      <rect x={-50} y={-160} width={100} height={160} className="fill-primary" />
      <rect x={-150} y={-110} width={100} height={110} className="fill-light" stroke="#9ca3af" strokeWidth={4} />
      <rect x={50} y={-80} width={100} height={80} className="fill-light" stroke="#9ca3af" strokeWidth={4} />
      <path d="M-40 -260 L40 -260 L30 -200 Q0 -180 -30 -200 Z" className="fill-secondary" />
      <rect x={-8} y={-192} width={16} height={22} className="fill-secondary" />
      <rect x={-30} y={-172} width={60} height={12} className="fill-secondary" />
    </g>
  );
}

const DRAWINGS: Record<MapSection, (nature: Nature) => ReactElement> = {
  'minha-classe': () => <FlagPole />,
  desafios: (nature) => <Mountain nature={nature} />,
  diversao: () => <FerrisWheel />,
  info: () => <OpenBook />,
  progresso: () => <Podium />,
};

export function Landmark({
  section,
  x,
  y,
  scale = 1,
  nature,
}: {
  section: MapSection;
  x: number;
  y: number;
  scale?: number;
  nature: Nature;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} opacity={nature.outline === 'none' ? 0.55 : 0.9}>
      {DRAWINGS[section](nature)}
    </g>
  );
}
