import type { MapSection } from '@ava/contracts';
import type { ReactElement } from 'react';
import { placeIcon } from '../../../lib/place-icons.ts';
import type { MapStyle } from '../map-places.ts';

/**
 * The buildings of the map, one shape per section (a school for 'minha classe', a castle for
 * 'desafios', a tent for 'diversão', a library for 'info', a tower for 'progresso'), each with the
 * sign of its sub-area. Drawn in a 200 x 200 box standing on y = 196, in the platform's colours.
 */

interface Look {
  playful: boolean;
  /** The roof's colour class and the trim's, swapped on every second building for variety. */
  roof: string;
  trim: string;
  wall: string;
  stroke: string;
}

const WINDOW = '#a8dcff';

function School({ look }: { look: Look }) {
  if (!look.playful) {
    return (
      <g stroke={look.stroke} strokeWidth={2.5}>
        <rect x={28} y={62} width={144} height={134} fill={look.wall} />
        <rect x={28} y={62} width={144} height={18} className={look.roof} />
        {[44, 86, 128].flatMap((x) =>
          [94, 128].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width={28} height={22} fill={WINDOW} />),
        )}
        <rect x={86} y={160} width={28} height={36} className={look.trim} />
        <rect x={150} y={20} width={4} height={42} fill="#6b7280" />
        <path d="M154 22 L182 30 L154 38 Z" className={`map-flag ${look.trim}`} />
      </g>
    );
  }
  return (
    <g stroke={look.stroke} strokeWidth={5} strokeLinejoin="round">
      <rect x={36} y={88} width={128} height={108} fill={look.wall} />
      <path d="M22 94 L100 36 L178 94 Z" className={look.roof} />
      <rect x={84} y={16} width={32} height={30} fill={look.wall} />
      <path d="M78 20 L100 2 L122 20 Z" className={look.trim} />
      <rect x={46} y={112} width={28} height={26} rx={4} fill={WINDOW} />
      <rect x={126} y={112} width={28} height={26} rx={4} fill={WINDOW} />
      <path d="M84 196 L84 164 Q100 146 116 164 L116 196 Z" className={look.trim} />
    </g>
  );
}

function Castle({ look }: { look: Look }) {
  if (!look.playful) {
    return (
      <g stroke={look.stroke} strokeWidth={2.5}>
        <rect x={34} y={118} width={132} height={78} fill={look.wall} />
        <rect x={72} y={34} width={56} height={162} fill={look.wall} />
        <path d="M68 36 L100 2 L132 36 Z" className={look.roof} />
        {[56, 84, 112, 140].map((y) => (
          <rect key={y} x={84} y={y} width={32} height={14} fill={WINDOW} />
        ))}
        <rect x={34} y={118} width={132} height={10} className={look.trim} />
        <rect x={88} y={166} width={24} height={30} className={look.trim} />
      </g>
    );
  }
  const battlements = (x: number, y: number, width: number) =>
    [0, 1, 2].map((index) => (
      <rect key={`${x}-${index}`} x={x + index * (width / 2.5)} y={y} width={width / 5} height={14} fill={look.wall} />
    ));
  return (
    <g stroke={look.stroke} strokeWidth={5} strokeLinejoin="round">
      <rect x={56} y={84} width={88} height={112} fill={look.wall} />
      {battlements(56, 70, 88)}
      <rect x={20} y={60} width={42} height={136} fill={look.wall} />
      <rect x={138} y={60} width={42} height={136} fill={look.wall} />
      <path d="M14 62 L41 14 L68 62 Z" className={look.roof} />
      <path d="M132 62 L159 14 L186 62 Z" className={look.roof} />
      <path d="M100 70 L100 28" />
      <path d="M100 30 L130 40 L100 50 Z" className={`map-flag ${look.trim}`} />
      <path d="M80 196 L80 160 Q100 136 120 160 L120 196 Z" className={look.trim} />
      <rect x={33} y={96} width={16} height={22} rx={6} fill={WINDOW} />
      <rect x={151} y={96} width={16} height={22} rx={6} fill={WINDOW} />
    </g>
  );
}

function Tent({ look }: { look: Look }) {
  if (!look.playful) {
    return (
      <g stroke={look.stroke} strokeWidth={2.5}>
        <path d="M20 196 L20 140 A80 80 0 0 1 180 140 L180 196 Z" fill={look.wall} />
        <path d="M20 140 A80 80 0 0 1 180 140 L180 152 A80 80 0 0 0 20 152 Z" className={look.roof} />
        {[44, 86, 128].map((x) => (
          <path key={x} d={`M${x} 196 L${x} 172 Q${x + 14} 156 ${x + 28} 172 L${x + 28} 196 Z`} className={look.trim} />
        ))}
      </g>
    );
  }
  const stripes = [34, 58, 82, 106, 130, 154];
  return (
    <g stroke={look.stroke} strokeWidth={5} strokeLinejoin="round">
      <rect x={34} y={110} width={132} height={86} fill={look.wall} />
      {stripes.map((x, index) =>
        index % 2 === 0 ? <rect key={x} x={x} y={110} width={24} height={86} className={look.roof} /> : null,
      )}
      <path d="M20 116 L100 30 L180 116 Z" className={look.trim} />
      <path d="M60 116 L100 30 L140 116" fill="none" />
      <path d="M100 32 L100 8" />
      <path d="M100 8 L126 16 L100 24 Z" className={`map-flag ${look.roof}`} />
      <path d="M78 196 L100 146 L122 196 Z" fill="#3b3046" />
    </g>
  );
}

