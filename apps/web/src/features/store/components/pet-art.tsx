import type { PetMood, PetSlot, PetSpecies } from '@ava/contracts';
import { type PetArt, PetItemShape } from './pet-item-art.tsx';

const OUTLINE = '#3d2b1f';

interface Coat {
  fur: string;
  light: string;
  dark: string;
}

const COATS: Record<PetSpecies, Coat> = {
  cachorro: { fur: '#c68a4e', light: '#f1d3a7', dark: '#8a5a2b' },
  gato: { fur: '#f2a541', light: '#fde2b3', dark: '#c7731c' },
  coelho: { fur: '#ece7e1', light: '#ffffff', dark: '#f3a6bd' },
};

/** What sets the species apart behind the head and body: ears and tail. */
function EarsAndTail({ species, coat }: { species: PetSpecies; coat: Coat }) {
  switch (species) {
    case 'cachorro':
      return (
        <>
          <path d="M132 116 Q158 108 150 86" fill="none" stroke={coat.dark} strokeWidth="7" strokeLinecap="round" />
          <ellipse cx="71" cy="62" rx="10" ry="21" fill={coat.dark} transform="rotate(18 71 62)" />
          <ellipse cx="129" cy="62" rx="10" ry="21" fill={coat.dark} transform="rotate(-18 129 62)" />
        </>
      );
    case 'gato':
      return (
        <>
          <path d="M132 122 Q168 118 160 84" fill="none" stroke={coat.dark} strokeWidth="7" strokeLinecap="round" />
          <path d="M73 50 L72 20 L96 36 Z" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
          <path d="M127 50 L128 20 L104 36 Z" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
          <path d="M77 42 L77 28 L89 36 Z M123 42 L123 28 L111 36 Z" fill={coat.dark} />
        </>
      );
    case 'coelho':
      return (
        <>
          <circle cx="134" cy="128" r="9" fill={coat.light} stroke={OUTLINE} strokeWidth="1.5" />
          {[86, 114].map((x) => (
            <g key={x} transform={`rotate(${x < 100 ? -8 : 8} ${x} 40)`}>
              <ellipse cx={x} cy="16" rx="9" ry="26" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
              <ellipse cx={x} cy="18" rx="4.5" ry="19" fill={coat.dark} />
            </g>
          ))}
        </>
      );
  }
}

function Face({ species, mood, coat }: { species: PetSpecies; mood: PetMood; coat: Coat }) {
  const mouth = {
    feliz: 'M92 80 Q100 88 108 80',
    tranquilo: 'M93 82 L107 82',
    triste: 'M92 85 Q100 78 108 85',
  }[mood];
  return (
    <>
      {species === 'cachorro' && <ellipse cx="100" cy="76" rx="15" ry="11" fill={coat.light} />}
      <circle cx="89" cy="58" r="4" fill={OUTLINE} />
      <circle cx="111" cy="58" r="4" fill={OUTLINE} />
      <circle cx="90.5" cy="56.5" r="1.3" fill="#fff" />
      <circle cx="112.5" cy="56.5" r="1.3" fill="#fff" />
      {mood === 'triste' && <path d="M83 52 L93 48 M117 52 L107 48" stroke={OUTLINE} strokeWidth="1.8" />}
      {mood === 'feliz' && (
        <>
          <circle cx="80" cy="70" r="5" fill="#f7a1a1" opacity="0.7" />
          <circle cx="120" cy="70" r="5" fill="#f7a1a1" opacity="0.7" />
        </>
      )}
      {species === 'cachorro' ? (
        <ellipse cx="100" cy="70" rx="5.5" ry="4" fill={OUTLINE} />
      ) : (
        <path d="M96 68 L104 68 L100 73 Z" fill="#e7798f" />
      )}
      {species === 'gato' && (
        <path d="M70 70 L88 72 M70 77 L88 75 M130 70 L112 72 M130 77 L112 75" stroke={OUTLINE} strokeWidth="1.2" />
      )}
      <path d={mouth} fill="none" stroke={OUTLINE} strokeWidth="2" strokeLinecap="round" />
    </>
  );
}

/** Where each slot's item goes in the scene. */
const PLACES: Record<PetSlot, string> = {
  cama: 'translate(100 146)',
  pescoco: 'translate(100 90)',
  cabeca: 'translate(100 35)',
  brinquedo: 'translate(168 146)',
};
/** The bow sits on one side of the head; the hat on top. */
const BOW_PLACE = 'translate(122 38) rotate(15)';

interface Props {
  species: PetSpecies;
  mood: PetMood;
  /** What it wears and keeps beside it, one per slot. */
  items?: readonly { slot: PetSlot; art: PetArt }[];
  /** Read out as the picture's name; without it, the picture is decorative. */
  label?: string;
  className?: string;
}

/** The pet drawn in its place: the bed behind it, the toy beside it, its accessories on. */
export function PetArtScene({ species, mood, items = [], label, className }: Props) {
  const coat = COATS[species];
  const inSlot = (slot: PetSlot) => items.find((item) => item.slot === slot);
  const placed = (slot: PetSlot) => {
    const item = inSlot(slot);
    if (!item) return null;
    return (
      <g transform={item.art === 'laco-rosa' ? BOW_PLACE : PLACES[slot]}>
        <PetItemShape art={item.art} />
      </g>
    );
  };
  return (
    <svg viewBox="0 -12 200 182" className={className} role="img" aria-label={label} aria-hidden={!label}>
      <ellipse cx="100" cy="156" rx="74" ry="9" fill="#000" opacity="0.08" />
      {placed('cama')}
      <EarsAndTail species={species} coat={coat} />
      <ellipse cx="100" cy="118" rx="34" ry="28" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
      <ellipse cx="100" cy="124" rx="20" ry="17" fill={coat.light} />
      <ellipse cx="86" cy="144" rx="10" ry="6" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
      <ellipse cx="114" cy="144" rx="10" ry="6" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
      <circle cx="100" cy="62" r="30" fill={coat.fur} stroke={OUTLINE} strokeWidth="1.5" />
      <Face species={species} mood={mood} coat={coat} />
      {placed('pescoco')}
      {placed('cabeca')}
      {placed('brinquedo')}
    </svg>
  );
}
