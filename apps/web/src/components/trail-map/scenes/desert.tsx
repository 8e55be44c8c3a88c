import type { BackdropProps, TrailScene } from './scene.ts';
import { Ridge, SkyAndGround, Sun, scatter } from './shapes.tsx';

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#8fd3f4', '#fff1c9']} ground={['#f6d58e', '#e8b663']} />
      <Sun x={layout.width - 70} y={48} r={26} fill="#ffcf3f" />
      <Ridge layout={layout} y={layout.top - 24} height={26} waves={3} fill="#f2c877" />
      <Ridge layout={layout} y={layout.top - 6} height={18} waves={5} phase={1} fill="#f6d58e" />
      {scatter(layout, Math.round(layout.height / 60), 11, layout.top + 20).map(({ x, y }) => (
        <path
          key={`${x}-${y}`}
          d={`M${x - 30} ${y}q30 -14 60 0`}
          stroke="#d9a24f"
          strokeWidth={3}
          fill="none"
          opacity={0.5}
        />
      ))}
    </>
  );
}

function Cactus() {
  return (
    <g fill="#4c9a52" stroke="#3a7a40" strokeWidth={2}>
      <rect x={-9} y={-78} width={18} height={78} rx={9} />
      <path d="M-9 -34h-14a8 8 0 0 1 -8 -8v-18a6 6 0 0 1 12 0v14h10z" />
      <path d="M9 -44h13v-20a6 6 0 0 1 12 0v24a8 8 0 0 1 -8 8h-17z" />
    </g>
  );
}

function Pyramid() {
  return (
    <g>
      <path d="M-46 0L0 -62L46 0Z" fill="#e2ad5b" />
      <path d="M0 -62L46 0H12Z" fill="#c98f3e" />
    </g>
  );
}

function BarrelCactus() {
  return (
    <g>
      <ellipse cy={-4} rx={34} ry={6} fill="#d9a24f" opacity={0.6} />
      <ellipse cx={-12} cy={-20} rx={14} ry={18} fill="#5aa65e" />
      <ellipse cx={12} cy={-16} rx={12} ry={14} fill="#4c9a52" />
      <circle cx={-12} cy={-40} r={5} fill="#ff6b8b" />
    </g>
  );
}

export const desert: TrailScene = {
  Backdrop,
  decor: [Cactus, Pyramid, BarrelCactus],
  path: { bed: '#fff3d4', bedWidth: 26, ahead: '#b0793b', walked: '#c0602a' },
};
