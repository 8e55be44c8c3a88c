import type { HomeArt } from '@ava/contracts';
import type { ReactNode } from 'react';

const WOOD = '#b9804f';
const WOOD_DARK = '#8a5a34';
const WOOD_LIGHT = '#d7a36f';

/** The soft shadow a piece standing on the floor casts. */
const shadow = (width: number) => <ellipse cx="50" cy="93" rx={width} ry="3.5" fill="#3b2a1a" opacity="0.16" />;

/** Two short legs under a piece, at the given distances from its sides. */
const legs = (left: number, right: number, top: number) => (
  <>
    <rect x={left} y={top} width="5" height={91 - top} rx="1.5" fill={WOOD_DARK} />
    <rect x={right - 5} y={top} width="5" height={91 - top} rx="1.5" fill={WOOD_DARK} />
  </>
);

/**
 * Each piece of minha-casa drawn from the front in a 100 x 100 box, standing on its bottom edge
 * (the picture hangs in the middle, the rug lies flat): flat shapes and warm colours, calm enough
 * for a teenager and friendly for a small child.
 */
const PIECES: Record<HomeArt, ReactNode> = {
  sofa: (
    <>
      {shadow(42)}
      {legs(14, 86, 80)}
      <rect x="14" y="30" width="72" height="30" rx="9" fill="#2b7a86" />
      <rect x="10" y="50" width="80" height="32" rx="7" fill="#3193a0" />
      <rect x="19" y="54" width="30" height="13" rx="4" fill="#4fb0bc" />
      <rect x="51" y="54" width="30" height="13" rx="4" fill="#4fb0bc" />
      <rect x="4" y="44" width="15" height="38" rx="7" fill="#2b7a86" />
      <rect x="81" y="44" width="15" height="38" rx="7" fill="#2b7a86" />
      <rect x="24" y="38" width="16" height="14" rx="4" fill="#f2c14e" transform="rotate(-8 32 45)" />
    </>
  ),
  poltrona: (
    <>
      {shadow(32)}
      {legs(24, 76, 80)}
      <rect x="26" y="24" width="48" height="40" rx="12" fill="#d9932f" />
      <rect x="22" y="56" width="56" height="26" rx="6" fill="#e8a83e" />
      <rect x="29" y="58" width="42" height="10" rx="4" fill="#f3c26b" />
      <rect x="14" y="46" width="14" height="36" rx="7" fill="#c98226" />
      <rect x="72" y="46" width="14" height="36" rx="7" fill="#c98226" />
    </>
  ),
  cama: (
    <>
      {shadow(44)}
      {legs(8, 92, 82)}
      <rect x="8" y="22" width="84" height="60" rx="10" fill={WOOD} />
      <rect x="13" y="27" width="74" height="20" rx="7" fill={WOOD_LIGHT} />
      <rect x="6" y="56" width="88" height="27" rx="5" fill="#f7f3ec" />
      <rect x="15" y="46" width="30" height="13" rx="6" fill="#ffffff" stroke="#e3ddd2" />
      <rect x="55" y="46" width="30" height="13" rx="6" fill="#ffffff" stroke="#e3ddd2" />
      <rect x="6" y="63" width="88" height="20" rx="5" fill="#5b7fd1" />
      <path d="M6 70 H94" stroke="#7d9ae0" strokeWidth="3" />
    </>
  ),
  mesa: (
    <>
      {shadow(42)}
      <rect x="13" y="50" width="6" height="41" rx="2" fill={WOOD_DARK} />
      <rect x="81" y="50" width="6" height="41" rx="2" fill={WOOD_DARK} />
      <rect x="10" y="50" width="80" height="6" fill={WOOD_DARK} />
      <rect x="5" y="44" width="90" height="8" rx="3" fill={WOOD} />
      <path d="M36 44 a14 10 0 0 1 28 0 Z" fill="#7fa7d1" />
      <circle cx="44" cy="35" r="5" fill="#e4572e" />
      <circle cx="53" cy="33" r="5" fill="#f2c14e" />
      <circle cx="49" cy="38" r="4.5" fill="#76b041" />
    </>
  ),
  cadeira: (
    <>
      {shadow(24)}
      <rect x="30" y="18" width="6" height="73" rx="2" fill={WOOD_DARK} />
      <rect x="64" y="18" width="6" height="73" rx="2" fill={WOOD_DARK} />
      <rect x="28" y="16" width="44" height="9" rx="4" fill={WOOD} />
      <rect x="36" y="30" width="28" height="5" rx="2" fill={WOOD_LIGHT} />
      <rect x="36" y="40" width="28" height="5" rx="2" fill={WOOD_LIGHT} />
      <rect x="24" y="56" width="52" height="9" rx="3" fill={WOOD} />
      <rect x="26" y="52" width="48" height="6" rx="3" fill="#e07a5f" />
    </>
  ),
  estante: (
    <>
      {shadow(34)}
      <rect x="16" y="6" width="68" height="86" rx="3" fill={WOOD_DARK} />
      <rect x="21" y="11" width="58" height="76" fill="#f1e4d3" />
      <rect x="21" y="34" width="58" height="4" fill={WOOD} />
      <rect x="21" y="60" width="58" height="4" fill={WOOD} />
      <rect x="24" y="16" width="7" height="18" fill="#5b7fd1" />
      <rect x="32" y="19" width="6" height="15" fill="#e07a5f" />
      <rect x="39" y="14" width="8" height="20" fill="#3193a0" />
      <rect x="55" y="22" width="18" height="12" rx="2" fill="#76b041" />
      <rect x="25" y="44" width="6" height="16" fill="#f2c14e" />
      <rect x="32" y="41" width="7" height="19" fill="#8e6cc4" />
      <rect x="40" y="46" width="6" height="14" fill="#e4572e" transform="rotate(12 43 53)" />
      <circle cx="66" cy="52" r="7" fill="#e9edf2" />
      <rect x="58" y="67" width="6" height="20" fill="#3193a0" />
      <rect x="65" y="70" width="7" height="17" fill="#f2c14e" />
      <rect x="26" y="75" width="22" height="12" rx="2" fill="#e07a5f" />
    </>
  ),
  tapete: (
    <>
      <ellipse cx="50" cy="80" rx="47" ry="15" fill="#c8553d" />
      <ellipse cx="50" cy="80" rx="39" ry="11" fill="none" stroke="#f2cc8f" strokeWidth="3" />
      <ellipse cx="50" cy="80" rx="24" ry="6" fill="#e07a5f" />
      <ellipse cx="50" cy="80" rx="10" ry="2.5" fill="#f2cc8f" />
    </>
  ),
  abajur: (
    <>
      {shadow(24)}
      <rect x="30" y="60" width="40" height="8" rx="2" fill={WOOD} />
      <rect x="34" y="68" width="32" height="23" fill={WOOD_DARK} />
      <rect x="39" y="73" width="22" height="5" rx="2" fill={WOOD_LIGHT} />
      <ellipse cx="50" cy="59" rx="9" ry="2.5" fill="#5a4a3a" />
      <rect x="48" y="34" width="4" height="25" fill="#5a4a3a" />
      <circle cx="50" cy="30" r="22" fill="#fff3c4" opacity="0.45" />
      <path d="M36 14 H64 L72 36 H28 Z" fill="#f2c14e" />
      <path d="M36 14 H64 L65.5 18 H34.5 Z" fill="#e0a93b" />
    </>
  ),
  'vaso-de-planta': (
    <>
      {shadow(18)}
      <path d="M50 64 C40 50 24 46 18 34 C32 34 44 44 50 60 Z" fill="#3a7d44" />
      <path d="M50 64 C60 48 74 44 82 30 C66 32 56 42 50 60 Z" fill="#5aa469" />
      <path d="M50 64 C44 44 42 28 50 10 C58 28 56 44 50 64 Z" fill="#4a9356" />
      <path d="M50 64 C38 58 30 60 24 54 C34 50 44 54 50 62 Z" fill="#5aa469" />
      <path d="M34 62 H66 L61 91 H39 Z" fill="#c8553d" />
      <rect x="32" y="60" width="36" height="7" rx="2" fill="#d9704f" />
    </>
  ),
  quadro: (
    <>
      <path d="M50 10 L24 24 M50 10 L76 24" stroke="#6b5744" strokeWidth="1.5" />
      <circle cx="50" cy="10" r="2.5" fill="#6b5744" />
      <rect x="14" y="22" width="72" height="56" rx="2" fill={WOOD_DARK} />
      <rect x="19" y="27" width="62" height="46" fill="#bfe3f0" />
      <circle cx="66" cy="39" r="6" fill="#f2c14e" />
      <path d="M19 73 L38 48 L50 60 L60 50 L81 73 Z" fill="#5aa469" />
      <path d="M19 73 L38 48 L46 58 L30 73 Z" fill="#3a7d44" />
    </>
  ),
  escrivaninha: (
    <>
      {shadow(44)}
      <rect x="8" y="52" width="34" height="39" rx="2" fill={WOOD} />
      <path d="M10 65 H40 M10 78 H40" stroke={WOOD_DARK} strokeWidth="2" />
      <rect x="22" y="57" width="6" height="3" rx="1.5" fill={WOOD_DARK} />
      <rect x="22" y="70" width="6" height="3" rx="1.5" fill={WOOD_DARK} />
      <rect x="22" y="83" width="6" height="3" rx="1.5" fill={WOOD_DARK} />
      <rect x="84" y="52" width="6" height="39" rx="2" fill={WOOD_DARK} />
      <rect x="4" y="46" width="92" height="7" rx="2" fill={WOOD_DARK} />
      <rect x="52" y="40" width="24" height="6" rx="1" fill="#5b7fd1" />
      <rect x="55" y="35" width="20" height="5" rx="1" fill="#e07a5f" />
      <rect x="18" y="32" width="8" height="14" rx="2" fill="#3193a0" />
      <path d="M20 32 L18 22 M23 32 L25 20" stroke="#f2c14e" strokeWidth="2" />
    </>
  ),
};

/** A piece of furniture of minha-casa, drawn here. Decorative: whatever shows it names it. */
export function FurnitureArt({ art, className }: { art: HomeArt; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true">
      {PIECES[art]}
    </svg>
  );
}
