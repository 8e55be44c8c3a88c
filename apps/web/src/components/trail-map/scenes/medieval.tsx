import type { BackdropProps, TrailScene } from './scene.ts';
import { Cloud, Ridge, SkyAndGround } from './shapes.tsx';

const STONE = '#b9b4ad';
const SHADE = '#9a948c';
const ROOF = '#8d3b2f';

function Castle() {
  return (
    <g>
      <rect x={-60} y={-70} width={120} height={70} fill={STONE} />
      <path d="M-60 -70v-8h12v8h12v-8h12v8h12v-8h12v8h12v-8h12v8h12v-8h12v8z" fill={STONE} />
      {[-80, 60].map((x) => (
        <g key={x}>
          <rect x={x} y={-100} width={20} height={100} fill={SHADE} />
          <path d={`M${x - 4} -100l14 -26 14 26z`} fill={ROOF} />
          <path d={`M${x + 10} -126v-16l14 5 -14 5`} stroke="#5a4636" strokeWidth={2} fill="#f2c14e" />
        </g>
      ))}
      <path d="M-14 0v-26a14 14 0 0 1 28 0v26z" fill="#5a4636" />
      <rect x={-36} y={-54} width={8} height={14} rx={4} fill="#5a4636" />
      <rect x={28} y={-54} width={8} height={14} rx={4} fill="#5a4636" />
    </g>
  );
}

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#a7c7e7', '#eaf2f8']} ground={['#b9d286', '#94b65e']} />
      <Cloud x={layout.width * 0.28} y={42} />
      <Ridge layout={layout} y={layout.top - 20} height={26} waves={3} fill="#a3c36f" />
      <g transform={`translate(${layout.width - 120} ${layout.top - 14}) scale(0.75)`}>
        <Castle />
      </g>
    </>
  );
}

function Tower() {
  return (
    <g>
      <rect x={-16} y={-62} width={32} height={62} fill={STONE} />
      <path d="M-20 -62l20 -28 20 28z" fill={ROOF} />
      <rect x={-5} y={-44} width={10} height={14} rx={5} fill="#5a4636" />
    </g>
  );
}

function Tent() {
  return (
    <g>
      <path d="M-36 0L0 -58L36 0Z" fill="#f4e3c1" />
      <path d="M0 -58L-12 0H12Z" fill="#c2453a" />
      <path d="M0 -58v-16l16 6 -16 6" fill="#2f6fb0" stroke="#5a4636" strokeWidth={2} />
    </g>
  );
}

function Shield() {
  return (
    <g transform="translate(0 -8)">
      <rect x={-2} y={-30} width={4} height={30} fill="#5a4636" />
      <path
        d="M-22 -72h44v22c0 18 -12 26 -22 32c-10 -6 -22 -14 -22 -32z"
        fill="#2f6fb0"
        stroke="#f2c14e"
        strokeWidth={4}
      />
      <path d="M0 -66v44M-16 -52h32" stroke="#f2c14e" strokeWidth={5} />
    </g>
  );
}

export const medieval: TrailScene = {
  Backdrop,
  decor: [Tower, Tent, Shield],
  path: { bed: '#ddd0b6', bedWidth: 26, ahead: '#7d6b53', walked: ROOF },
};
