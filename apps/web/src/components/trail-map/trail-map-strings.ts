import { addStrings } from '../../i18n/vocabulary.ts';

export const TRAIL_MAP_NAMESPACE = 'trail-map';

/** The trail map's words: what a screen reader says of each stop. */
addStrings(TRAIL_MAP_NAMESPACE, {
  stops: 'Etapas',
  stop: 'Etapa {{number}}: {{title}} ({{state}})',
  state: { done: 'concluída', current: 'atual', pending: 'pendente' },
});