function Library({ look }: { look: Look }) {
  const columns = look.playful ? [48, 80, 112, 144] : [44, 74, 104, 134, 164];
  return (
    <g stroke={look.stroke} strokeWidth={look.playful ? 5 : 2.5} strokeLinejoin="round">
      <path d="M18 78 L100 26 L182 78 Z" className={look.roof} />
      <rect x={26} y={78} width={148} height={16} className={look.trim} />
      {columns.map((x) => (
        <rect key={x} x={x} y={94} width={look.playful ? 16 : 10} height={88} fill={look.wall} />
      ))}
      <rect x={20} y={182} width={160} height={14} fill={look.wall} />
      <rect x={14} y={190} width={172} height={6} className={look.trim} />
    </g>
  );
}

function Tower({ look }: { look: Look }) {
  if (!look.playful) {
    return (
      <g stroke={look.stroke} strokeWidth={2.5}>
        <rect x={66} y={22} width={68} height={174} fill={look.wall} />
        <rect x={30} y={120} width={40} height={76} fill={look.wall} />
        <rect x={130} y={96} width={40} height={100} fill={look.wall} />
        {[40, 64, 88, 112, 136].map((y) => (
          <rect key={y} x={76} y={y} width={48} height={12} fill={WINDOW} />
        ))}
        <rect x={66} y={22} width={68} height={10} className={look.roof} />
        <path d="M100 2 L114 20 L86 20 Z" className={look.trim} />
      </g>
    );
  }
  return (
    <g stroke={look.stroke} strokeWidth={5} strokeLinejoin="round">
      <rect x={28} y={134} width={144} height={62} fill={look.wall} />
      <rect x={48} y={88} width={104} height={46} className={look.roof} />
      <rect x={68} y={48} width={64} height={40} fill={look.wall} />
      <path d="M100 6 L108 24 L128 26 L113 38 L118 58 L100 48 L82 58 L87 38 L72 26 L92 24 Z" className={look.trim} />
      <rect x={44} y={150} width={22} height={22} rx={4} fill={WINDOW} />
      <rect x={134} y={150} width={22} height={22} rx={4} fill={WINDOW} />
      <rect x={88} y={160} width={24} height={36} className={look.trim} />
    </g>
  );
}

const SHAPES: Record<MapSection, (props: { look: Look }) => ReactElement> = {
  'minha-classe': School,
  desafios: Castle,
  diversao: Tent,
  info: Library,
  progresso: Tower,
};

/** Where each shape shows its sub-area's sign (x, y of the sign's centre). */
const SIGN_AT: Record<MapSection, [number, number]> = {
  'minha-classe': [100, 66],
  desafios: [100, 114],
  diversao: [100, 76],
  info: [100, 56],
  progresso: [100, 110],
};

/** The sub-area's sign: its picture on a round plate. */
function Sign({ slug, section, look }: { slug: string; section: MapSection; look: Look }) {
  const Icon = placeIcon(slug);
  const [x, y] = SIGN_AT[section];
  return (
    <g>
      <circle cx={x} cy={y} r={25} fill="#fff" stroke={look.stroke} strokeWidth={look.playful ? 4 : 2} />
      <Icon x={x - 16} y={y - 16} width={32} height={32} strokeWidth={2.5} className="text-dark" aria-hidden="true" />
    </g>
  );
}

/** Poles and planks around a building still going up. */
function Scaffolding({ playful }: { playful: boolean }) {
  const wood = playful ? '#c98b4a' : '#8a96a3';
  return (
    <g stroke={wood} strokeWidth={playful ? 7 : 5} strokeLinecap="round">
      {[22, 100, 178].map((x) => (
        <line key={x} x1={x} x2={x} y1={70} y2={196} />
      ))}
      {[110, 150].map((y) => (
        <line key={y} x1={16} x2={184} y1={y} y2={y} />
      ))}
      <line x1={22} x2={100} y1={150} y2={110} strokeWidth={3} />
      <line x1={100} x2={178} y1={150} y2={110} strokeWidth={3} />
    </g>
  );
}

interface Props {
  slug: string;
  section: MapSection;
  style: MapStyle;
  halfBuilt: boolean;
  /** Every second building swaps its roof and trim colours. */
  alternate: boolean;
  /** Makes the clip path's id unique on the page. */
  idPrefix: string;
}

/**
 * A sub-area's building, whole or half built (its lower part standing, the rest a faint outline
 * behind scaffolding), with the sub-area's sign in front.
 */
export function Building({ slug, section, style, halfBuilt, alternate, idPrefix }: Props) {
  const playful = style === 'playful';
  const look: Look = {
    playful,
    roof: alternate ? 'fill-secondary' : 'fill-primary',
    trim: alternate ? 'fill-primary' : 'fill-secondary',
    wall: playful ? '#fff6e5' : '#ffffff',
    stroke: playful ? '#3b3046' : '#64748b',
  };
  const Shape = SHAPES[section];
  const clip = `${idPrefix}-half`;
  return (
    <svg
      viewBox="0 0 200 200"
      className="map-building block w-full"
      aria-hidden="true"
      focusable="false"
      overflow="visible"
    >
      <ellipse cx={100} cy={196} rx={92} ry={10} fill="#000" opacity={0.12} />
      {halfBuilt ? (
        <>
          <defs>
            <clipPath id={clip}>
              <rect x={0} y={118} width={200} height={90} />
            </clipPath>
          </defs>
          <g opacity={0.25}>
            <Shape look={look} />
          </g>
          <g clipPath={`url(#${clip})`}>
            <Shape look={look} />
          </g>
          <Scaffolding playful={playful} />
          <Sign slug={slug} section={section} look={look} />
        </>
      ) : (
        <>
          <Shape look={look} />
          <Sign slug={slug} section={section} look={look} />
        </>
      )}
    </svg>
  );
}
