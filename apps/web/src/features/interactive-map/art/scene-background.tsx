import type { MapBuildLevel, MapSection } from '@ava/contracts';
import type { MapSpan, MapStyle } from '../map-places.ts';
import { Landmark } from './landmarks.tsx';
import { groundOf, HORIZON, MAP_HEIGHT, MAP_WIDTH, NATURE, type Nature } from './palette.ts';
import {
  Balloon,
  Barrier,
  Birds,
  Bunting,
  Cloud,
  Cone,
  Crane,
  Flowers,
  Lamp,
  Pond,
  Rainbow,
  Sapling,
  Tree,
} from './scenery.tsx';

interface Props {
  style: MapStyle;
  level: MapBuildLevel;
  /** The section this scene shows, or null for the infantil map's three regions. */
  section: MapSection | null;
  spans: MapSpan[];
  /** Ids inside this drawing are made unique with it (a page may hold more than one map). */
  idPrefix: string;
}

const at = (percent: number) => (percent / 100) * MAP_WIDTH;
/** A region no wider than this holds no places (map-places.ts gives empty ones 8 per cent). */
const EMPTY_SPAN = 10;

const BACK_TREES = [70, 250, 540, 830, 1120, 1390, 1670];
const MORE_TREES = [160, 690, 1010, 1540];

