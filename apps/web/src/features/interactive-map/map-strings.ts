import { addStrings } from '../../i18n/vocabulary.ts';

export const MAP_NAMESPACE = 'interactive-map';

/** The student's map and the energy that builds it. */
addStrings(MAP_NAMESPACE, {
  title: 'Seu mapa',
  built: 'Mapa {{percent}}% construído',
  sections: 'Regiões do mapa',
  places: 'Lugares: {{name}}',
  wholeMap: 'todo o mapa',
  opening: 'Abrindo…',
  energy: {
    title: 'Energia',
    value: '{{energy}}%',
    label: 'Energia do mapa',
    grow: 'Faça atividades e desafios para construir o seu mapa.',
    full: 'Energia completa: o seu mapa está todo construído!',
  },
});
