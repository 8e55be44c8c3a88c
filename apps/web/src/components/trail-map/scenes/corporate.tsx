import type { ReactNode } from 'react';
import type { BackdropProps, TrailScene } from './scene.ts';
import { VerticalGradient } from './shapes.tsx';

type Pattern = 'grid' | 'diagonal' | 'dots' | 'rules' | 'arcs' | 'blocks';

interface Palette {
  /** Background from top to bottom. */
  background: [string, string];
  /** The pattern's lines, barely darker (or lighter) than the background. */
  lines: string;
  accent: string;
  bed: string;
  pattern: Pattern;
}

/** One cell of each pattern, 40 units square. */
const CELLS: Record<Pattern, (color: string) => ReactNode> = {
  grid: (color) => <path d="M40 0H0V40" stroke={color} strokeWidth={1.5} fill="none" />,
  diagonal: (color) => <path d="M-10 10L10 -10M0 40L40 0M30 50L50 30" stroke={color} strokeWidth={2} />,
  dots: (color) => <circle cx={20} cy={20} r={2.5} fill={color} />,
  rules: (color) => <path d="M0 20H40" stroke={color} strokeWidth={1.5} />,
  arcs: (color) => (
    <path d="M0 40A40 40 0 0 1 40 0M0 20A20 20 0 0 1 20 0" stroke={color} strokeWidth={1.5} fill="none" />
  ),
  blocks: (color) => <rect x={4} y={4} width={32} height={32} rx={4} fill="none" stroke={color} strokeWidth={1.5} />,
};

function sober({ background, lines, accent, bed, pattern }: Palette): TrailScene {
  function Backdrop({ layout, id }: BackdropProps) {
    return (
      <>
        <defs>
          <VerticalGradient id={`${id}-bg`} from={background[0]} to={background[1]} />
          <pattern id={`${id}-pattern`} width={40} height={40} patternUnits="userSpaceOnUse">
            {CELLS[pattern](lines)}
          </pattern>
        </defs>
        <rect width={layout.width} height={layout.height} fill={`url(#${id}-bg)`} />
        <rect width={layout.width} height={layout.height} fill={`url(#${id}-pattern)`} />
        <rect width={layout.width} height={6} fill={accent} />
      </>
    );
  }
  const Ring = () => <circle cy={-40} r={22} fill="none" stroke={accent} strokeWidth={5} opacity={0.35} />;
  const Bars = () => (
    <g fill={accent} opacity={0.3}>
      <rect x={-30} y={-30} width={14} height={30} rx={2} />
      <rect x={-7} y={-52} width={14} height={52} rx={2} />
      <rect x={16} y={-42} width={14} height={42} rx={2} />
    </g>
  );
  const Diamond = () => <path d="M0 -66l22 24 -22 24 -22 -24z" fill={accent} opacity={0.25} />;
  return { Backdrop, decor: [Ring, Bars, Diamond], path: { bed, bedWidth: 22, ahead: accent, walked: accent } };
}

export const corporate = {
  corporate1: sober({
    background: ['#f5f8fc', '#e6edf6'],
    lines: '#dbe4ef',
    accent: '#1f3a5f',
    bed: '#ffffff',
    pattern: 'grid',
  }),
  corporate2: sober({
    background: ['#2d333c', '#1d2229'],
    lines: '#39414c',
    accent: '#c9d6e3',
    bed: '#3b444f',
    pattern: 'diagonal',
  }),
  corporate3: sober({
    background: ['#f1faf8', '#dcefea'],
    lines: '#c6e3dc',
    accent: '#0f766e',
    bed: '#ffffff',
    pattern: 'dots',
  }),
  corporate4: sober({
    background: ['#fbf8f3', '#efe6d8'],
    lines: '#e6d9c6',
    accent: '#8a5a2b',
    bed: '#ffffff',
    pattern: 'rules',
  }),
  corporate5: sober({
    background: ['#f7f5fc', '#e9e4f5'],
    lines: '#dcd4ef',
    accent: '#5b3fa0',
    bed: '#ffffff',
    pattern: 'arcs',
  }),
  corporate6: sober({
    background: ['#f4f6f5', '#e3e8e5'],
    lines: '#d5ddd8',
    accent: '#2f5d46',
    bed: '#ffffff',
    pattern: 'blocks',
  }),
};

/** No theme chosen: the platform's own colours on a plain, lightly gridded ground. */
export const neutral = sober({
  background: ['#fafbfc', '#eef1f5'],
  lines: '#e3e7ed',
  accent: 'var(--color-primary)',
  bed: '#ffffff',
  pattern: 'grid',
});