function Sky({ nature, style, idPrefix }: { nature: Nature; style: MapStyle; idPrefix: string }) {
  const flat = style === 'clean';
  return (
    <>
      <defs>
        <linearGradient id={`${idPrefix}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={nature.skyTop} />
          <stop offset="1" stopColor={nature.skyBottom} />
        </linearGradient>
      </defs>
      <rect width={MAP_WIDTH} height={HORIZON + 40} fill={`url(#${idPrefix}-sky)`} />
      {flat ? (
        <circle cx={1480} cy={150} r={70} fill={nature.sun} opacity={0.8} />
      ) : (
        <g transform="translate(190 150)">
          <g className="map-sun-rays" stroke={nature.sun} strokeWidth={12} strokeLinecap="round">
            {Array.from({ length: 12 }, (_, index) => index * 30).map((angle) => (
              <line key={angle} y1={-95} y2={-125} transform={`rotate(${angle})`} />
            ))}
          </g>
          <circle r={72} fill={nature.sun} />
        </g>
      )}
      <Cloud x={430} y={120} flat={flat} />
      <Cloud x={990} y={90} scale={1.25} flat={flat} />
      <Cloud x={1330} y={230} scale={0.85} flat={flat} />
    </>
  );
}

function Hills({ nature, style }: { nature: Nature; style: MapStyle }) {
  if (style === 'clean') {
    return (
      <>
        <path
          d={`M0 ${HORIZON} L260 300 L470 ${HORIZON} L760 260 L1060 ${HORIZON} L1380 320 L${MAP_WIDTH} ${HORIZON} Z`}
          fill={nature.farHill}
        />
        <g className="fill-primary" opacity={0.12}>
          {[
            [560, 110],
            [620, 170],
            [690, 130],
            [1180, 150],
            [1240, 90],
            [1300, 190],
          ].map(([x = 0, height = 0]) => (
            <rect key={x} x={x} y={HORIZON - height} width={54} height={height} />
          ))}
        </g>
      </>
    );
  }
  return (
    <>
      <path
        d={`M0 ${HORIZON} Q300 300 640 ${HORIZON} Q980 340 1300 ${HORIZON} Q1560 360 ${MAP_WIDTH} ${HORIZON} Z`}
        fill={nature.farHill}
      />
      <path
        d={`M0 ${HORIZON + 30} Q420 380 900 ${HORIZON + 30} Q1320 400 ${MAP_WIDTH} ${HORIZON + 30} Z`}
        fill={nature.nearHill}
      />
    </>
  );
}

/** The path that joins the places; at 25 per cent only its stakes are in the ground. */
function Path({ nature, style, level }: { nature: Nature; style: MapStyle; level: MapBuildLevel }) {
  if (style === 'clean') {
    return level < 50 ? (
      <rect
        x={0}
        y={905}
        width={MAP_WIDTH}
        height={50}
        fill="none"
        stroke={nature.path}
        strokeWidth={4}
        strokeDasharray="18 14"
      />
    ) : (
      <>
        <rect x={0} y={905} width={MAP_WIDTH} height={50} fill={nature.path} />
        <line x1={0} x2={MAP_WIDTH} y1={930} y2={930} stroke="#fff" strokeWidth={5} strokeDasharray="40 30" />
      </>
    );
  }
  const d = `M-20 880 C300 830 560 950 870 900 S1450 830 ${MAP_WIDTH + 20} 890`;
  return level < 50 ? (
    <path d={d} fill="none" stroke={nature.trunk} strokeWidth={6} strokeDasharray="6 60" strokeLinecap="round" />
  ) : (
    <path d={d} fill="none" stroke={nature.path} strokeWidth={70} strokeLinecap="round" />
  );
}

/** The infantil map's three regions: grounds of their own, a stream between them. */
function Regions({ spans, nature, level }: { spans: MapSpan[]; nature: Nature; level: MapBuildLevel }) {
  const tint: Record<string, string | undefined> = { left: 'fill-primary', right: 'fill-secondary' };
  return (
    <>
      {spans.map((span) => {
        const className = tint[span.name];
        // A region without places is only scenery: no ground of its own.
        return className && span.to - span.from > EMPTY_SPAN ? (
          <rect
            key={span.name}
            x={at(span.from) + 10}
            y={HORIZON + 60}
            width={at(span.to - span.from) - 20}
            height={MAP_HEIGHT - HORIZON - 70}
            rx={80}
            className={className}
            opacity={0.12}
            stroke="#fff"
            strokeWidth={6}
            strokeDasharray="2 18"
            strokeLinecap="round"
          />
        ) : null;
      })}
      {spans.slice(1).map((span) => {
        const x = at(span.from);
        return (
          <g key={`stream-${span.name}`}>
            <path
              d={`M${x} ${HORIZON + 40} q-30 110 0 220 t0 220 t0 100`}
              fill="none"
              stroke={level < 50 ? '#b08d57' : nature.water}
              strokeWidth={level < 50 ? 14 : 30}
              strokeLinecap="round"
            />
            {level >= 50 && <rect x={x - 40} y={872} width={80} height={34} rx={6} fill={nature.trunk} />}
          </g>
        );
      })}
    </>
  );
}

/** The clean map's pavement along its buildings; at 25 per cent only marked out. */
function Pavement({ level }: { level: MapBuildLevel }) {
  return level < 50 ? (
    <rect
      x={70}
      y={750}
      width={MAP_WIDTH - 140}
      height={56}
      rx={12}
      fill="none"
      stroke="#94a3b8"
      strokeWidth={4}
      strokeDasharray="16 14"
    />
  ) : (
    <rect x={70} y={750} width={MAP_WIDTH - 140} height={56} rx={12} fill="#e2e8f0" />
  );
}

/** What grows with the build level: saplings and cones, then trees, then flowers and water, then a party. */
function Growth({ nature, style, level }: { nature: Nature; style: MapStyle; level: MapBuildLevel }) {
  const playful = style === 'playful';
  return (
    <>
      {level < 75 && <Crane x={600} y={HORIZON + 40} nature={nature} />}
      {level < 50 && BACK_TREES.map((x) => <Sapling key={x} x={x} y={HORIZON + 70} nature={nature} />)}
      {level < 50 && (playful ? <Cone x={80} y={975} /> : <Barrier x={80} y={980} />)}
      {level < 50 && (playful ? <Cone x={1660} y={975} /> : <Barrier x={1650} y={980} />)}
      {level >= 50 &&
        BACK_TREES.map((x, index) => <Tree key={x} x={x} y={HORIZON + 70} size={0.85} nature={nature} kind={index} />)}
      {level >= 75 &&
        MORE_TREES.map((x, index) => (
          <Tree key={x} x={x} y={HORIZON + 110} size={0.7} nature={nature} kind={index + 1} />
        ))}
      {level >= 75 && <Pond x={1530} y={HORIZON + 150} nature={nature} />}
      {level >= 75 && playful && (
        <>
          <Flowers x={60} y={960} nature={nature} />
          <Flowers x={1680} y={960} nature={nature} />
          <Flowers x={420} y={HORIZON + 120} nature={nature} />
        </>
      )}
      {level >= 75 && !playful && (
        <>
          <Lamp x={60} y={980} />
          <Lamp x={1680} y={980} />
        </>
      )}
    </>
  );
}

function Party({ style }: { style: MapStyle }) {
  return (
    <>
      <Bunting from={0} to={MAP_WIDTH} y={40} sag={40} />
      {style === 'playful' ? (
        <>
          <Balloon x={320} y={330} tone="primary" />
          <Balloon x={1230} y={300} tone="secondary" />
          <Balloon x={1650} y={360} tone="primary" />
        </>
      ) : (
        <Birds x={700} y={230} />
      )}
    </>
  );
}

/** Where the scene's landmarks stand: the section's on the right, one per infantil region. */
function Landmarks({ section, spans, nature }: { section: MapSection | null; spans: MapSpan[]; nature: Nature }) {
  // Away from the sun: on the right of the playful sky, on the left of the clean one.
  if (section)
    return <Landmark section={section} x={nature.outline === 'none' ? 330 : 1380} y={HORIZON + 30} nature={nature} />;
  const regional: Record<string, MapSection> = { left: 'info', center: 'diversao', right: 'progresso' };
  return (
    <>
      {spans.map((span) => {
        const drawn = regional[span.name];
        return drawn ? (
          <Landmark
            key={span.name}
            section={drawn}
            x={at((span.from + span.to) / 2)}
            y={HORIZON + 30}
            scale={0.75}
            nature={nature}
          />
        ) : null;
      })}
    </>
  );
}

/**
 * The scene's landscape at its build level (document 1: a background per 25, 50, 75 and 100 per
 * cent), in nature's colours and the platform's, under the buildings.
 */
export function SceneBackground({ style, level, section, spans, idPrefix }: Props) {
  const nature = NATURE[style];
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      aria-hidden="true"
      focusable="false"
    >
      <Sky nature={nature} style={style} idPrefix={idPrefix} />
      {level === 100 && style === 'playful' && <Rainbow x={870} y={HORIZON + 20} radius={560} />}
      <Landmarks section={section} spans={spans} nature={nature} />
      <Hills nature={nature} style={style} />
      <rect y={HORIZON + 20} width={MAP_WIDTH} height={MAP_HEIGHT - HORIZON - 20} fill={groundOf(nature, level)} />
      {section === null && <Regions spans={spans} nature={nature} level={level} />}
      {style === 'clean' && <Pavement level={level} />}
      <Path nature={nature} style={style} level={level} />
      <Growth nature={nature} style={style} level={level} />
      {level === 100 && <Party style={style} />}
    </svg>
  );
}
