import { GAME_FACTORY_MESSAGES } from '@ava/contracts';
import { addStrings } from '../../i18n/vocabulary.ts';

export const RATING_NAMESPACE = 'rating';

addStrings(RATING_NAMESPACE, {
  question: GAME_FACTORY_MESSAGES.ratingQuestion,
  stars_one: '{{count}} estrela',
  stars_other: '{{count}} estrelas',
  shown: 'Nota {{rating}} de 5',
  sent: GAME_FACTORY_MESSAGES.ratingSent,
  failure: GAME_FACTORY_MESSAGES.ratingFailure,
});
