import { addStrings } from '../../i18n/vocabulary.ts';

export const SHELL_WIDGETS_NAMESPACE = 'shellWidgets';

/** Loaded with the widgets' chunk, not with the first page. */
addStrings(SHELL_WIDGETS_NAMESPACE, {
  update: {
    message: 'Uma nova atualização da plataforma está disponível.',
    actionDesktop: 'Clique aqui para atualizar!',
    actionMobile: 'Atualizar!',
  },
  accessibility: {
    title: 'Acessibilidade',
    close: 'Fechar acessibilidade',
    signLanguage: 'Libras',
    voice: 'Voz',
    enhanced: '+ Acessibilidade',
  },
});
