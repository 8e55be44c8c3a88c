import {
  INFANTIL_REGIONS,
  type InfantilRegion,
  MAP_SECTION_SLUGS,
  MAP_SECTIONS,
  type MapBuildLevel,
  type MapSection,
  mapSectionOf,
  type UserMap,
} from '@ava/contracts';

/** A screen the student may open from the map: its menu slug, its address and how to fetch its code early. */
export interface MapDestination {
  slug: string;
  to: string;
  preload?: () => Promise<unknown>;
}

/** A building on the map; positions and sizes are percentages of the map's width and height. */
export interface MapPlace extends MapDestination {
  section: MapSection;
  /** Centre of its slot, across the map. */
  x: number;
  /** Where its building stands, down the map; its label hangs below. */
  ground: number;
  /** Its slot's width: the label wraps within it. */
  slot: number;
  /** The building's width. */
  width: number;
  halfBuilt: boolean;
}

/** A stretch of the map's width, as a percentage (the infantil map's regions). */
export interface MapSpan {
  name: InfantilRegion | 'all';
  from: number;
  to: number;
}

/** One picture of the map: the whole infantil map, or one section of the others. */
export interface MapScene {
  key: string;
  /** The section it shows; null for the infantil map, which shows all in its three regions. */
  section: MapSection | null;
  spans: MapSpan[];
  places: MapPlace[];
}

export type MapStyle = 'playful' | 'clean';

/** Playful for the youngest (infantil and fundamental-1), cleaner for fundamental-2 and ensino médio. */
export const styleOf = (map: UserMap): MapStyle => (map === 'fundamental-2' ? 'clean' : 'playful');

const WIDEST_BUILDING = 26;
/** The building's share of its slot: the rest keeps neighbours apart. */
const BUILDING_SHARE = 0.82;
const ONE_ROW_GROUND = 78;
const TWO_ROW_GROUNDS = [62, 86] as const;
/** Every region keeps this much of the map, for its scenery; the places share the rest. */
const EMPTY_REGION = 8;
const MAP_MARGIN = 2;

/**
 * Which buildings are still half built: at 25 per cent all of them, at 50 every second one, from
 * 75 none. So each step of energy finishes some buildings and the child sees the map grow.
 */
export const isHalfBuilt = (index: number, level: MapBuildLevel) => level < (index % 2 === 0 ? 50 : 75);

/** The destinations on the map, in the order of the map's sections and sub-areas. */
function onTheMap(destinations: readonly MapDestination[]): (MapDestination & { section: MapSection })[] {
  const order = MAP_SECTION_SLUGS.flatMap((section) => MAP_SECTIONS[section] as readonly string[]);
  return destinations
    .flatMap((destination) => {
      const section = mapSectionOf(destination.slug);
      return section ? [{ ...destination, section }] : [];
    })
    .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}

/** Lays places out along a span: one row of up to four, else two staggered rows. */
function layOut(
  destinations: (MapDestination & { section: MapSection })[],
  span: MapSpan,
  level: MapBuildLevel,
  firstIndex: number,
): MapPlace[] {
  const rows =
    destinations.length <= 4
      ? [destinations]
      : [
          destinations.slice(0, Math.ceil(destinations.length / 2)),
          destinations.slice(Math.ceil(destinations.length / 2)),
        ];
  const grounds = rows.length === 1 ? [ONE_ROW_GROUND] : TWO_ROW_GROUNDS;
  const perRow = Math.max(...rows.map((row) => row.length));
  // Two rows of the same length: the front one moves half a slot aside, so no building hides one behind it.
  const stagger = rows.length === 2 && rows[0]?.length === rows[1]?.length ? 0.5 : 0;
  const slot = (span.to - span.from) / (perRow + stagger);
  const width = Math.min(slot * BUILDING_SHARE, WIDEST_BUILDING / rows.length ** 0.5);
  let index = firstIndex;
  return rows.flatMap((row, rowIndex) => {
    // A shorter row is centred, so the front row stands between the buildings behind it.
    const start = span.from + ((perRow - row.length) * slot) / 2 + (rowIndex === 1 ? stagger * slot : 0);
    return row.map((destination, column) => ({
      ...destination,
      x: start + (column + 0.5) * slot,
      ground: grounds[rowIndex] ?? ONE_ROW_GROUND,
      slot,
      width,
      halfBuilt: isHalfBuilt(index++, level),
    }));
  });
}

/** The three regions' stretches: empty ones keep room for scenery, the others share the rest by their places. */
export function infantilSpans(counts: Record<InfantilRegion, number>): MapSpan[] {
  const names = Object.keys(INFANTIL_REGIONS) as InfantilRegion[];
  const total = names.reduce((sum, name) => sum + counts[name], 0);
  const free = 100 - 2 * MAP_MARGIN - EMPTY_REGION * names.length;
  let from = MAP_MARGIN;
  return names.map((name) => {
    const share = total === 0 ? free / names.length : (free * counts[name]) / total;
    const span = { name, from, to: from + EMPTY_REGION + share };
    from = span.to;
    return span;
  });
}

/**
 * The scenes of a stage's map from the screens the student may open: the infantil map is one
 * scene in three regions; the others have a scene per section that has somewhere to go. A
 * sub-area whose screen does not exist is not given, so it is not drawn.
 */
export function mapScenes(map: UserMap, destinations: readonly MapDestination[], level: MapBuildLevel): MapScene[] {
  const places = onTheMap(destinations);
  if (map === 'infantil') {
    const names = Object.keys(INFANTIL_REGIONS) as InfantilRegion[];
    const inRegion = (name: InfantilRegion) =>
      places.filter((place) => (INFANTIL_REGIONS[name] as readonly string[]).includes(place.slug));
    const spans = infantilSpans(
      Object.fromEntries(names.map((name) => [name, inRegion(name).length])) as Record<InfantilRegion, number>,
    );
    let index = 0;
    const laidOut = spans.flatMap((span) => {
      const region = layOut(inRegion(span.name as InfantilRegion), span, level, index);
      index += region.length;
      return region;
    });
    return [{ key: 'infantil', section: null, spans, places: laidOut }];
  }
  const all: MapSpan = { name: 'all', from: 6, to: 94 };
  return MAP_SECTION_SLUGS.flatMap((section) => {
    const inSection = places.filter((place) => place.section === section);
    if (inSection.length === 0) return [];
    return [{ key: section, section, spans: [all], places: layOut(inSection, all, level, 0) }];
  });
}

/** The narrowest slot, for a map wide enough to tap its buildings and read their names. */
export const narrowestSlot = (scene: MapScene) => Math.min(...scene.places.map((place) => place.slot));

/**
 * A place narrower than this (its building and its name) makes the map wider than a phone: the map
 * then scrolls sideways, its hidden edge fading out, rather than shrink under a child's finger.
 */
const SMALLEST_SLOT_PX = 92;

/** The scene's CSS min-width: wide enough for its narrowest place (the home's placeholder takes it too, so nothing jumps). */
export const sceneMinWidth = (scene: MapScene) =>
  `min(${Math.ceil(SMALLEST_SLOT_PX / (narrowestSlot(scene) / 100))}px, 64rem)`;
