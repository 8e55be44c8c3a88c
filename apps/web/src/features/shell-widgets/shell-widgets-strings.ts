import { i18n } from '../../i18n/i18n.ts';

export const SHELL_WIDGETS_NAMESPACE = 'shellWidgets';

/** Loaded with the widgets' chunk, not with the first page. */
i18n.addResourceBundle(
  'pt-BR',
  SHELL_WIDGETS_NAMESPACE,
  {
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
  },
  true,
  true,
);
