import type { MapBuildLevel } from '@ava/contracts';
import type { MapStyle } from '../map-places.ts';

/** The map's drawing space: 1000 high, as wide as the map's aspect ratio makes it. */
export const MAP_WIDTH = 1739;
export const MAP_HEIGHT = 1000;
export const HORIZON = 500;

/** Nature's colours (sky, grass, water); the platform's colours come from the theme's CSS variables. */
export const NATURE = {
  playful: {
    skyTop: '#7cc8f8',
    skyBottom: '#d9f1ff',
    sun: '#ffd23f',
    cloud: '#ffffff',
    farHill: '#a8dc8c',
    nearHill: '#8fd072',
    ground: { 25: '#d8bd85', 50: '#b4da86', 75: '#92cf6a', 100: '#86c95e' },
    path: '#f3dfa8',
    water: '#6cc6f0',
    trunk: '#8a5a33',
    leaves: ['#4caf50', '#66bb6a', '#2e9d4f'],
    flowers: ['#ff6b8b', '#ffd23f', '#ffffff', '#b388ff'],
    outline: '#3b3046',
  },
  clean: {
    skyTop: '#dfe7f1',
    skyBottom: '#f8fafc',
    sun: '#fde68a',
    cloud: '#ffffff',
    farHill: '#cdd8e3',
    nearHill: '#bfd3c4',
    ground: { 25: '#e4dfd3', 50: '#d8e6cc', 75: '#cde2bf', 100: '#c6ddb6' },
    path: '#9aa5b1',
    water: '#9cc9e4',
    trunk: '#6b5b4d',
    leaves: ['#6a9f6e', '#7fb083', '#5b8f60'],
    flowers: ['#e08aa0', '#e6c75a', '#ffffff', '#a59ad6'],
    outline: 'none',
  },
} as const satisfies Record<MapStyle, unknown>;

export type Nature = (typeof NATURE)[MapStyle];

export const groundOf = (nature: Nature, level: MapBuildLevel) => nature.ground[level];
