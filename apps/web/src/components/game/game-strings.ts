import { GAME_FACTORY_MESSAGES } from '@ava/contracts';
import { addStrings } from '../../i18n/vocabulary.ts';

export const GAME_NAMESPACE = 'game';

/** The game frame, the teacher's test and share dialogs. */
addStrings(GAME_NAMESPACE, {
  frame: 'Jogo: {{title}}',
  fullscreen: GAME_FACTORY_MESSAGES.fullscreen,
  exitFullscreen: GAME_FACTORY_MESSAGES.exitFullscreen,
  rotate: GAME_FACTORY_MESSAGES.rotate,
  report: 'Reportar erro no jogo',
  loading: 'Preparando o jogo…',
  playFailed: 'Não foi possível abrir o jogo.',
  retry: 'Tentar de novo',
  alreadyUsed: GAME_FACTORY_MESSAGES.alreadyUsed,
  share: {
    title: 'Compartilhar: {{title}}',
    link: 'Link do desafio',
    copy: 'Copiar link',
    copied: GAME_FACTORY_MESSAGES.copied,
    failure: GAME_FACTORY_MESSAGES.shareFailure,
    creating: 'Gerando o link…',
  },
});
