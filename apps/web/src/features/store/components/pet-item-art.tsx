import type { PET_ART } from '@ava/contracts';

export type PetArt = (typeof PET_ART)[number];

const OUTLINE = '#3d2b1f';

function Collar({ colour, charm }: { colour: string; charm: 'tag' | 'bell' }) {
  return (
    <g>
      <path d="M-26 -4 Q0 8 26 -4 L26 3 Q0 15 -26 3 Z" fill={colour} stroke={OUTLINE} strokeWidth="1.5" />
      {charm === 'tag' ? (
        <circle cx="0" cy="12" r="5" fill="#f4c542" stroke={OUTLINE} strokeWidth="1.5" />
      ) : (
        <>
          <circle cx="0" cy="13" r="6" fill="#e0b431" stroke={OUTLINE} strokeWidth="1.5" />
          <line x1="-3" y1="15" x2="3" y2="15" stroke={OUTLINE} strokeWidth="1.5" />
        </>
      )}
    </g>
  );
}

function Bandana() {
  return (
    <g>
      <path d="M-27 -4 Q0 6 27 -4 L0 22 Z" fill="#d94b3d" stroke={OUTLINE} strokeWidth="1.5" />
      {[-12, 0, 12].map((x) => (
        <circle key={x} cx={x} cy={x === 0 ? 8 : 2} r="2" fill="#fff" />
      ))}
    </g>
  );
}

function Bow() {
  return (
    <g>
      <path d="M0 0 L-16 -9 L-16 9 Z" fill="#f28fb8" stroke={OUTLINE} strokeWidth="1.5" />
      <path d="M0 0 L16 -9 L16 9 Z" fill="#f28fb8" stroke={OUTLINE} strokeWidth="1.5" />
      <circle r="5" fill="#e0609a" stroke={OUTLINE} strokeWidth="1.5" />
    </g>
  );
}

function PartyHat() {
  return (
    <g>
      <path d="M-14 0 L0 -32 L14 0 Z" fill="#6c5ce7" stroke={OUTLINE} strokeWidth="1.5" />
      <path d="M-9 -11 L9 -11 M-5 -21 L5 -21" stroke="#ffd166" strokeWidth="3" />
      <circle cx="0" cy="-33" r="4.5" fill="#ffd166" stroke={OUTLINE} strokeWidth="1.5" />
    </g>
  );
}

function Ball() {
  return (
    <g>
      <circle r="13" fill="#ef476f" stroke={OUTLINE} strokeWidth="1.5" />
      <path d="M-13 0 Q0 -9 13 0" fill="none" stroke="#ffd166" strokeWidth="3" />
      <path d="M-11 7 Q0 1 11 7" fill="none" stroke="#118ab2" strokeWidth="3" />
    </g>
  );
}

function Bone() {
  return (
    <g fill="#f7efe0" stroke={OUTLINE} strokeWidth="1.5">
      <rect x="-13" y="-4" width="26" height="8" rx="3" />
      {[-15, 15].flatMap((x) => [-4, 4].map((y) => <circle key={`${x}${y}`} cx={x} cy={y} r="5" />))}
    </g>
  );
}

function Bed() {
  return (
    <g>
      <ellipse cx="0" cy="4" rx="70" ry="18" fill="#5d8fd6" stroke={OUTLINE} strokeWidth="1.5" />
      <ellipse cx="0" cy="0" rx="56" ry="11" fill="#a9c9f5" />
    </g>
  );
}

/** Each item drawn around (0, 0): the pet's scene moves it to its place. */
export function PetItemShape({ art }: { art: PetArt }) {
  switch (art) {
    case 'coleira-azul':
      return <Collar colour="#2f6fdb" charm="tag" />;
    case 'coleira-vermelha':
      return <Collar colour="#d7263d" charm="bell" />;
    case 'bandana':
      return <Bandana />;
    case 'laco-rosa':
      return <Bow />;
    case 'chapeu-de-festa':
      return <PartyHat />;
    case 'bola':
      return <Ball />;
    case 'osso':
      return <Bone />;
    case 'caminha':
      return <Bed />;
  }
}

/** Room around each item when it is drawn alone (a store card, the pet's wardrobe). */
const VIEW_BOXES: Record<PetArt, string> = {
  'coleira-azul': '-30 -12 60 34',
  'coleira-vermelha': '-30 -12 60 34',
  bandana: '-30 -10 60 36',
  'laco-rosa': '-20 -14 40 28',
  'chapeu-de-festa': '-22 -40 44 44',
  bola: '-16 -16 32 32',
  osso: '-22 -12 44 24',
  caminha: '-72 -14 144 38',
};

/** A pet item drawn alone; decorative, since its card names it. */
export function PetItemArt({ art, className }: { art: PetArt; className?: string }) {
  return (
    <svg viewBox={VIEW_BOXES[art]} className={className ?? 'size-full'} aria-hidden="true">
      <PetItemShape art={art} />
    </svg>
  );
}
