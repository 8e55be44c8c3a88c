import type { BackdropProps, TrailScene } from './scene.ts';
import { Pine, Ridge, SkyAndGround, scatter } from './shapes.tsx';

function Backdrop({ layout, id }: BackdropProps) {
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#b9d7f0', '#eef6fc']} ground={['#f7fbff', '#dde9f5']} />
      <path d={`M${layout.width * 0.55} ${layout.top - 10}l90 -80 40 30 60 -50 110 100z`} fill="#c5d7e8" />
      <Ridge layout={layout} y={layout.top - 22} height={28} waves={3} fill="#e7f0f9" />
      <Ridge layout={layout} y={layout.top - 4} height={16} waves={5} phase={1} fill="#f7fbff" />
      {scatter(layout, Math.round(layout.height / 14), 5).map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={2.6} fill="#ffffff" stroke="#c9dcee" strokeWidth={1} />
      ))}
    </>
  );
}

function Snowman() {
  return (
    <g>
      <circle cy={-20} r={20} fill="#ffffff" stroke="#b7cde3" strokeWidth={2} />
      <circle cy={-52} r={14} fill="#ffffff" stroke="#b7cde3" strokeWidth={2} />
      <path d="M-12 -64h24M-8 -64v-14h16v14" fill="#34495e" stroke="#34495e" strokeWidth={3} />
      <path d="M0 -52l12 3 -12 3z" fill="#f39c12" />
      <path d="M-12 -40q12 6 24 0" stroke="#c0392b" strokeWidth={5} fill="none" />
    </g>
  );
}

function Igloo() {
  return (
    <g>
      <path d="M-40 0a40 40 0 0 1 80 0z" fill="#ffffff" stroke="#b7cde3" strokeWidth={2} />
      <path d="M-36 -16h72M-24 -30h48M-10 -40v10M12 -40v10M-20 -16v-14M20 -16v-14" stroke="#c9dcee" strokeWidth={2} />
      <path d="M-12 0v-10a12 12 0 0 1 24 0v10z" fill="#5d7fa3" />
    </g>
  );
}

export const snow: TrailScene = {
  Backdrop,
  decor: [() => <Pine fill="#2e6b55" snow="#ffffff" />, Snowman, Igloo],
  path: { bed: '#d7e5f1', bedWidth: 26, ahead: '#6d8db0', walked: '#2f6fb0' },
};
