/** The map's code, a chunk of its own: the student's home shows it, its route starts it early. */
export const loadInteractiveMap = () => import('./interactive-map.tsx');
