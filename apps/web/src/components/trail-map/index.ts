export { TrailMap, type TrailMapProps, type TrailMapStop } from './trail-map.tsx';
export { TrailThemePreview } from './trail-theme-preview.tsx';
