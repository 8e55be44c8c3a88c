import './trail-map-strings.ts';
import type { TrailMapThemeId } from '@ava/contracts';
import Check from 'lucide-react/icons/check';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/media-query.ts';
import { sceneOf } from './scenes/index.ts';
import { type Point, type TrailLayout, trailLayout } from './trail-layout.ts';
import { TRAIL_MAP_NAMESPACE } from './trail-map-strings.ts';
import { TrailScenery } from './trail-scenery.tsx';

export interface TrailMapStop {
  id: string;
  title: string;
  done: boolean;
  current: boolean;
}

export interface TrailMapProps {
  /** The trail's map theme; '' draws a neutral map in the platform's colours. */
  theme: TrailMapThemeId | '';
  /** The trail's steps in order (1 to 15). */
  stops: readonly TrailMapStop[];
  onOpen: (id: string) => void;
  className?: string;
}

type StopState = 'done' | 'current' | 'pending';

const stateOf = (stop: TrailMapStop): StopState => (stop.current ? 'current' : stop.done ? 'done' : 'pending');

/** A leg is walked once the learner has reached the stop it leads to; the last leg once all are done. */
function walkedLegs(stops: readonly TrailMapStop[]): boolean[] {
  return [...stops.map((stop) => stop.done || stop.current), stops.length > 0 && stops.every((stop) => stop.done)];
}

const CIRCLE: Record<StopState, string> = {
  done: 'bg-emerald-600 text-white border-white',
  current: 'bg-primary text-on-primary border-white scale-115',
  pending: 'bg-white text-subtitle border-dashed border-gray-400',
};

function Stop({
  stop,
  number,
  at,
  layout,
  onOpen,
}: {
  stop: TrailMapStop;
  number: number;
  at: Point;
  layout: TrailLayout;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation(TRAIL_MAP_NAMESPACE);
  const state = stateOf(stop);
  return (
    <li
      className="absolute"
      style={{
        left: `${((at.x - layout.labelWidth / 2) / layout.width) * 100}%`,
        top: `calc(${(at.y / layout.height) * 100}% - 1.625rem)`,
        width: `${(layout.labelWidth / layout.width) * 100}%`,
      }}
    >
      <button
        type="button"
        onClick={() => onOpen(stop.id)}
        aria-label={t('stop', { number, title: stop.title, state: t(`state.${state}`) })}
        aria-current={stop.current ? 'step' : undefined}
        data-state={state}
        className="group flex w-full flex-col items-center gap-1 focus-visible:outline-none!"
      >
        <span className="relative grid size-13 place-items-center">
          {state === 'current' && (
            <span className="absolute inset-0 rounded-full bg-primary opacity-40 motion-safe:animate-ping" />
          )}
          <span
            className={`relative grid size-13 place-items-center rounded-full border-3 text-lg font-extrabold shadow-md transition-transform group-hover:scale-110 group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-secondary motion-reduce:transition-none ${CIRCLE[state]}`}
          >
            {number}
          </span>
          {state === 'done' && (
            <span className="absolute -top-1 -right-1 grid size-5 place-items-center rounded-full bg-white text-emerald-700 shadow">
              <Check className="size-3.5" strokeWidth={3.5} aria-hidden="true" />
            </span>
          )}
        </span>
        <span
          title={stop.title}
          className={`line-clamp-2 w-max max-w-full rounded-md bg-white/90 px-1.5 py-0.5 text-center text-xs leading-tight shadow-sm group-hover:underline lg:text-sm ${state === 'current' ? 'font-bold text-title' : state === 'done' ? 'font-semibold text-title' : 'font-semibold text-subtitle'}`}
        >
          {stop.title}
        </span>
      </button>
    </li>
  );
}

/**
 * A learning trail's map (document 1 section 3 'Trail map themes'): the theme's scene with a
 * winding path and a numbered stop per step, the done ones checked, the current one highlighted.
 * On a phone the path winds down two stops a row; wider, up to five a row.
 */
export function TrailMap({ theme, stops, onOpen, className = '' }: TrailMapProps) {
  const { t } = useTranslation(TRAIL_MAP_NAMESPACE);
  const id = `trail${useId().replace(/[^\w-]/g, '')}`;
  const wide = useMediaQuery('(min-width: 768px)');
  const layout = trailLayout(stops.length, wide ? 'wide' : 'narrow');
  return (
    <div
      className={`relative w-full overflow-hidden rounded-2xl shadow ${className}`}
      style={{ aspectRatio: `${layout.width} / ${layout.height}` }}
    >
      <TrailScenery scene={sceneOf(theme)} layout={layout} walked={walkedLegs(stops)} id={id} />
      <ol aria-label={t('stops')} className="absolute inset-0">
        {stops.map((stop, index) => (
          <Stop
            key={stop.id}
            stop={stop}
            number={index + 1}
            at={layout.stops[index] as Point}
            layout={layout}
            onOpen={onOpen}
          />
        ))}
      </ol>
    </div>
  );
}
