import type { BackdropProps, TrailScene } from './scene.ts';
import { Cloud, Pine, Ridge, RoundTree, SkyAndGround } from './shapes.tsx';

/** A river winding across the scene under the hills, its banks where the trees of the decor grow. */
function river(width: number, y: number): string {
  const bends = Math.max(2, Math.round(width / 200));
  const step = width / bends;
  return `M-20 ${y}${`q${step / 4} -16 ${step / 2} 0t${step / 2} 0`.repeat(bends)}h40`;
}

function Backdrop({ layout, id }: BackdropProps) {
  const d = river(layout.width, layout.top + 4);
  return (
    <>
      <SkyAndGround layout={layout} id={id} sky={['#9fd8ff', '#e6f6ff']} ground={['#9bd67c', '#6fb85a']} />
      <Cloud x={layout.width * 0.2} y={40} />
      <Cloud x={layout.width * 0.75} y={56} size={0.8} />
      <Ridge layout={layout} y={layout.top - 26} height={30} waves={4} fill="#7cc06a" />
      <Ridge layout={layout} y={layout.top - 8} height={14} waves={7} phase={1} fill="#9bd67c" />
      <path d={d} stroke="#4fb3e8" strokeWidth={30} fill="none" />
      <path d={d} stroke="#8fd3f7" strokeWidth={4} fill="none" strokeDasharray="18 34" strokeLinecap="round" />
    </>
  );
}

export const woodsRiver: TrailScene = {
  Backdrop,
  decor: [() => <Pine />, () => <RoundTree />, () => <Pine fill="#3f8f5a" />, () => <RoundTree fill="#5cb85c" />],
  path: { bed: '#ead9a8', bedWidth: 26, ahead: '#8a6d3b', walked: '#7a4b1d' },
};
