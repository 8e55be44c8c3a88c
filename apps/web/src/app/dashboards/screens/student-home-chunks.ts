/** The student's home and its map, each a chunk of its own; the dashboard's route starts both early. */
export const loadStudentHome = () => import('./student-home.tsx');
export const loadInteractiveMap = () => import('../../../features/interactive-map/interactive-map.tsx');
