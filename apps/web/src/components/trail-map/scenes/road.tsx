import type { BackdropProps, TrailScene } from './scene.ts';
import { Cloud, Ridge, RoundTree, SkyAndGround } from './shapes.tsx';

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#8ecdf7', '#e3f4ff']} ground={['#a8d97c', '#84c15c']} />
      <Cloud x={layout.width * 0.18} y={42} />
      <Cloud x={layout.width * 0.62} y={58} size={0.7} />
      <Ridge layout={layout} y={layout.top - 18} height={22} waves={4} fill="#95cf6d" />
    </>
  );
}

function Post({ height = 56 }: { height?: number }) {
  return <rect x={-3} y={-height} width={6} height={height} fill="#8a949e" />;
}

function WarningSign() {
  return (
    <g>
      <Post />
      <path d="M0 -90l26 26 -26 26 -26 -26z" fill="#ffd23f" stroke="#1f2933" strokeWidth={3} strokeLinejoin="round" />
      <path d="M-8 -56v-10q0 -6 6 -6h10M2 -78l7 6 -7 6" stroke="#1f2933" strokeWidth={4} fill="none" />
    </g>
  );
}

function SpeedSign() {
  return (
    <g>
      <Post />
      <circle cy={-66} r={22} fill="#ffffff" stroke="#d62828" strokeWidth={6} />
      <text y={-59} textAnchor="middle" fontSize={20} fontWeight={700} fontFamily="sans-serif" fill="#1f2933">
        40
      </text>
    </g>
  );
}

function Cone() {
  return (
    <g>
      <rect x={-18} y={-6} width={36} height={6} rx={2} fill="#e8590c" />
      <path d="M-13 -6l9 -40h8l9 40z" fill="#ff7b29" />
      <path d="M-9 -22h18v-8h-16z" fill="#ffffff" />
    </g>
  );
}

export const road: TrailScene = {
  Backdrop,
  decor: [WarningSign, () => <RoundTree />, SpeedSign, Cone],
  path: { bed: '#5b626b', bedWidth: 34, ahead: '#ffffff', walked: '#ffd23f' },
};
