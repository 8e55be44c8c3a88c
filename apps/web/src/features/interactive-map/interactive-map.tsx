import './interactive-map.css';
import './map-strings.ts';
import { energyOverlayOpacity, MAP_ASPECT_RATIO, type MapSection, mapBuildLevel, type UserMap } from '@ava/contracts';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type CSSProperties, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HorizontalScroller } from '../../components/ui/horizontal-scroller.tsx';
import { Building } from './art/buildings.tsx';
import { SceneBackground } from './art/scene-background.tsx';
import { type MapDestination, type MapPlace, type MapStyle, mapScenes, sceneMinWidth, styleOf } from './map-places.ts';
import { MAP_NAMESPACE } from './map-strings.ts';
import { useMapLoading } from './use-map-loading.ts';

export interface InteractiveMapProps {
  /** The student's map (user_map): infantil, fundamental-1, or fundamental-2 (also ensino médio's). */
  userMap: UserMap;
  energy: number;
  /** The screens the student may open; the map draws the sub-areas among them. */
  destinations: readonly MapDestination[];
  /** The profile's 'Mapa animado'; the system's request for less motion stops it too (CSS). */
  animated: boolean;
}

/** The sections of a map other than infantil's, as a row of buttons (the map's navigation menu). */
function SectionMenu({
  sections,
  value,
  onChange,
}: {
  sections: MapSection[];
  value: MapSection;
  onChange: (section: MapSection) => void;
}) {
  const { t } = useTranslation(MAP_NAMESPACE);
  return (
    <fieldset aria-label={t('sections')} className="flex flex-wrap gap-1 rounded-xl border-0 bg-white p-1 shadow-sm">
      {sections.map((section) => (
        <button
          key={section}
          type="button"
          aria-pressed={section === value}
          onClick={() => onChange(section)}
          className="flex-1 rounded-lg px-3 py-2 font-semibold text-subtitle aria-pressed:bg-primary aria-pressed:text-on-primary sm:flex-none"
        >
          {t(`translation:menu.${section}`)}
        </button>
      ))}
    </fieldset>
  );
}

function Place({
  place,
  style,
  index,
  loading,
  onFollow,
  idPrefix,
}: {
  place: MapPlace;
  style: MapStyle;
  index: number;
  loading: boolean;
  onFollow: ReturnType<typeof useMapLoading>['follow'];
  idPrefix: string;
}) {
  const { t } = useTranslation(MAP_NAMESPACE);
  return (
    <li
      className="absolute"
      style={{ left: `${place.x - place.slot / 2}%`, top: `${place.ground}%`, width: `${place.slot}%` }}
    >
      <Link
        to={place.to}
        onClick={(event) => onFollow(event, place)}
        className="map-place group flex w-full flex-col items-center"
        data-half-built={place.halfBuilt || undefined}
      >
        {/* The building stands on the ground line, above its label; it is part of the link. */}
        <span
          className="absolute bottom-full left-1/2 block -translate-x-1/2 rounded-xl group-focus-visible:outline-3 group-focus-visible:outline-secondary"
          style={{ width: `${(place.width / place.slot) * 100}%` }}
        >
          <Building
            // A building finished since the last picture is drawn anew, so it rises.
            key={String(place.halfBuilt)}
            slug={place.slug}
            section={place.section}
            style={style}
            halfBuilt={place.halfBuilt}
            alternate={index % 2 === 1}
            idPrefix={`${idPrefix}-${place.slug}`}
          />
          {loading && (
            <span className="absolute inset-0 grid place-items-center">
              <LoaderCircle className="size-1/2 animate-spin text-dark motion-reduce:animate-none" aria-hidden="true" />
            </span>
          )}
        </span>
        <span className="mt-0.5 w-max max-w-[calc(100%+0.75rem)] rounded-full bg-white/95 px-2 py-0.5 outline-offset-2 group-focus-visible:outline-3 group-focus-visible:outline-secondary text-center text-[0.7rem] leading-tight font-bold text-title shadow group-hover:underline sm:text-sm">
          {t(`translation:menu.${place.slug}`)}
          {loading && <span className="sr-only"> {t('opening')}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The student's interactive map (document 1 sections 2 to 4): the map of their stage, built to
 * the level their energy has reached, with a building for every sub-area they may open. The
 * infantil map shows everything at once in three regions; the others go section by section.
 */
export default function InteractiveMap({ userMap, energy, destinations, animated }: InteractiveMapProps) {
  const { t } = useTranslation(MAP_NAMESPACE);
  const idPrefix = `map${useId().replace(/[^\w-]/g, '')}`;
  const level = mapBuildLevel(energy);
  const style = styleOf(userMap);
  const scenes = useMemo(() => mapScenes(userMap, destinations, level), [userMap, destinations, level]);
  const [chosen, setChosen] = useState<MapSection | null>(null);
  const { loading, follow } = useMapLoading();
  const scene = scenes.find((candidate) => candidate.section === chosen) ?? scenes[0];
  if (!scene) return null;
  const sceneName = scene.section ? t(`translation:menu.${scene.section}`) : t('wholeMap');

  return (
    <section
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={loading !== null || undefined}
      className="interactive-map flex flex-col gap-3"
      data-animated={animated}
      data-map={userMap}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={`${idPrefix}-title`} className="text-xl font-bold text-title">
          {t('title')}
        </h2>
        <p className="text-sm font-semibold text-subtitle">{t('built', { percent: level })}</p>
      </div>
      {userMap !== 'infantil' && (
        <SectionMenu
          sections={scenes.flatMap((candidate) => (candidate.section ? [candidate.section] : []))}
          value={scene.section ?? 'minha-classe'}
          onChange={setChosen}
        />
      )}
      <HorizontalScroller label={t('places', { name: sceneName })} trackClassName="rounded-2xl">
        <div
          key={scene.key}
          // On a phone the map is cut to 3:2 (its sides cropped), so its buildings stay large enough to tap.
          className="map-scene relative aspect-[3/2] overflow-hidden rounded-2xl shadow sm:aspect-(--map-ratio)"
          style={{ '--map-ratio': MAP_ASPECT_RATIO, minWidth: sceneMinWidth(scene) } as CSSProperties}
          data-build-level={level}
        >
          <SceneBackground
            style={style}
            level={level}
            section={scene.section}
            spans={scene.spans}
            idPrefix={`${idPrefix}-${scene.key}`}
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[#0b1a3a]"
            style={{ opacity: energyOverlayOpacity(energy) }}
          />
          <ul className="absolute inset-0">
            {scene.places.map((place, index) => (
              <Place
                key={place.slug}
                place={place}
                style={style}
                index={index}
                loading={loading === place.slug}
                onFollow={follow}
                idPrefix={idPrefix}
              />
            ))}
          </ul>
        </div>
      </HorizontalScroller>
    </section>
  );
}
